import { z } from 'zod';
import { validationMessage } from './messages';
import { checkRule } from './registry';
import { characterClassCount, CUSTOMER_PASSWORD_DEFAULTS, type CustomerPasswordOptions } from './rules';
import { t } from '../i18n';
import { dateOfBirthPartsSchema, refineRules, ruleSchema } from './schemas';
import type { RemoteCheck } from './remote';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, REVIEW_LIMITS, SEARCH_MIN_LENGTH } from './limits';


/** An email field: trimmed (SPEC.md §5 trims the email input), required, a valid address. */
export function emailFieldSchema() {
  return z
    .string({ error: () => validationMessage('required') })
    .trim()
    .superRefine(refineRules('required-entry', 'validate-email', ['validate-length', { maxLength: EMAIL_MAX_LENGTH }]));
}

/** A password field as a form asks for it to sign in: required, at most `PASSWORD_MAX_LENGTH`. */
export const passwordFieldSchema = ruleSchema('required-entry', ['validate-length', { maxLength: PASSWORD_MAX_LENGTH }]);

/** A new customer password: required, the store's length and character classes, at most `PASSWORD_MAX_LENGTH`. */
export function newPasswordFieldSchema(options: CustomerPasswordOptions = {}) {
  const policy = {
    minLength: options.minLength ?? CUSTOMER_PASSWORD_DEFAULTS.minLength,
    minCharacterSets: options.minCharacterSets ?? CUSTOMER_PASSWORD_DEFAULTS.minCharacterSets,
  };
  return ruleSchema('required-entry', ['validate-length', { maxLength: PASSWORD_MAX_LENGTH }], ['validate-customer-password', policy]);
}

/** A first or last name: required, at most `NAME_MAX_LENGTH`. */
const nameFieldSchema = ruleSchema('required-entry', ['validate-length', { maxLength: NAME_MAX_LENGTH }]);

/** Options of `createLoginSchema`. */
export interface LoginSchemaOptions {
  /**
   * Whether the captcha is shown. `true` requires the captcha string, `false` ignores it,
   * and leaving it out requires it whenever the form has a `captcha` value at all (the
   * field is mounted), which is what `loginSchema` does.
   * @default undefined
   */
  captchaShown?: boolean;
}

/** The login form: email (required, valid), password (required), captcha string when shown. */
export function createLoginSchema(options: LoginSchemaOptions = {}) {
  const { captchaShown } = options;
  return z
    .object({
      email: emailFieldSchema(),
      password: passwordFieldSchema,
      captcha: z.string().optional(),
    })
    .superRefine(({ captcha }, context) => refineCaptcha(captchaShown ?? captcha !== undefined, captcha, context));
}

/**
 * The captcha string of a form that shows a captcha: required while it is shown. Checked on
 * the object: zod skips an optional field's own refinements when it is undefined.
 */
function refineCaptcha(shown: boolean, captcha: string | undefined, context: z.RefinementCtx): void {
  const message = shown ? checkRule('required-entry', captcha) : null;
  if (message !== null) context.addIssue({ code: 'custom', message, path: ['captcha'], input: captcha });
}

/** The login form's schema; the captcha is required whenever its field is mounted. */
export const loginSchema = createLoginSchema();
export type LoginFormValues = z.input<typeof loginSchema>;

/** The contact form: name, email and comment required; telephone optional, a phone number when typed. */
export const contactSchema = z.object({
  name: ruleSchema('required-entry'),
  email: emailFieldSchema(),
  telephone: z.string().optional().superRefine(refineRules('validate-phoneLax')),
  comment: ruleSchema('required-entry'),
});
export type ContactFormValues = z.input<typeof contactSchema>;

/**
 * The product review form ("Write Your Own Review"): a rating of 1–5 stars (a radio group's
 * value, or a number), a nickname, a summary and the review, each required and within
 * `REVIEW_LIMITS`. Text is kept as typed (plain text, trimmed); the rating comes out as a number.
 * A factory, so pages that never show the form do not build (or download) the schema.
 */
export function createReviewSchema() {
  return z.object({
    rating: z
      .union([z.string(), z.number()], { error: () => validationMessage('rating') })
      .superRefine(refineRules('rating-required'))
      .transform((value) => Number(value)),
    nickname: ruleSchema('required-entry', ['validate-length', { maxLength: REVIEW_LIMITS.nickname }]).transform((value) => value.trim()),
    title: ruleSchema('required-entry', ['validate-length', { maxLength: REVIEW_LIMITS.summary }]).transform((value) => value.trim()),
    detail: ruleSchema('required-entry', ['validate-length', { maxLength: REVIEW_LIMITS.text }]).transform((value) => value.trim()),
  });
}
export type ReviewFormValues = z.input<ReturnType<typeof createReviewSchema>>;

