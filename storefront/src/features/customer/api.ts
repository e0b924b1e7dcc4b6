import { TEXTS } from '../../config/constants';
import type { CallOptions, HttpClient } from '../../lib/http';
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
import type { StoreViewCode } from '../store-views/model';

export type { AccountFormResponse, CreateAccountRequest, LoginRequest, LoginResponse, ResetPasswordRequest } from './contract';

/**
 * Call 9: POST the credentials as JSON (to `options.url` where the shop configures another login
 * address). An answer with `errors` (whatever its status) is returned as it is; a transport or
 * server failure becomes an answer with the message 'Could not authenticate. Please try again
 * later' (SPEC.md §8).
 */
export async function login(http: HttpClient, request: LoginRequest, options: Pick<CallOptions, 'url'> = {}): Promise<LoginResponse> {
  try {
    return await http.call(loginCall, request, { ...options, refusalIsAnswer: true });
  } catch (error) {
    logger.error('Login failed', error);
    return { errors: true, message: TEXTS.couldNotAuthenticate };
  }
}

/** Call 12: POST the form id (to the form's own refresh address, when it has one), get a new captcha image address. */
export async function refreshCaptcha(http: HttpClient, formId: string, options: Pick<CallOptions, 'url'> = {}): Promise<string> {
  const answer = await http.call(captchaRefresh, { formId }, options);
  return answer.imgSrc;
}

/**
 * POSTs an account form (register, forgot password, reset password) as JSON; the client adds
 * the form_key header. A refusal with a message (4xx) is an answer too; a transport or server
 * failure becomes 'Something went wrong.'.
 */
async function postAccountForm(send: () => Promise<AccountFormResponse>): Promise<AccountFormResponse> {
  try {
    return await send();
  } catch (error) {
    logger.error('The account form could not be sent', error);
    return { success: false, message: TEXTS.somethingWentWrong };
  }
}

/** POSTs a new account. */
export function register(http: HttpClient, request: CreateAccountRequest): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(createAccount, request, { refusalIsAnswer: true }));
}

/** POSTs a password reset request (from the view `store`, whose reset page the mail links to); the answer says what happens next. */
export function requestPasswordReset(http: HttpClient, email: string, store?: StoreViewCode): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(forgotPasswordPost, { email, store }, { refusalIsAnswer: true }));
}

/** POSTs a new password with the e-mailed reset token. */
export function resetPassword(http: HttpClient, request: ResetPasswordRequest): Promise<AccountFormResponse> {
  return postAccountForm(() => http.call(resetPasswordPost, request, { refusalIsAnswer: true }));
}

/**
 * Call 15: true when no account uses the e-mail address, else the server's message. A failed
 * check says nothing (the form goes on; the server checks again when the account is created).
 */
export async function checkEmailAvailable(http: HttpClient, email: string): Promise<true | string> {
  try {
    return await http.call(emailAvailable, { email });
  } catch (error) {
    logger.error('The e-mail availability check failed', error);
    return true;
  }
}
