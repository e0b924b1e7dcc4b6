import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CaptchaField } from '../components/captcha-field';
import { FormField } from '../components/form-field';
import type { LoginFormCaptcha } from './login-form';

export interface FormCaptchaProps<Values extends FieldValues & { captcha?: string }> {
  /** The form's react-hook-form control; the answer is its `captcha` value. */
  control: Control<Values>;
  /** The form's captcha (image, reload, case sensitivity). */
  captcha: LoginFormCaptcha;
  /** The captcha form id sent as `captcha_form_id`. */
  formId: string;
  /** Whether the answer is asked for now; otherwise only the hidden form id is rendered. */
  required: boolean;
  /** Locks the answer while the form is sent. @default false */
  disabled?: boolean;
  className?: string;
}

/** Whether a form's captcha must be answered now: when the form has one, unless the shop says it need not be. */
export function isCaptchaRequired(captcha: LoginFormCaptcha | undefined): boolean {
  return captcha !== undefined && (captcha.required ?? true);
}

/**
 * Sends a kit form's request and waits for it, then clears its captcha answer (`clearAnswer`, given while the
 * form has a captcha) whatever the outcome: a captcha word is good for one check.
 */
export async function sendThenClearCaptcha(send: () => unknown, clearAnswer: (() => void) | undefined): Promise<void> {
  try {
    await send();
  } finally {
    clearAnswer?.();
  }
}

/** The captcha of a kit form (login, registration): `CaptchaField` bound to the form's `captcha` value and its message. */
export function FormCaptcha<Values extends FieldValues & { captcha?: string }>({
  control,
  captcha,
  formId,
  required,
  disabled = false,
  className,
}: FormCaptchaProps<Values>) {
  return (
    <FormField
      control={control}
      name={'captcha' as FieldPath<Values>}
      render={({ field, fieldState }) => (
        <CaptchaField
          className={className}
          formId={formId}
          required={required}
          imageSrc={captcha.imageSrc}
          caseSensitive={captcha.caseSensitive}
          onReload={captcha.onReload}
          error={fieldState.error?.message}
          inputProps={{ value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur, ref: field.ref, disabled: disabled || field.disabled }}
        />
      )}
    />
  );
}
