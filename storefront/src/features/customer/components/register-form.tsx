import { useMemo, useState } from 'react';
import { RegisterForm, type FormStatusMessage, type RegisterFormSubmission } from '@shop/ui/forms';
import { debounceRemoteCheck, rememberLastAnswer } from '@shop/ui/validation';
import { t } from '@shop/ui/i18n';
import { REMOTE_VALIDATION_DEBOUNCE_MS, TEXTS } from '../../../config/constants';
import type { CreateAccountRequest, AccountFormResponse } from '../api';
import { useCaptchaState, type CaptchaOptions } from '../hooks';

export interface CustomerRegisterFormProps {
  /** Creates the account. */
  register: (request: CreateAccountRequest) => Promise<AccountFormResponse>;
  /** Called after the account was created. */
  onSuccess: (response: AccountFormResponse) => void;
  /** Call 15: true when the e-mail address is free, else the message to show. @default undefined (no remote check) */
  checkEmail?: (email: string) => Promise<true | string>;
  /** The shop's password rules. @default 8 characters, 3 classes */
  passwordRules?: { minLength: number; minCharacterSets: number };
  /** The registration captcha (`user_create`), when the shop has one. @default undefined */
  captcha?: CaptchaOptions;
}

/**
 * 'Create New Customer Account' on the kit's `RegisterForm` (personal information with the date
 * of birth as month, day and year; sign-in information), checked as the shop checks them: the
 * e-mail address is checked on the server as it is typed (call 15, debounced, each address
 * asked once). Sends the account with the date of birth as month/day/year and shows a refusal's
 * message in the message area, where the kit then puts focus. The captcha shows once the
 * captcha section asks for it (many registrations from one address); after a refusal it gets a
 * new image, as a word is good for one check.
 */
export function CustomerRegisterForm({ register, onSuccess, checkEmail, passwordRules, captcha }: CustomerRegisterFormProps) {
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const { state: captchaState, reload, formCaptcha } = useCaptchaState(captcha);
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
      ...(values.captcha_form_id ? { captcha_form_id: values.captcha_form_id } : {}),
      ...(values.captcha_string !== undefined ? { captcha_string: values.captcha_string } : {}),
    });
    if (response.success) {
      onSuccess(response);
      return;
    }
    setMessage({ type: 'error', text: response.message ?? TEXTS.somethingWentWrong });
    if (captchaState.isRequired) await reload();
  };
  return (
    <RegisterForm
      aria-label={t('Create New Customer Account')}
      onRegister={submit}
      message={message}
      emailAvailable={emailAvailable}
      minLength={passwordRules?.minLength}
      minCharacterSets={passwordRules?.minCharacterSets}
      showPasswordToggle={false}
      captcha={formCaptcha}
    />
  );
}
