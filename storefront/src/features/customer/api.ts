import { z } from 'zod';
import { HttpError, type HttpClient } from '../../lib/http';
import { TEXTS } from '../../config/constants';

/** JSON calls carry the form_key in a header (form posts carry it as a field). */
export function formKeyHeader(formKey: string | undefined): Record<string, string> | undefined {
  return formKey ? { 'X-Form-Key': formKey } : undefined;
}

/** Call 9's answer (SPEC.md §3 "Login"). */
export const loginResponseSchema = z.looseObject({
  errors: z.boolean(),
  message: z.string().optional(),
  redirectUrl: z.string().optional(),
  customerLoginUrl: z.string().optional(),
  captcha_form_id: z.string().optional(),
});

export type LoginResponse = z.output<typeof loginResponseSchema>;

/** The login payload: the e-mail as username, the password, the context and the captcha when shown. */
export interface LoginRequest {
  username: string;
  password: string;
  /** 'checkout' from the authentication popup. */
  context?: string;
  captcha_form_id?: string;
  captcha_string?: string;
}

/** Address of call 9 when the page settings name none. */
export const DEFAULT_LOGIN_URL = 'customer/ajax/login';

/**
 * Call 9: POST the credentials as JSON. An answer with `errors` (whatever its status)
 * is returned as it is; a transport or server failure becomes an answer with the
 * message 'Could not authenticate. Please try again later' (SPEC.md §8).
 */
export async function login(http: HttpClient, url: string, request: LoginRequest, formKey?: string): Promise<LoginResponse> {
  try {
    return await http.post(url, { schema: loginResponseSchema, body: request, headers: formKeyHeader(formKey) });
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
      const answer = loginResponseSchema.safeParse(error.body);
      if (answer.success) return answer.data;
    }
    console.error(error);
    return { errors: true, message: TEXTS.couldNotAuthenticate };
  }
}

/** Call 12's answer: the new captcha image. */
export const captchaRefreshSchema = z.looseObject({ imgSrc: z.string() });

/** Address of call 12 when the page settings name none. */
export const DEFAULT_CAPTCHA_REFRESH_URL = 'captcha/refresh';

/** Call 12: POST the form id, get a new captcha image address. */
export async function refreshCaptcha(http: HttpClient, url: string, formId: string, formKey?: string): Promise<string> {
  const answer = await http.post(url, { schema: captchaRefreshSchema, body: { formId }, headers: formKeyHeader(formKey) });
  return answer.imgSrc;
}

/** The registration answer (JSON form of the account creation post). */
export const registerResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
  redirectUrl: z.string().optional(),
});

export type RegisterResponse = z.output<typeof registerResponseSchema>;

export interface RegisterRequest {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * POSTs an account form (register, forgot password, reset password) as JSON. A refusal
 * with a message (4xx) is an answer too; a transport or server failure becomes
 * 'Something went wrong.'.
 */
async function postAccountForm(http: HttpClient, url: string, body: object, formKey?: string): Promise<RegisterResponse> {
  try {
    return await http.post(url, { schema: registerResponseSchema, body, headers: formKeyHeader(formKey) });
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
      const answer = registerResponseSchema.safeParse(error.body);
      if (answer.success) return answer.data;
    }
    console.error(error);
    return { success: false, message: TEXTS.somethingWentWrong };
  }
}

/** POSTs a new account. */
export function register(http: HttpClient, url: string, request: RegisterRequest, formKey?: string): Promise<RegisterResponse> {
  return postAccountForm(http, url, request, formKey);
}

/** POSTs a password reset request; the answer says what happens next. */
export function requestPasswordReset(http: HttpClient, url: string, email: string, formKey?: string): Promise<RegisterResponse> {
  return postAccountForm(http, url, { email }, formKey);
}

/** The new password for the account behind an e-mailed reset token. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POSTs a new password with the e-mailed reset token. */
export function resetPassword(http: HttpClient, url: string, request: ResetPasswordRequest, formKey?: string): Promise<RegisterResponse> {
  return postAccountForm(http, url, request, formKey);
}
