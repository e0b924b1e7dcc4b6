import { TEXTS } from '../../config/constants';
import type { HttpClient } from '../../lib/http';
import {
  captchaRefresh,
  createAccount,
  emailAvailable,
  forgotPasswordPost,
  login as loginCall,
  resetPasswordPost,
  type AccountFormResponse,
  type CreateAccountRequest,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
} from './contract';
import { logger } from '@shop/ui/logger';

export type { AccountFormResponse, CreateAccountRequest, LoginRequest, LoginResponse, ResetPasswordRequest } from './contract';

/** JSON calls carry the form_key in a header (form posts carry it as a field). */
export function formKeyHeader(formKey: string | undefined): Record<string, string> | undefined {
  return formKey ? { 'X-Form-Key': formKey } : undefined;
}

/**
 * Call 9: POST the credentials as JSON. An answer with `errors` (whatever its status)
 * is returned as it is; a transport or server failure becomes an answer with the
 * message 'Could not authenticate. Please try again later' (SPEC.md §8).
 */
export async function login(http: HttpClient, url: string, request: LoginRequest, formKey?: string): Promise<LoginResponse> {
  try {
    return await http.call(loginCall, request, { url, headers: formKeyHeader(formKey), refusalIsAnswer: true });
  } catch (error) {
    logger.error('Login failed', error);
    return { errors: true, message: TEXTS.couldNotAuthenticate };
  }
}

/** Call 12: POST the form id, get a new captcha image address. */
export async function refreshCaptcha(http: HttpClient, url: string, formId: string, formKey?: string): Promise<string> {
  const answer = await http.call(captchaRefresh, { formId }, { url, headers: formKeyHeader(formKey) });
  return answer.imgSrc;
}

/**
 * POSTs an account form (register, forgot password, reset password) as JSON. A refusal
 * with a message (4xx) is an answer too; a transport or server failure becomes
 * 'Something went wrong.'.
 */
export async function postAccountForm(send: () => Promise<AccountFormResponse>): Promise<AccountFormResponse> {
  try {
    return await send();
  } catch (error) {
    logger.error('The account form could not be sent', error);
    return { success: false, message: TEXTS.somethingWentWrong };
  }
}

/** POSTs a new account. */
export function register(http: HttpClient, url: string, request: CreateAccountRequest, formKey?: string): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(createAccount, request, { url, headers: formKeyHeader(formKey), refusalIsAnswer: true }));
}

/** POSTs a password reset request; the answer says what happens next. */
export function requestPasswordReset(http: HttpClient, url: string, email: string, formKey?: string): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(forgotPasswordPost, { email }, { url, headers: formKeyHeader(formKey), refusalIsAnswer: true }));
}

/** POSTs a new password with the e-mailed reset token. */
export function resetPassword(http: HttpClient, url: string, request: ResetPasswordRequest, formKey?: string): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(resetPasswordPost, request, { url, headers: formKeyHeader(formKey), refusalIsAnswer: true }));
}

/**
 * Call 15: true when no account uses the e-mail address, else the server's message. A failed
 * check says nothing (the form goes on; the server checks again when the account is created).
 */
export async function checkEmailAvailable(http: HttpClient, url: string, email: string): Promise<true | string> {
  try {
    return await http.call(emailAvailable, { email }, { url });
  } catch (error) {
    logger.error('The e-mail availability check failed', error);
    return true;
  }
}
