import { useMemo, useState } from 'react';
import { RegisterForm, type FormStatusMessage, type RegisterFormSubmission } from '@shop/ui/forms';
import { debounceRemoteCheck, rememberLastAnswer } from '@shop/ui/validation';
import { REMOTE_VALIDATION_DEBOUNCE_MS, TEXTS } from '../../../config/constants';
import type { CreateAccountRequest, AccountFormResponse } from '../api';

export interface CustomerRegisterFormProps {
  /** Creates the account. */
  register: (request: CreateAccountRequest) => Promise<AccountFormResponse>;
  /** Called after the account was created. */
  onSuccess: (response: AccountFormResponse) => void;
  /** Call 15: true when the e-mail address is free, else the message to show. @default undefined (no remote check) */
  checkEmail?: (email: string) => Promise<true | string>;
  /** The shop's password rules. @default 8 characters, 3 classes */
  passwordRules?: { minLength: number; minCharacterSets: number };
}

/**
 * 'Create New Customer Account' on the kit's `RegisterForm` (personal information with the date
 * of birth as month, day and year; sign-in information), checked as the shop checks them: the
 * e-mail address is checked on the server as it is typed (call 15, debounced, each address
 * asked once). Sends the account with the date of birth as month/day/year and shows a refusal's
 * message in the message area, where the kit then puts focus.
 */
export function CustomerRegisterForm({ register, onSuccess, checkEmail, passwordRules }: CustomerRegisterFormProps) {
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const emailAvailable = useMemo(
    () =>
      checkEmail
        ? debounceRemoteCheck(
            rememberLastAnswer(async (email) => {
              const answer = await checkEmail(email);
              return answer === true ? null : answer;
            }),
            REMOTE_VALIDATION_DEBOUNCE_MS,
          )
        : undefined,
    [checkEmail],
  );
  const submit = async (values: RegisterFormSubmission) => {
    setMessage(null);
    const response = await register({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      password: values.password,
      password_confirmation: values.password_confirmation,
      ...(values.dob ? { dob: values.dob } : {}),
    });
    if (response.success) onSuccess(response);
    else setMessage({ type: 'error', text: response.message ?? TEXTS.somethingWentWrong });
  };
  return (
    <RegisterForm
      aria-label="Create New Customer Account"
      onRegister={submit}
      message={message}
      emailAvailable={emailAvailable}
      minLength={passwordRules?.minLength}
      minCharacterSets={passwordRules?.minCharacterSets}
      showPasswordToggle={false}
    />
  );
}
