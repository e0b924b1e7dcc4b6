import { useState } from 'react';
import { RegisterForm, type FormStatusMessage, type RegisterFormSubmission } from '@shop/ui/forms';
import { TEXTS } from '../../../config/constants';
import type { CreateAccountRequest, AccountFormResponse } from '../api';

export interface CustomerRegisterFormProps {
  /** Creates the account. */
  register: (request: CreateAccountRequest) => Promise<AccountFormResponse>;
  /** Called after the account was created. */
  onSuccess: (response: AccountFormResponse) => void;
  /** The shop's password rules. @default 8 characters, 3 classes */
  passwordRules?: { minLength: number; minCharacterSets: number };
}

/**
 * 'Create New Customer Account' on the kit's `RegisterForm` (personal and sign-in
 * information, checked as the shop checks them): sends the account and shows a refusal's
 * message in the message area, where the kit then puts focus.
 */
export function CustomerRegisterForm({ register, onSuccess, passwordRules }: CustomerRegisterFormProps) {
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const submit = async (values: RegisterFormSubmission) => {
    setMessage(null);
    const response = await register({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      password: values.password,
      password_confirmation: values.password_confirmation,
    });
    if (response.success) onSuccess(response);
    else setMessage({ type: 'error', text: response.message ?? TEXTS.somethingWentWrong });
  };
  return (
    <RegisterForm
      aria-label="Create New Customer Account"
      onRegister={submit}
      message={message}
      minLength={passwordRules?.minLength}
      minCharacterSets={passwordRules?.minCharacterSets}
      showDob={false}
      showPasswordToggle={false}
    />
  );
}
