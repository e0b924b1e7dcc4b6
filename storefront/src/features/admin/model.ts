import { z } from 'zod';
import { passwordFieldSchema, PASSWORD_MAX_LENGTH, ruleSchema, validationMessage } from '@shop/ui/validation';

// The back office's forms (staff sign-in, its code step, staff passwords), composed from the kit's
// rules (SPEC.md §5's admin password rule is the kit's `validate-admin-password`). Kept here, out
// of the kit's validation entry, which every storefront page's shell reaches.

/** A back-office user name: required, at most 40 characters. */
export const staffUsernameSchema = ruleSchema('required-entry', ['validate-length', { maxLength: 40 }]);

/** The back office's sign-in form (Magento's admin login): user name and password, both required. */
export const staffSignInSchema = z.object({ username: staffUsernameSchema, password: passwordFieldSchema });
export type StaffSignInValues = z.input<typeof staffSignInSchema>;

/** A new back-office password: SPEC.md §5's admin rule (7 or more characters, letters and digits). */
export const staffPasswordSchema = ruleSchema('required-entry', ['validate-length', { maxLength: PASSWORD_MAX_LENGTH }], 'validate-admin-password');

/** The six-digit code of an authenticator app (two-factor sign-in, RFC 6238). */
export const oneTimeCodeSchema = z.object({
  code: z
    .string({ error: () => validationMessage('required') })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(ruleSchema('required-entry', 'validate-digits', ['validate-length', { minLength: 6, maxLength: 6 }])),
});
export type OneTimeCodeValues = z.input<typeof oneTimeCodeSchema>;
