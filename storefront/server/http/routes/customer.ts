import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { shopPaths } from '../../lib/urls';
import { baseUrlFor } from '../../page-settings';
import { EMAIL_TAKEN, PASSWORD_UPDATED, passwordProblem } from '../../services/customers.server';
import type { EndpointRegistry } from '../endpoint';
import type { ShopEnv } from '../env';
import { HttpError, type ErrorShape } from '../errors';
import { parseWith, postInput } from '../input';
import { privateResponse, wantsJson } from '../responses';

export const LOGIN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const INCORRECT_CAPTCHA = 'Incorrect CAPTCHA';
export const INVALID_EMAIL = 'Please enter a valid email address (Ex: johndoe@domain.com).';
const LOGIN_FORM = 'user_login';

const loginShape: ErrorShape = (message) => ({ errors: true, message });
const formShape: ErrorShape = (message) => ({ success: false, message });

const email = z.string().trim().max(254).pipe(z.email({ error: INVALID_EMAIL }));

const loginSchema = z.object({
  username: z.string().trim().min(1, 'This is a required field.').max(254),
  password: z.string().min(1, 'This is a required field.').max(256),
  context: z.string().max(64).optional(),
  captcha_form_id: z.string().max(64).optional(),
  captcha_string: z.string().max(64).optional(),
});

const registerSchema = z
  .object({
    firstname: z.string().trim().min(1, 'This is a required field.').max(255),
    lastname: z.string().trim().min(1, 'This is a required field.').max(255),
    email,
    password: z.string().min(1, 'This is a required field.').max(256),
    password_confirmation: z.string().max(256),
  })
  .refine((v) => v.password === v.password_confirmation, { message: 'Please make sure your passwords match.', path: ['password_confirmation'] });

const forgotSchema = z.object({ email });

// The confirmation and the password policy are checked after the token, with the form's own messages.
const resetSchema = z.object({
  token: z.string().trim().max(128),
  password: z.string().min(1, 'This is a required field.').max(256),
  password_confirmation: z.string().max(256),
});

/** The reset page of one link, where a plain form post goes back to on a fixable problem. */
const resetPageUrl = (token: string) => `${shopPaths.createPassword}?token=${encodeURIComponent(token)}`;

