import type { Context } from 'hono';
import { t } from '@shop/ui/i18n';
import { deleteCookie, getCookie } from 'hono/cookie';
import { checkRule, emailFieldSchema } from '@shop/ui/validation';
import {
  REGISTRATION_MESSAGES,
  captchaRefresh,
  newPasswordProblem,
  createAccount,
  emailAvailable,
  forgotPasswordPost,
  login,
  logout,
  resetPasswordPost,
} from './contract';
import { CAPTCHA_FORMS } from './captcha';
import { CUSTOMER_PASSWORD_POLICY } from './contract';
import { CAPTCHA_IMAGE_HEIGHT } from '../../../server/lib/captcha-image';
import { escapeHtml } from '../../../server/lib/html';
import { safeRedirectPath, shopPaths } from '../../../server/lib/urls';
import { LOGIN_REDIRECT_COOKIE } from '../../config/constants';
import { createCustomerService, PASSWORD_RESET_MESSAGES, type CustomerService } from './customers.server';
import { createCaptchaService, type CaptchaService } from './captcha.server';
import { defineServerFeature } from '../../../server/feature';
import { visitorText } from '../../../server/http/input';
import { HttpError } from '../../lib/http-error';
import { redirectInView, storeViewCode, type StoreViewCode } from '../store-views/model';
import { hashPassword } from '../../../server/lib/passwords';
import { welcomeMail } from './mails/welcome';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import type { ShopEnv } from '../../../server/http/env';
import { privateResponse, wantsJson } from '../../../server/http/responses';
import { clientAddressKey } from '../../../server/http/hosts';
import { callView, callViewOr } from '../../../server/http/store-view';

