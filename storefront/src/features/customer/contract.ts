import { z } from 'zod';
import { t } from '@shop/ui/i18n';
import {
  checkRule,
  CUSTOMER_PASSWORD_DEFAULTS,
  createRegisterSubmissionSchema,
  emailFieldSchema,
  forgotPasswordSchema,
  passwordFieldSchema,
} from '@shop/ui/validation';
import { STORE_NAME } from '../../config/constants';
import { storeField } from '../store-views/contract';
import { defineCall, defineCallFamily, defineSection, unsuccessfulErrorBody, type ErrorBody } from '../../lib/contract';
import type * as self from './contract';

/**
 * The store's customer password policy: the server enforces it, the page settings publish it
 * and the forms check it with the kit's `validate-customer-password` rule.
 */
export const CUSTOMER_PASSWORD_POLICY = { ...CUSTOMER_PASSWORD_DEFAULTS };

/** The registration's answers (Magento's words), each read in the language of the request that shows it. */
export const REGISTRATION_MESSAGES = {
  /** A registration's (or an account from an order's) success message. */
  get registered() {
    return t('Thank you for registering with %1.', STORE_NAME);
  },
  /** A registration or an account from an order with an address that has an account already. */
  get emailTaken() {
    return t('A customer with the same email address already exists in an associated website.');
  },
};

/**
 * What the kit's rules say of a new password for an account: the store's policy
 * (`validate-customer-password`, counting code points, spaces at either end ignored), then not
 * the account's e-mail. Null when it is fine.
 */
export function newPasswordProblem(password: string, email: string): string | null {
  return (
    checkRule('validate-customer-password', password, CUSTOMER_PASSWORD_POLICY) ?? checkRule('password-not-equal-to-user-name', password.trim(), { email: email.trim() })
  );
}

/** The `customer` section: a guest has no firstname (SPEC.md §3, §6). */
export const customerSection = defineSection(
  'customer',
  () => z.object({
    id: z.number().optional(),
    group_id: z.number().optional(),
    firstname: z.string().optional(),
    fullname: z.string().optional(),
    websiteId: z.number().optional(),
  }),
);

/** The captcha section's entry for one form (SPEC.md §3 "Captcha per form"). */
export const captchaSectionEntrySchema = z.lazy(() => z.object({ isRequired: z.boolean(), timestamp: z.number() }));

/** The `captcha` section: form id → whether its captcha is required, and since when. */
export const captchaSection = defineSection('captcha', () => z.record(z.string(), captchaSectionEntrySchema));

/** A refused sign-in answers `errors` and the message to show (SPEC.md §8). */
const loginErrorBody: ErrorBody = (message) => ({ errors: true, message });

/**
 * What the answers of the sign-in and the account forms tell the browser: the message to show and
 * where to go next.
 */
const nextStepFields = {
  message: z.string().optional(),
  redirectUrl: z.string().optional(),
  /** Set when the browser leaves (with `redirectUrl`, or a navigation follows): the messages section is left for the next page. */
  backUrl: z.string().optional(),
};

/** Call 9's answer (SPEC.md §3 "Login"). */
export const loginResponseSchema = z.lazy(() => z.object({
  errors: z.boolean(),
  ...nextStepFields,
  customerLoginUrl: z.string().optional(),
  captcha_form_id: z.string().optional(),
}));

export type LoginResponse = z.output<typeof loginResponseSchema>;

/**
 * Call 9: sign in with the e-mail as username (the kit's email and password fields, so a
 * refusal carries the message the form shows), the context and the captcha when shown.
 */
export const login = defineCall({
  name: 'login',
  method: 'POST',
  path: '/customer/ajax/login',
  invalidates: ['*'],
  request: () => z.object({
    username: emailFieldSchema(),
    password: passwordFieldSchema,
    context: z.string().max(64).optional(),
    captcha_form_id: z.string().max(64).optional(),
    captcha_string: z.string().max(64).optional(),
  }),
  response: () => loginResponseSchema,
  errorBody: loginErrorBody,
});

export type LoginRequest = z.input<typeof login.request>;

/** Sign out: a full-page navigation that ends the session and goes to the home page. */
export const logout = defineCall({
  name: 'logout',
  method: 'GET',
  path: '/customer/account/logout',
  /** `store`: the view the shopper signs out from, whose home page follows (the call has one address for every view). */
  request: () => z.object(storeField),
  response: () => z.never(),
  answers: 'redirect',
});

/** Call 15: whether an e-mail address may register (true, or the message to show). */
export const emailAvailable = defineCall({
  name: 'emailAvailable',
  method: 'GET',
  path: '/customer/account/emailAvailable',
  request: () => z.object({ email: z.string().max(1024) }),
  response: () => z.union([z.literal(true), z.string()]),
});

/** The answer of the account forms' JSON posts. */
export const accountFormResponseSchema = z.lazy(() => z.object({ success: z.boolean(), ...nextStepFields }));

export type AccountFormResponse = z.output<typeof accountFormResponseSchema>;

/**
 * What every post of an account form shares (here, and in the account pages, the wish list and the
 * compare list): answered with {@link accountFormResponseSchema}, refused with `success: false` and
 * the message.
 */
export const accountFormPost = { method: 'POST', response: () => accountFormResponseSchema, errorBody: unsuccessfulErrorBody } as const;

/** Declares a post of an account form: {@link accountFormPost} and the call's own parts. */
export const defineAccountFormCall = defineCallFamily(accountFormPost);

/**
 * Registration: what the kit's registration form sends, with the store's password policy and the
 * optional date of birth as month/day/year (SPEC.md §3, §5), checked by the same kit rules; and
 * the view registered in (`store`, ADR 0038), whose pages the redirects and the welcome mail's
 * link go to.
 */
export const createAccount = defineAccountFormCall({
  name: 'createAccount',
  path: '/customer/account/createpost',
  accepts: ['form', 'json'],
  invalidates: ['*'],
  request: () => createRegisterSubmissionSchema(CUSTOMER_PASSWORD_POLICY).safeExtend(storeField),
  answers: 'json',
});

export type CreateAccountRequest = z.input<typeof createAccount.request>;

/**
 * Forgot password: the kit's forgot-password form; the answer never says whether the account
 * exists. `store`: the view asked from, whose reset page the mail's link opens.
 */
export const forgotPasswordPost = defineAccountFormCall({
  name: 'forgotPasswordPost',
  path: '/customer/account/forgotpasswordpost',
  accepts: ['form', 'json'],
  request: () => forgotPasswordSchema.extend(storeField),
});

/**
 * Reset password with the e-mailed token. The password rules are checked after the token
 * (a dead link cannot be fixed on its page), with the kit's rules and messages.
 */
export const resetPasswordPost = defineAccountFormCall({
  name: 'resetPasswordPost',
  path: '/customer/account/resetpasswordpost',
  accepts: ['form', 'json'],
  request: () => z.object({
    token: z.string().trim().max(128),
    password: passwordFieldSchema,
    password_confirmation: z.string().max(1024),
    /** The view of the reset page, whose pages the redirects go to. */
    ...storeField,
  }),
});

export type ResetPasswordRequest = z.input<typeof resetPasswordPost.request>;

/** Call 12: a new captcha image for a form. */
export const captchaRefresh = defineCall({
  name: 'captchaRefresh',
  method: 'POST',
  path: '/captcha/refresh',
  accepts: ['json', 'form'],
  invalidates: ['captcha'],
  request: () => z.object({ formId: z.string().min(1).max(64) }),
  response: () => z.object({ imgSrc: z.string() }),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
