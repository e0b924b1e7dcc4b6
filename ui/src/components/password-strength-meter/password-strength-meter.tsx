import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { passwordStrength } from '../../validation';

/** The meter's levels by score, as `data-state` names them. */
export const PASSWORD_STRENGTH_STATES = ['no-password', 'weak', 'medium', 'strong', 'very-strong'] as const;
export type PasswordStrengthState = (typeof PASSWORD_STRENGTH_STATES)[number];

/** Filled bar segments by score; each colour reaches 3:1 on white (`contrastPairs`). */
const SEGMENT_FILL = ['', 'bg-danger-600', 'bg-warning-600', 'bg-success-600', 'bg-success-700'] as const;
/** The level's word, in the colour of its bar; each reaches 4.5:1 on white. */
const LEVEL_TEXT = ['text-neutral-700', 'text-danger-600', 'text-warning-600', 'text-success-600', 'text-success-700'] as const;

export type PasswordStrengthMeterProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The password typed so far (the meter ignores leading and trailing spaces, as the rules do). */
  password: string;
  /** The fewest characters the store asks for: below it a password is 'Weak'. @default 8 */
  minLength?: number;
  /** How many character classes the store asks for: with fewer a password is 'Weak'. @default 3 */
  minCharacterSets?: number;
};

/**
 * Luma's password strength meter: 'Password Strength: No Password / Weak / Medium / Strong /
 * Very Strong' under a new password, with a four-step bar. The measure is `passwordStrength`
 * of the kit's rules. The label is always written out (never colour alone) and sits in a polite
 * status region, so a screen reader hears a new level when typing pauses, without losing focus.
 *
 * **When to use**: under the new-password field of create-account and change-password forms, fed
 * with the field's value.
 *
 * **Accessibility**: the level is written out ('Password Strength: Weak') in a polite `role="status"`
 * region, read out when typing pauses without moving focus; the bar is decoration. Keyboard: none;
 * it is not focusable.
 */
export function PasswordStrengthMeter({ password, minLength, minCharacterSets, className, ...props }: PasswordStrengthMeterProps) {
  const { score, label } = passwordStrength(password, { minLength, minCharacterSets });
  return (
    <div
      data-slot="password-strength-meter"
      data-level={score}
      data-state={PASSWORD_STRENGTH_STATES[score]}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      {/* Decorative: the status text below says the same in words. */}
      <div data-slot="password-strength-meter-bar" aria-hidden="true" className="grid h-1.5 grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            data-slot="password-strength-meter-segment"
            data-filled={step <= score}
            className={cn('rounded-full bg-neutral-200', step <= score && SEGMENT_FILL[score])}
          />
        ))}
      </div>
      <p role="status" aria-live="polite" data-slot="password-strength-meter-label" className="text-sm text-neutral-800">
        {t('Password Strength')}: <strong className={cn('font-semibold', LEVEL_TEXT[score])}>{label}</strong>
      </p>
    </div>
  );
}