/** The sign-in's answers (Magento's words), each read in the language of the request that shows it. */
export const LOGIN_MESSAGES = {
  get loginFailed() {
    return t('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
  },
  get incorrectCaptcha() {
    return t('Incorrect CAPTCHA');
  },
};
const LOGIN_FORM = CAPTCHA_FORMS.login;
/** Luma's captcha form id of the registration form. */
export const REGISTER_FORM = CAPTCHA_FORMS.register;


/** The reset page of one link, where a plain form post goes back to on a fixable problem. */
const resetPageUrl = (token: string) => `${shopPaths.createPassword}?token=${encodeURIComponent(token)}`;

/**
 * The view a refused plain form post was sent from: its `store` field when that names a view
 * (ADR 0038), read from the body the refused parse already read. Else the default view.
 */
async function viewOfRefusedPost(c: Context<ShopEnv>): Promise<StoreViewCode | undefined> {
  const fields = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return storeViewCode(fields.store);
}

/** Answers a form post: JSON for AJAX callers, else a redirect with a flash message. */
async function formAnswer(c: Context<ShopEnv>, ok: boolean, message: string, redirectTo: string, status: 200 | 400 = ok ? 200 : 400) {
  privateResponse(c);
  if (wantsJson(c)) return c.json({ success: ok, message, ...(ok ? { redirectUrl: redirectTo } : {}) }, status);
  await c.get('session').flash({ type: ok ? 'success' : 'error', text: message });
  return c.redirect(redirectTo, 302);
}

/** A plain form post that was refused (bad input, too many requests) goes back to `page` with the problem as a flash message. */
const backToForm =
  (page: string) =>
  async (c: Context<ShopEnv>, error: HttpError): Promise<Response | undefined> =>
    (error.status === 400 || error.status === 429) && !wantsJson(c) ? formAnswer(c, false, error.message, redirectInView(await viewOfRefusedPost(c), page)) : undefined;

/** Login, logout, registration, e-mail availability, forgot password, password reset. */
function customerRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(login, async (c, input) => {
    privateResponse(c);
    const { shop } = c.var;
    const session = await c.get('session').ensure();
    const customerLoginUrl = shop.settings().customerLoginUrl;
    const failure = async (message: string) => {
      const required = await shop.captcha.recordFailure(LOGIN_FORM, session.id, input.username);
      return { errors: true, message, customerLoginUrl, ...(required ? { captcha_form_id: LOGIN_FORM } : {}) };
    };

    if (await shop.captcha.isRequired(LOGIN_FORM, session.id, input.username)) {
      if (!(await shop.captcha.verify(LOGIN_FORM, session.id, input.captcha_string))) return failure(LOGIN_MESSAGES.incorrectCaptcha);
    }
    const customer = await shop.customers.authenticate(input.username, input.password);
    if (!customer) return failure(LOGIN_MESSAGES.loginFailed);

    const rotation = await shop.db.transaction(async (tx) => {
      const rotated = await c.get('session').rotate(tx, customer.id);
      if (rotated.old) {
        // What the guest kept (cart, compare list, a wish-list item waiting) joins the account.
        await shop.signedIn({ tx, previous: rotated.old, current: rotated.record, customerId: customer.id, view: callView(c).code });
        await shop.captcha.reset(LOGIN_FORM, rotated.old.id, input.username, tx);
      }
      return rotated;
    });
    rotation.commit();
    shop.log.info('customer signed in', { customerId: customer.id });
    const redirectUrl = safeRedirectPath(getCookie(c, LOGIN_REDIRECT_COOKIE), shop.config.baseUrl);
    if (redirectUrl) deleteCookie(c, LOGIN_REDIRECT_COOKIE, { path: '/' });
    // A notice stored while signing in (the remembered wish-list item, capped cart lines) is for the
    // page the shopper is sent to: `backUrl` keeps the section engine from loading (and so using up)
    // the messages section on the login page before it navigates, as the password reset does.
    return { errors: false, message: t('Login successful.'), ...(redirectUrl ? { redirectUrl, backUrl: redirectUrl } : {}) };
  });

  endpoints.handle(logout, async (c, query) => {
    privateResponse(c);
    const { shop } = c.var;
    const current = await c.get('session').current();
    if (current?.customerId) {
      const rotation = await shop.db.transaction((tx) => c.get('session').rotate(tx, null, [{ type: 'success', text: t('You are signed out.') }]));
      rotation.commit();
      shop.log.info('customer signed out', { customerId: current.customerId });
    }
    // The home page of the view the shopper signed out from.
    return c.redirect(redirectInView(query.store, shopPaths.home), 302);
  });

  endpoints.handle(emailAvailable, async (c, query) => {
    privateResponse(c);
    // The registration form's own email rule first: its message is what the form shows.
    const address = emailFieldSchema().safeParse(query.email);
    if (!address.success) return address.error.issues[0]?.message ?? REGISTRATION_MESSAGES.emailTaken;
    return (await c.var.shop.customers.isEmailAvailable(address.data)) ? true : REGISTRATION_MESSAGES.emailTaken;
  });

  // The kit's registration schema has checked the names, the e-mail, the password policy, the
  // password against the e-mail and the confirmation, with the form's messages.
  endpoints.handle(
    createAccount,
    async (c, input) => {
    const { shop } = c.var;
    const session = await c.get('session').ensure();
    // The pages that follow, and the welcome mail's link, are the view's the shopper registered in;
    // the mail and the notices at sign-in speak the call's view (its header, else the post's `store`).
    const inView = (path: string) => redirectInView(input.store, path);
    const view = callViewOr(c, input.store).code;
    // The registration captcha (user_create): asked for once this address has sent the form
    // CAPTCHA_IP_ATTEMPTS times within CAPTCHA_IP_WINDOW; checked before the costly hashing.
    const ip = clientAddressKey(c, shop.config);
    const captchaRequired = await shop.captcha.isRequired(REGISTER_FORM, session.id, undefined, ip);
    await shop.captcha.recordAddressAttempt(REGISTER_FORM, ip);
    if (captchaRequired && !(await shop.captcha.verify(REGISTER_FORM, session.id, input.captcha_string))) {
      return formAnswer(c, false, LOGIN_MESSAGES.incorrectCaptcha, inView(shopPaths.register));
    }
    // Hashed before the transaction: PGlite runs one at a time, and scrypt takes a while.
    const [passwordHash, welcome] = await Promise.all([hashPassword(input.password), welcomeMail({ baseUrl: shop.config.baseUrl, firstname: input.firstname, lastname: input.lastname, email: input.email, store: view })]);
    const result = await shop.db.transaction(async (tx) => {
      const customer = await shop.customers.register({ ...input, passwordHash }, tx, welcome);
      if (!customer) return null;
      const rotated = await c.get('session').rotate(tx, customer.id, wantsJson(c) ? [] : [{ type: 'success', text: REGISTRATION_MESSAGES.registered }]);
      if (rotated.old) await shop.signedIn({ tx, previous: rotated.old, current: rotated.record, customerId: customer.id, view });
      return { customer, rotated };
    });
    if (!result) return formAnswer(c, false, REGISTRATION_MESSAGES.emailTaken, inView(shopPaths.register));
    result.rotated.commit();
    shop.log.info('customer registered', { customerId: result.customer.id });
    privateResponse(c);
    if (wantsJson(c)) {
      return { success: true, message: REGISTRATION_MESSAGES.registered, redirectUrl: inView(shopPaths.account), backUrl: inView(shopPaths.account) };
    }
    return c.redirect(inView(shopPaths.account), 302);
    },
    backToForm(shopPaths.register),
  );

  endpoints.handle(
    forgotPasswordPost,
    async (c, input) => {
    const { shop } = c.var;
    // The mail speaks the call's view (its header, else the post's `store`) and links to its reset page.
    await shop.customers.requestPasswordReset(input.email, callViewOr(c, input.store).code);
    // The same answer whether or not the account exists: no account discovery here.
    const message = t('If there is an account associated with %1 you will receive an email with a link to reset your password.', escapeHtml(input.email));
    return formAnswer(c, true, message, redirectInView(input.store, shopPaths.login));
    },
    backToForm(shopPaths.forgotPassword),
  );

  endpoints.handle(
    resetPasswordPost,
    async (c, input) => {
    const { shop } = c.var;
    const inView = (path: string) => redirectInView(input.store, path);
    // A dead link cannot be fixed on its page: plain form posts go to request a new one.
    const target = await shop.customers.resetTarget(input.token);
    if ('message' in target) return formAnswer(c, false, target.message, inView(shopPaths.forgotPassword));
    const problem =
      newPasswordProblem(input.password, target.customer.email) ??
      checkRule('validate-cpassword', input.password_confirmation, { password: input.password });
    if (problem) return formAnswer(c, false, problem, inView(resetPageUrl(input.token)));

    const session = await c.get('session').current();
    const result = await shop.customers.resetPassword(input.token, input.password, session?.id, callViewOr(c, input.store).code);
    if (!result.ok) return formAnswer(c, false, result.message, inView(shopPaths.forgotPassword));
    // Fetch callers go to the login page themselves: the message waits there in the messages section.
    // `backUrl` tells the browser's section engine a navigation follows, so it leaves the messages
    // section for the next page instead of reloading (and emptying) it here.
    await c.get('session').flash({ type: 'success', text: PASSWORD_RESET_MESSAGES.passwordUpdated });
    privateResponse(c);
    const loginPage = inView(shopPaths.login);
    if (wantsJson(c)) return { success: true, message: PASSWORD_RESET_MESSAGES.passwordUpdated, redirectUrl: loginPage, backUrl: loginPage };
    return c.redirect(loginPage, 302);
    },
    backToForm(shopPaths.forgotPassword),
  );
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** Customer accounts: sign-in, registration, password resets. */
    customers: CustomerService;
    /** The captcha of the login, registration and other forms. */
    captcha: CaptchaService;
  }
}

