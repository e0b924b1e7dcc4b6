import { useState } from 'react';
import { RegisterForm as KitRegisterForm, type FormStatusMessage, type RegisterFormSubmission } from '@shop/ui/forms';
import { TEXTS } from '../../../config/constants';
import type { RegisterRequest, RegisterResponse } from '../api';

export interface RegisterFormProps {
  /** Creates the account. */
  register: (request: RegisterRequest) => Promise<RegisterResponse>;
  /** Called after the account was created. */
  onSuccess: (response: RegisterResponse) => void;
  /** The shop's password rules. @default 8 characters, 3 classes */
  passwordRules?: { minLength: number; minCharacterSets: number };
}

/**
 * 'Create New Customer Account' on the kit's `RegisterForm` (personal and sign-in
 * information, checked as the shop checks them): sends the account and shows a refusal's
 * message in the message area.
 */
export function RegisterForm({ register, onSuccess, passwordRules }: RegisterFormProps) {
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
    <KitRegisterForm
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