/** Options of `createRegisterSchema`. */
export interface RegisterSchemaOptions extends CustomerPasswordOptions {
  /**
   * Whether the date of birth is asked for and must be filled; when asked but optional,
   * an empty date passes.
   * @default false
   */
  dobRequired?: boolean;
  /** The remote check of the email address (e.g. `remoteRule('/customer/account/emailAvailable?email=')`). */
  emailAvailable?: RemoteCheck;
  /**
   * Whether the form shows its captcha (`user_create`, once the shop asks for it): the captcha
   * string is then required.
   * @default false
   */
  captchaShown?: boolean;
}

/** The registration fields every variant shares: names, email (optionally checked remotely), password and its confirmation. */
function registerFields(options: RegisterSchemaOptions) {
  const { emailAvailable } = options;
  const email = emailAvailable
    ? emailFieldSchema().superRefine(async (address, context) => {
        if (checkRule('validate-email', address) !== null || address === '') return;
        const message = await emailAvailable(address);
        if (message !== null) context.addIssue({ code: 'custom', message, input: address });
      })
    : emailFieldSchema();
  return {
    firstname: nameFieldSchema,
    lastname: nameFieldSchema,
    email,
    password: newPasswordFieldSchema(options),
    password_confirmation: passwordFieldSchema,
  };
}

/** The checks across fields: the password is not the email, the confirmation matches, the date of birth (`validate-dob`). */
function refineRegistration(dobRequired: boolean) {
  return (
    form: { email: string; password: string; password_confirmation: string; dob?: unknown },
    context: z.RefinementCtx,
  ): void => {
    const report = (path: 'password' | 'password_confirmation' | 'dob', message: string | null): void => {
      if (message !== null) context.addIssue({ code: 'custom', message, path: [path], input: form[path] });
    };
    report('password', checkRule('password-not-equal-to-user-name', form.password, { email: form.email }));
    if (form.password_confirmation !== '') {
      report('password_confirmation', checkRule('validate-cpassword', form.password_confirmation, { password: form.password }));
    }
    report('dob', checkRule('validate-dob', form.dob, { required: dobRequired }));
  };
}

/**
 * The registration form: first and last name, email (optionally checked remotely, which
 * makes the schema async: `parseAsync`, as `zodResolver` does by default), password with
 * the configured length and character classes and not equal to the email, its
 * confirmation, and an optional date of birth as its three typed parts.
 */
export function createRegisterSchema(options: RegisterSchemaOptions = {}) {
  const checks = refineRegistration(options.dobRequired ?? false);
  return z
    .object({ ...registerFields(options), dob: dateOfBirthPartsSchema.optional(), captcha: z.string().optional() })
    .superRefine((form, context) => {
      checks(form, context);
      refineCaptcha(options.captchaShown ?? false, form.captcha, context);
    });
}

/**
 * What a registration sends (and what a server checks): the form's fields with the date of
 * birth as stored, month/day/year (`03/07/1990`, SPEC.md §5), checked by the same
 * `validate-dob` rule as the typed parts (any other shape is 'Please enter a valid full date.');
 * an empty or absent date passes unless `dobRequired`.
 */
export function createRegisterSubmissionSchema(options: RegisterSchemaOptions = {}) {
  return z
    .object({
      ...registerFields(options),
      dob: z.string().trim().optional(),
      // The captcha, when the form shows one: which form it is and the answer (the server checks the word).
      captcha_form_id: z.string().max(64).optional(),
      captcha_string: z.string().max(64).optional(),
    })
    .superRefine(refineRegistration(options.dobRequired ?? false));
}

/** A registration as sent: the date of birth, when given, as `MM/DD/YYYY`. */
export type RegisterSubmission = z.output<ReturnType<typeof createRegisterSubmissionSchema>>;

/** The registration form's schema with the platform's default password settings and no remote check. */
export const registerSchema = createRegisterSchema();
export type RegisterFormValues = z.input<typeof registerSchema>;

/** The forgot-password form: the account's email address. */
export const forgotPasswordSchema = z.object({ email: emailFieldSchema() });
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;

/**
 * The reset-password form (the e-mailed link's page): a new password with the store's rules
 * and its confirmation. Whether it equals the account's email is checked where the account is
 * known (`checkRule('password-not-equal-to-user-name', …)`).
 */