/** A same-site path from the login_redirect cookie (never another origin). */
function safeRedirect(value: string | undefined, baseUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    const decoded = decodeURIComponent(value);
    if (decoded.startsWith('/') && !decoded.startsWith('//')) return decoded;
    const url = new URL(decoded);
    return url.origin === new URL(baseUrl, 'http://localhost').origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Answers a form post: JSON for AJAX callers, else a redirect with a flash message. */
async function formAnswer(c: Context<ShopEnv>, ok: boolean, message: string, redirectTo: string, status: 200 | 400 = ok ? 200 : 400) {
  privateResponse(c);
  if (wantsJson(c)) return c.json({ success: ok, message, ...(ok ? { redirectUrl: redirectTo } : {}) }, status);
  await c.get('session').flash({ type: ok ? 'success' : 'error', text: message });
  return c.redirect(redirectTo, 302);
}

/** Login, logout, registration, e-mail availability, forgot password, password reset. */
export function customerRoutes(endpoints: EndpointRegistry) {
  endpoints.post('/customer/ajax/login', async (c) => {
    privateResponse(c);
    const { input } = await postInput(c, loginSchema, ['json'], loginShape);
    const { shop } = c.var;
    const session = await c.get('session').ensure();
    const customerLoginUrl = shop.settings(c.req.raw).customerLoginUrl;
    const failure = async (message: string) => {
      const required = await shop.captcha.recordFailure(LOGIN_FORM, session.id, input.username);
      return c.json({ errors: true, message, customerLoginUrl, ...(required ? { captcha_form_id: LOGIN_FORM } : {}) });
    };

    if (await shop.captcha.isRequired(LOGIN_FORM, session.id, input.username)) {
      if (!(await shop.captcha.verify(LOGIN_FORM, session.id, input.captcha_string))) return failure(INCORRECT_CAPTCHA);
    }
    const customer = await shop.customers.authenticate(input.username, input.password);
    if (!customer) return failure(LOGIN_FAILED);

    const rotation = await shop.db.transaction(async (tx) => {
      const rotated = await c.get('session').rotate(tx, customer.id);
      if (rotated.old) {
        await shop.carts.assignGuestCart(tx, rotated.old.id, customer.id);
        await shop.captcha.reset(LOGIN_FORM, rotated.old.id, input.username, tx);
      }
      return rotated;
    });
    rotation.commit();
    shop.log.info('customer signed in', { customerId: customer.id });
    const redirectUrl = safeRedirect(getCookie(c, 'login_redirect'), baseUrlFor(c.req.raw, shop.config));
    if (redirectUrl) deleteCookie(c, 'login_redirect', { path: '/' });
    return c.json({ errors: false, message: 'Login successful.', ...(redirectUrl ? { redirectUrl } : {}) });
  });

  endpoints.get('/customer/account/logout', async (c) => {
    privateResponse(c);
    const { shop } = c.var;
    const current = await c.get('session').current();
    if (current?.customerId) {
      const rotation = await shop.db.transaction((tx) => c.get('session').rotate(tx, null, [{ type: 'success', text: 'You are signed out.' }]));
      rotation.commit();
      shop.log.info('customer signed out', { customerId: current.customerId });
    }
    return c.redirect(shopPaths.home, 302);
  });

  endpoints.get('/customer/account/emailAvailable', async (c) => {
    privateResponse(c);
    const value = parseWith(z.object({ email: z.string().max(254) }), { email: c.req.query('email') });
    const parsed = email.safeParse(value.email);
    if (!parsed.success) return c.json(INVALID_EMAIL);
    return c.json((await c.var.shop.customers.isEmailAvailable(parsed.data)) ? true : EMAIL_TAKEN);
  });

  endpoints.post('/customer/account/createpost', async (c) => {
    const { shop } = c.var;
    let input: z.output<typeof registerSchema>;
    try {
      ({ input } = await postInput(c, registerSchema, ['form', 'json'], formShape));
    } catch (error) {
      // Plain form posts get the problem as a flash message on the form page.
      if (error instanceof HttpError && error.status === 400 && !wantsJson(c)) return formAnswer(c, false, error.message, shopPaths.register);
      throw error;
    }
    const problem = passwordProblem(input.password, input.email);
    if (problem) return formAnswer(c, false, problem, shopPaths.register);
    await c.get('session').current();
    const result = await shop.db.transaction(async (tx) => {
      const customer = await shop.customers.register(input, tx);
      if (!customer) return null;
      const rotated = await c.get('session').rotate(tx, customer.id, wantsJson(c) ? [] : [{ type: 'success', text: 'Thank you for registering with Main Website Store.' }]);
      if (rotated.old) await shop.carts.assignGuestCart(tx, rotated.old.id, customer.id);
      return { customer, rotated };
    });
    if (!result) return formAnswer(c, false, EMAIL_TAKEN, shopPaths.register);
    result.rotated.commit();
    shop.log.info('customer registered', { customerId: result.customer.id });
    privateResponse(c);
    if (wantsJson(c)) return c.json({ success: true, message: 'Thank you for registering with Main Website Store.', redirectUrl: shopPaths.account });
    return c.redirect(shopPaths.account, 302);
  });

  endpoints.post('/customer/account/forgotpasswordpost', async (c) => {
    const { shop } = c.var;
    let input: z.output<typeof forgotSchema>;
    try {
      ({ input } = await postInput(c, forgotSchema, ['form', 'json'], formShape));
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && !wantsJson(c)) return formAnswer(c, false, error.message, shopPaths.forgotPassword);
      throw error;
    }
    await shop.customers.requestPasswordReset(input.email, baseUrlFor(c.req.raw, shop.config));
    // The same answer whether or not the account exists: no account discovery here.
    const message = `If there is an account associated with ${escapeHtml(input.email)} you will receive an email with a link to reset your password.`;
    return formAnswer(c, true, message, shopPaths.login);
  });

  endpoints.post('/customer/account/resetpasswordpost', async (c) => {
    const { shop } = c.var;
    let input: z.output<typeof resetSchema>;
    try {
      ({ input } = await postInput(c, resetSchema, ['form', 'json'], formShape));
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && !wantsJson(c)) return formAnswer(c, false, error.message, shopPaths.forgotPassword);
      throw error;
    }
    // A dead link cannot be fixed on its page: plain form posts go to request a new one.
    const target = await shop.customers.resetTarget(input.token);
    if ('message' in target) return formAnswer(c, false, target.message, shopPaths.forgotPassword);
    const mismatch = input.password === input.password_confirmation ? null : 'Please make sure your passwords match.';
    const problem = mismatch ?? passwordProblem(input.password, target.customer.email);
    if (problem) return formAnswer(c, false, problem, resetPageUrl(input.token));

    const session = await c.get('session').current();
    const result = await shop.customers.resetPassword(input.token, input.password, session?.id);
    if (!result.ok) return formAnswer(c, false, result.message, shopPaths.forgotPassword);
    // Fetch callers go to the login page themselves: the message waits there in the messages section.
    // `backUrl` tells the browser's section engine a navigation follows, so it leaves the messages
    // section for the next page instead of reloading (and emptying) it here.
    await c.get('session').flash({ type: 'success', text: PASSWORD_UPDATED });
    privateResponse(c);
    if (wantsJson(c)) return c.json({ success: true, message: PASSWORD_UPDATED, redirectUrl: shopPaths.login, backUrl: shopPaths.login });
    return c.redirect(shopPaths.login, 302);
  });
}