/** Customer accounts: their services, login, logout, registration, password reset, the captcha and their sections. */
export default defineServerFeature({
  pageSettings: {
    customerPassword: { before: 'cookieLifeTime', value: () => ({ ...CUSTOMER_PASSWORD_POLICY }) },
    captcha: {
      after: 'sectionConfig',
      value: ({ config, urls }) =>
        Object.fromEntries(
          Object.entries(config.captchaForms)
            .filter(([, mode]) => mode !== 'never')
            .map(([formId, mode]) => [
              formId,
              {
                formId,
                // Images are per session: the browser asks captcha/refresh when the section says it is required.
                imageSrc: '',
                isRequired: mode === 'always',
                isCaseSensitive: config.captchaCaseSensitive,
                imageHeight: CAPTCHA_IMAGE_HEIGHT,
                refreshUrl: urls.captchaRefresh,
                timestamp: 0,
              },
            ]),
        ),
    },
  },
  services: {
    customers: ({ db, clock, log, config }) => createCustomerService({ db, clock, log, resetMailInterval: config.resetMailInterval, baseUrl: config.baseUrl }),
    captcha: ({ db, clock, config }) =>
      createCaptchaService({
        db,
        clock,
        failedAttempts: config.captchaFailedAttempts,
        caseSensitive: config.captchaCaseSensitive,
        length: config.captchaLength,
        ipAttempts: config.captchaIpAttempts,
        ipWindowSeconds: config.captchaIpWindow,
        forms: config.captchaForms,
      }),
  },
  routes(endpoints) {
    customerRoutes(endpoints);
    endpoints.handle(captchaRefresh, async (c, input) => {
      privateResponse(c);
      const { shop } = c.var;
      if (!shop.captcha.isKnownForm(input.formId)) throw new HttpError(400, `Unknown captcha form ${visitorText(input.formId)}.`);
      const session = await c.get('session').ensure();
      return { imgSrc: await shop.captcha.refresh(input.formId, session.id) };
    });
  },
  sections: {
    customer: async ({ session, shop }) => {
      if (!session?.customerId) return {};
      const customer = await shop.customers.byId(session.customerId);
      if (!customer) return {};
      return {
        firstname: customer.firstname,
        fullname: `${customer.firstname} ${customer.lastname}`,
        websiteId: customer.websiteId,
        id: customer.id,
        group_id: customer.groupId,
      };
    },
    captcha: ({ session, ip, shop }) => shop.captcha.section(session?.id ?? null, ip),
  },
});