export function createResetPasswordSchema(options: CustomerPasswordOptions = {}) {
  return z
    .object({ password: newPasswordFieldSchema(options), password_confirmation: passwordFieldSchema })
    .superRefine((form, context) => {
      const message = checkRule('validate-cpassword', form.password_confirmation, { password: form.password });
      if (message !== null) context.addIssue({ code: 'custom', message, path: ['password_confirmation'], input: form.password_confirmation });
    });
}
export type ResetPasswordFormValues = z.input<ReturnType<typeof createResetPasswordSchema>>;

/** Options of `createAccountInformationSchema`. */
export type AccountInformationSchemaOptions = CustomerPasswordOptions;

/**
 * The Account Information form (Luma's "Edit Account Information"): first and last name, an
 * optional date of birth (`validate-dob`), and, when ticked, a new e-mail and/or a new password.
 * Either change needs the current password. `email` always holds the address the account will
 * have (the current one unless it is being changed), so a new password is checked against it.
 * The new password follows the store's policy and must be confirmed. Whether the current
 * password is right and the new e-mail is free, only the server can tell.
 */
export function createAccountInformationSchema(options: AccountInformationSchemaOptions = {}) {
  const newPassword = newPasswordFieldSchema(options);
  return z
    .object({
      firstname: nameFieldSchema,
      lastname: nameFieldSchema,
      dob: dateOfBirthPartsSchema.optional(),
      change_email: z.boolean().optional().default(false),
      email: z.string().max(EMAIL_MAX_LENGTH).optional().default(''),
      change_password: z.boolean().optional().default(false),
      current_password: z.string().max(PASSWORD_MAX_LENGTH).optional().default(''),
      password: z.string().max(PASSWORD_MAX_LENGTH).optional().default(''),
      password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional().default(''),
    })
    .superRefine((form, context) => {
      const report = (path: 'dob' | 'email' | 'current_password' | 'password' | 'password_confirmation', message: string | null | undefined): void => {
        if (message) context.addIssue({ code: 'custom', message, path: [path], input: form[path] });
      };
      report('dob', checkRule('validate-dob', form.dob));
      if (form.change_email) {
        const email = emailFieldSchema().safeParse(form.email);
        report('email', email.success ? null : email.error.issues[0]?.message);
      }
      if (form.change_email || form.change_password) report('current_password', checkRule('required-entry', form.current_password));
      if (form.change_password) {
        const password = newPassword.safeParse(form.password);
        report('password', password.success ? checkRule('password-not-equal-to-user-name', form.password.trim(), { email: form.email.trim() }) : password.error.issues[0]?.message);
        report('password_confirmation', checkRule('required-entry', form.password_confirmation) ?? checkRule('validate-cpassword', form.password_confirmation, { password: form.password }));
      }
    });
}
export type AccountInformationFormValues = z.input<ReturnType<typeof createAccountInformationSchema>>;

/**
 * How strong a new password is, as Luma's meter says it: 'No Password', then 'Weak' (too short
 * for the store's policy, or fewer character classes than it asks), 'Medium', 'Strong' and
 * 'Very Strong' (by the classes used and the length).
 */
export function passwordStrength(password: string, options: CustomerPasswordOptions = {}): { score: 0 | 1 | 2 | 3 | 4; label: string } {
  const value = password.trim();
  if (value === '') return { score: 0, label: t('No Password') };
  if (checkRule('validate-customer-password', value, options) !== null) return { score: 1, label: t('Weak') };
  const classes = characterClassCount(value);
  const long = [...value].length >= Math.max(12, (options.minLength ?? CUSTOMER_PASSWORD_DEFAULTS.minLength) + 4);
  if (classes >= 4 && long) return { score: 4, label: t('Very Strong') };
  if (classes >= 4 || (classes >= 3 && long)) return { score: 3, label: t('Strong') };
  return { score: 2, label: t('Medium') };
}

/**
 * A search query: not empty or whitespace only, and at least `SEARCH_MIN_LENGTH`
 * characters once trimmed.
 */
export const searchQuerySchema = z.string({ error: () => validationMessage('required') }).superRefine((query, context) => {
  const trimmed = query.trim();
  const message =
    trimmed === ''
      ? validationMessage('required')
      : trimmed.length < SEARCH_MIN_LENGTH
        ? validationMessage('minimumLength', SEARCH_MIN_LENGTH)
        : null;
  if (message !== null) context.addIssue({ code: 'custom', message, input: query });
});

/** Whether a search may be submitted (the submit button is disabled otherwise). */
export function canSubmitSearch(query: string): boolean {
  return searchQuerySchema.safeParse(query).success;
}

