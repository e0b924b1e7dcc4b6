import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';

/** The texts of the captcha field (SPEC.md §2). */
export const CAPTCHA_TEXT = {
  label: 'Please type the letters and numbers below',
  reload: 'Reload captcha',
  caseSensitive: 'Attention: Captcha is case sensitive.',
} as const;

export type CaptchaFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The form the captcha belongs to (e.g. `user_login`); sent as the hidden `captcha_form_id`. */
  formId: string;
  /** Whether the captcha must be answered; when false only the hidden form id is rendered. @default false */
  required?: boolean;
  /** Address of the captcha image. */
  imageSrc: string;
  /** Text alternative of the image. @default t('Captcha image') */
  imageAlt?: string;
  /** Shows 'Attention: Captcha is case sensitive.'. @default false */
  caseSensitive?: boolean;
  /** Asks the server for a new captcha and resolves to the new image address. */
  onReload?: () => Promise<string>;
  /**
   * Props for the `captcha_string` input, e.g. `register('captcha_string')` from
   * react-hook-form; its name is always `captcha_string`.
   */
  inputProps?: Omit<React.ComponentProps<'input'>, 'name' | 'type'> & { name?: 'captcha_string' };
  /** Error message shown under the input (marks it invalid). */
  error?: string;
};

/**
 * The captcha of a form: a hidden `captcha_form_id` always; when required, the label
 * 'Please type the letters and numbers below', the `captcha_string` input, the image,
 * a 'Reload captcha' button and, if case sensitive, a note saying so.
 *
 * **When to use**: in every form the store protects with a captcha (create account, forgot password,
 * contact, login after failures); it renders only the hidden form id when the captcha is not required.
 *
 * **Accessibility**: a labelled text input (`aria-required`; when there is an error, `aria-invalid`
 * and the message tied by `aria-describedby`); the image has a text alternative. Keyboard: `Tab`
 * moves from the input to the 'Reload captcha' button; `Enter` or `Space` reloads the image, and the
 * button is `aria-busy` while a new one loads.
 */
export function CaptchaField({
  formId,
  required = false,
  imageSrc,
  imageAlt,
  caseSensitive = false,
  onReload,
  inputProps,
  error,
  className,
  ...props
}: CaptchaFieldProps) {
  const generatedId = React.useId();
  const inputId = inputProps?.id ?? `${generatedId}-captcha`;
  const errorId = `${inputId}-error`;
  const noteId = `${inputId}-note`;
  const [src, setSrc] = React.useState(imageSrc);
  const [reloading, setReloading] = React.useState(false);
  const [prevImageSrc, setPrevImageSrc] = React.useState(imageSrc);
  if (prevImageSrc !== imageSrc) {
    setPrevImageSrc(imageSrc);
    setSrc(imageSrc);
  }

  const hiddenFormId = <input data-slot="captcha-field-form-id" type="hidden" name="captcha_form_id" value={formId} />;
  if (!required) return hiddenFormId;

  const reload = async () => {
    if (!onReload || reloading) return;
    setReloading(true);
    try {
      setSrc(await onReload());
    } finally {
      setReloading(false);
    }
  };

  const describedBy = [caseSensitive ? noteId : null, error ? errorId : null, inputProps?.['aria-describedby']]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      data-slot="captcha-field"
      data-state={reloading ? 'reloading' : 'idle'}
      className={cn('flex w-full max-w-sm flex-col gap-2', className)}
      {...props}
    >
      {hiddenFormId}
      <label data-slot="captcha-field-label" htmlFor={inputId} className="text-sm font-semibold text-neutral-900">
        {t(CAPTCHA_TEXT.label)}
        <span aria-hidden="true" className="ms-0.5 text-danger-600">
          *
        </span>
      </label>
      <input
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        {...inputProps}
        data-slot="captcha-field-input"
        id={inputId}
        name="captcha_string"
        type="text"
        required
        aria-required="true"
        aria-invalid={error ? true : inputProps?.['aria-invalid']}
        aria-describedby={describedBy || undefined}
        className={cn(
          'h-10 w-full rounded-md border border-neutral-500 bg-white px-3 text-base text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-danger-600',
          inputProps?.className,
        )}
      />
      {error ? (
        <p data-slot="captcha-field-error" id={errorId} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <div data-slot="captcha-field-image-row" className="flex flex-wrap items-center gap-3">
        <img
          data-slot="captcha-field-image"
          src={src}
          alt={imageAlt ?? t('Captcha image')}
          aria-busy={reloading || undefined}
          className="h-12 w-auto rounded-md border border-neutral-300 bg-neutral-50"
        />
        {/* Busy rather than disabled while reloading, so keyboard focus stays on the button. */}
        <Button
          data-slot="captcha-field-reload"
          variant="outline"
          size="sm"
          aria-busy={reloading || undefined}
          onClick={reload}
        >
          {t(CAPTCHA_TEXT.reload)}
        </Button>
      </div>
      {caseSensitive ? (
        <p data-slot="captcha-field-note" id={noteId} className="text-sm text-neutral-600">
          {t(CAPTCHA_TEXT.caseSensitive)}
        </p>
      ) : null}
    </div>
  );
}
