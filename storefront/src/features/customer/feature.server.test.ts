import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { captchaWord, DEMO_EMAIL } from '../../../server/test/harness';
import { setUpTestShop } from '../../../server/test/helpers';
import { LOGIN_MESSAGES } from './feature.server';

const t = setUpTestShop();

const count = async (table: typeof s.customers | typeof s.sessions | typeof s.outboxEmails | typeof s.contactMessages | typeof s.passwordResetTokens) =>
  Number((await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

describe('POST /customer/ajax/login', () => {
  it('signs in with the demo account, rotates the session id and fills the customer section', async () => {
    const client = t.client();
    await client.sections(['cart']);
    const guestFail = await client.login(DEMO_EMAIL, 'wrong');
    expect(guestFail.body).toMatchObject({ errors: true, message: LOGIN_MESSAGES.loginFailed });
    const guestSession = client.sessionId;
    expect(guestSession).toBeDefined();

    const { response, body } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(body).toEqual({ errors: false, message: 'Login successful.' });
    expect(client.sessionId).toBeDefined();
    expect(client.sessionId).not.toBe(guestSession);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('shop_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const { customer } = await client.sections(['customer']);
    expect(customer).toMatchObject({ firstname: 'Veronica', fullname: 'Veronica Costello', websiteId: 1, group_id: 1, id: expect.any(Number), data_id: expect.any(Number) });
    // The old session id no longer works.
    expect(await t.shop.sessions.load(guestSession)).toBeNull();
  });

  it('answers redirectUrl from the login_redirect cookie and clears it', async () => {
    const client = t.client();
    client.cookies.set('login_redirect', encodeURIComponent('/checkout/'));
    const { body } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(body).toMatchObject({ errors: false, redirectUrl: '/checkout/', backUrl: '/checkout/' });
    expect(client.cookies.has('login_redirect')).toBe(false);
    const evil = t.client();
    evil.cookies.set('login_redirect', encodeURIComponent('https://evil.example/'));
    expect((await evil.login(DEMO_EMAIL, DEMO_PASSWORD)).body.redirectUrl).toBeUndefined();
  });

  it('requires a captcha after 3 failed logins, reports it in the captcha section and checks it', async () => {
    const client = t.client();
    for (let i = 1; i <= 2; i++) {
      const { body } = await client.login('ava.jones@example.com', `wrong-${i}`);
      expect(body).toMatchObject({ errors: true, message: LOGIN_MESSAGES.loginFailed });
      expect(body.captcha_form_id).toBeUndefined();
    }
    const third = await client.login('ava.jones@example.com', 'wrong-3');
    expect(third.body).toMatchObject({ errors: true, message: LOGIN_MESSAGES.loginFailed, captcha_form_id: 'user_login', customerLoginUrl: expect.stringContaining('/customer/account/login/') });

    const { captcha } = await client.sections(['captcha']);
    expect(captcha).toMatchObject({ user_login: { isRequired: true, timestamp: expect.any(Number) }, data_id: expect.any(Number) });

    // The right password without the captcha is refused.
    const noCaptcha = await client.login('ava.jones@example.com', DEMO_PASSWORD);
    expect(noCaptcha.body).toMatchObject({ errors: true, message: LOGIN_MESSAGES.incorrectCaptcha, captcha_form_id: 'user_login' });

    const refresh = await client.postJson('/captcha/refresh', { formId: 'user_login' });
    expect(refresh.status).toBe(200);
    const { imgSrc } = (await refresh.json()) as { imgSrc: string };
    // A picture (PNG), not markup: its source gives no word and no letter shapes away.
    expect(imgSrc).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const picture = Buffer.from(imgSrc.split(',')[1]!, 'base64').toString('latin1');
    const word = await captchaWord(t.shop, client);
    expect(picture).not.toContain(word);

    // Case sensitive by default: the lower-case answer fails (and the word is used up).
    const wrongCase = await client.login('ava.jones@example.com', DEMO_PASSWORD, { captcha_form_id: 'user_login', captcha_string: word.toLowerCase() });
    expect(wrongCase.body.message).toBe(LOGIN_MESSAGES.incorrectCaptcha);

    await client.postJson('/captcha/refresh', { formId: 'user_login' });
    const ok = await client.login('ava.jones@example.com', DEMO_PASSWORD, { captcha_form_id: 'user_login', captcha_string: await captchaWord(t.shop, client) });
    expect(ok.body).toMatchObject({ errors: false });
    expect((await client.sections(['captcha'])).captcha).toMatchObject({ user_login: { isRequired: false } });
  });

  it('asks the captcha of a login name attacked from many sessions', async () => {
    for (let i = 0; i < 3; i++) await t.client().login('mia.garcia@example.com', 'nope');
    const fresh = t.client();
    const { body } = await fresh.login('mia.garcia@example.com', DEMO_PASSWORD);
    expect(body).toMatchObject({ errors: true, message: LOGIN_MESSAGES.incorrectCaptcha });
  });

  it('refuses a login without form_key before doing anything', async () => {
    const client = t.client();
    const sessionsBefore = await count(s.sessions);
    const response = await client.postJson('/customer/ajax/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD }, { formKey: null });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: true, message: 'Invalid Form Key. Please refresh the page.' });
    expect(client.sessionId).toBeUndefined();
    expect(await count(s.sessions)).toBe(sessionsBefore);
  });

  it('refuses a form_key that differs from the form_key cookie', async () => {
    const client = t.client();
    const response = await client.postJson('/customer/ajax/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD }, { formKey: 'AAAAAAAAAAAAAAAA' });
    expect(response.status).toBe(403);
  });

  it('accepts the form_key in the X-Form-Key header and binds it to the session', async () => {
    const client = t.client();
    const response = await client.postJson('/customer/ajax/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD }, { formKey: null, headers: { 'x-form-key': client.formKey } });
    expect(response.status).toBe(200);
    const session = await t.shop.sessions.load(client.sessionId);
    expect(session?.formKey).toBe(client.formKey);
  });

  it('answers 400 with errors and a message for wrong types', async () => {
    const response = await t.client().postJson('/customer/ajax/login', { username: 42, password: ['x'] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: true, message: expect.stringContaining('"username"') });
  });
});

describe('GET /customer/account/logout', () => {
  it('signs out with a redirect, a new session id and a flash message', async () => {
    const client = t.client();
    await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    const signedIn = client.sessionId;
    const response = await client.get('/customer/account/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(client.sessionId).not.toBe(signedIn);
    const sections = await client.sections(['customer', 'messages']);
    expect(sections.customer).toEqual({ data_id: expect.any(Number) });
    expect(sections.messages).toMatchObject({ messages: [{ type: 'success', text: 'You are signed out.' }] });
    expect(((await client.sections(['messages'])).messages as { messages: unknown[] }).messages).toEqual([]);
  });

  it('goes to the home page of the store view the shopper signed out from, and refuses an unknown view', async () => {
    const client = t.client();
    await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    const french = await client.get('/customer/account/logout?store=fr');
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toBe('/fr/');
    const unknown = await client.get('/customer/account/logout?store=de');
    expect(unknown.status).toBe(400);
  });
});

describe('GET /customer/account/emailAvailable', () => {
  it('answers true for a free address and the message for a taken one (any letter case)', async () => {
    expect(await (await t.client().get('/customer/account/emailAvailable?email=new.person@example.com')).json()).toBe(true);
    expect(await (await t.client().get('/customer/account/emailAvailable?email=RONI_COST@example.com')).json()).toBe(
      'A customer with the same email address already exists in an associated website.',
    );
    expect(await (await t.client().get('/customer/account/emailAvailable?email=not-an-email')).json()).toBe('Please enter a valid email address (Ex: johndoe@domain.com).');
    expect((await t.client().get('/customer/account/emailAvailable')).status).toBe(400);
  });
});

describe('POST /customer/account/createpost', () => {
  const account = { firstname: 'Sam', lastname: 'Lee', email: 'sam.lee@example.com', password: 'Str0ng-pass', password_confirmation: 'Str0ng-pass' };

  it('registers, signs in and answers JSON for AJAX callers', async () => {
    const client = t.client();
    const response = await client.postJson('/customer/account/createpost', account);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Thank you for registering with Main Website Store.', redirectUrl: '/customer/account/', backUrl: '/customer/account/' });
    expect((await client.sections(['customer'])).customer).toMatchObject({ firstname: 'Sam', group_id: 1 });
    const [welcome] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, account.email));
    expect(welcome).toMatchObject({ kind: 'welcome', recipientName: 'Sam Lee', subject: 'Welcome to Main Website Store' });
    expect(welcome!.html).toContain(`${t.shop.config.baseUrl}customer/account/`);
    const duplicate = await t.client().postJson('/customer/account/createpost', { ...account, email: 'SAM.LEE@example.com' });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({ success: false, message: 'A customer with the same email address already exists in an associated website.' });
  });

  it('redirects plain form posts, with the problem as a flash message', async () => {
    const client = t.client();
    const before = await count(s.customers);
    const response = await client.postForm('/customer/account/createpost', { ...account, email: 'kim@example.com', password_confirmation: 'other' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/customer/account/create/');
    expect((await client.sections(['messages'])).messages).toMatchObject({ messages: [{ type: 'error', text: expect.stringContaining('Please make sure your passwords match.') }] });
    const weak = await client.postForm('/customer/account/createpost', { ...account, email: 'kim@example.com', password: 'short', password_confirmation: 'short' });
    expect(weak.status).toBe(302);
    expect(((await client.sections(['messages'])).messages as { messages: { text: string }[] }).messages[0]!.text).toContain('Minimum length of this field must be equal or greater than 8 symbols');
    expect(await count(s.customers)).toBe(before);
    const ok = await client.postForm('/customer/account/createpost', { ...account, email: 'kim@example.com' });
    expect(ok.headers.get('location')).toBe('/customer/account/');
    expect(await count(s.customers)).toBe(before + 1);
  });

  it('keeps a registration in the store view it was sent from, whose My Account page the welcome mail links to; an unknown view is refused (issue 31)', async () => {
    const client = t.client();
    const before = await count(s.customers);
    const mismatch = await client.postForm('/customer/account/createpost', { ...account, email: 'noor@example.com', password_confirmation: 'other', store: 'ar' });
    expect(mismatch.headers.get('location')).toBe('/ar/customer/account/create/');
    const unknown = await client.postJson('/customer/account/createpost', { ...account, email: 'noor@example.com', store: 'de' });
    expect(unknown.status).toBe(400);
    expect(await count(s.customers)).toBe(before);
    expect(await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, 'noor@example.com'))).toEqual([]);

    const ok = await client.postForm('/customer/account/createpost', { ...account, email: 'noor@example.com', store: 'ar' });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/ar/customer/account/');
    const [welcome] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, 'noor@example.com'));
    expect(welcome!.html).toContain(`href="${t.shop.config.baseUrl}ar/customer/account/"`);
    const taken = await t.client().postForm('/customer/account/createpost', { ...account, email: 'noor@example.com', store: 'fr' });
    expect(taken.headers.get('location')).toBe('/fr/customer/account/create/');

    const json = await t.client().postJson('/customer/account/createpost', { ...account, email: 'claire@example.com', store: 'fr' });
    expect(await json.json()).toMatchObject({ success: true, redirectUrl: '/fr/customer/account/', backUrl: '/fr/customer/account/' });
  });

  it('stores the date of birth as month/day/year and refuses a bad one with the rule\'s message, changing nothing', async () => {
    const dobOf = async (email: string) =>
      (await t.shop.db.select({ dob: s.customers.dob }).from(s.customers).where(sql`lower(${s.customers.email}) = ${email}`))[0]?.dob;
    const year = new Date().getFullYear();
    const before = await count(s.customers);
    for (const [dob, message] of [
      ['13/01/1990', 'Please enter a valid month (1-12).'],
      ['02/30/1990', 'Please enter a valid day (1-28).'],
      ['01/01/1899', `Please enter a valid year (1900-${year}).`],
      [`12/31/${year + 1}`, `Please enter a valid year (1900-${year}).`],
      ['1990', 'Please enter a valid full date.'],
      ['01/01/19900', 'Please enter a valid full date.'],
    ] as const) {
      const refused = await t.client().postJson('/customer/account/createpost', { ...account, email: 'dob@example.com', dob });
      expect(refused.status, dob).toBe(400);
      expect(await refused.json()).toEqual({ success: false, message });
    }
    expect(await count(s.customers)).toBe(before);
    // A form post as the kit's form sends it; a date typed without leading zeros is stored with them.
    expect((await t.client().postForm('/customer/account/createpost', { ...account, email: 'dob@example.com', dob: '3/7/1990' })).status).toBe(302);
    expect(await dobOf('dob@example.com')).toBe('03/07/1990');
    expect((await t.client().postJson('/customer/account/createpost', { ...account, email: 'no-dob@example.com', dob: '' })).status).toBe(200);
    expect(await dobOf('no-dob@example.com')).toBeNull();
  });
});

describe('POST /customer/account/forgotpasswordpost', () => {
  it('stores a reset token and puts the e-mail in the outbox, answering the same for unknown addresses', async () => {
    const outbox = await count(s.outboxEmails);
    const tokens = await count(s.passwordResetTokens);
    const known = await t.client().postJson('/customer/account/forgotpasswordpost', { email: 'john.smith@example.com' });
    expect(await known.json()).toMatchObject({
      success: true,
      message: 'If there is an account associated with john.smith@example.com you will receive an email with a link to reset your password.',
    });
    const unknown = await t.client().postJson('/customer/account/forgotpasswordpost', { email: 'nobody@example.com' });
    expect(((await unknown.json()) as { message: string }).message).toContain('nobody@example.com');
    // In the language of the page's view (issue 31).
    const french = await t.client().postJson('/customer/account/forgotpasswordpost', { email: 'nobody@example.com' }, { headers: { 'X-Store-View': 'fr' } });
    expect(await french.json()).toMatchObject({ message: 'S’il existe un compte associé à nobody@example.com, vous recevrez un e-mail avec un lien pour réinitialiser votre mot de passe.' });
    expect(await count(s.outboxEmails)).toBe(outbox + 1);
    expect(await count(s.passwordResetTokens)).toBe(tokens + 1);
    const [mail] = await t.shop.db.select().from(s.outboxEmails).orderBy(sql`id desc`).limit(1);
    expect(mail).toMatchObject({ kind: 'password_reset', recipient: 'john.smith@example.com', recipientName: 'John Smith', subject: 'Reset your Main Website Store password' });
    expect(mail!.html).toMatch(/href="[^"]*\/customer\/account\/createPassword\/\?token=[\w-]{43}"/);
    expect(mail!.body).toMatch(/\/customer\/account\/createPassword\/\?token=[\w-]{43}/);
  });

  it('answers 400 for an invalid address', async () => {
    const response = await t.client().postJson('/customer/account/forgotpasswordpost', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: expect.stringContaining('Please enter a valid email address') });
  });
});

describe('POST /rest/V1/customer-group/update', () => {
  it('answers a JSON-encoded string with result true only when the group differs', async () => {
    const client = t.client();
    await client.login('john.smith@example.com', DEMO_PASSWORD);
    const { customer } = await client.sections(['customer']);
    const same = await client.postJson('/rest/V1/customer-group/update', { customerId: customer!.id, customerGroupIdFromCustomerData: 2 });
    expect(same.status).toBe(200);
    const sameText = await same.json();
    expect(typeof sameText).toBe('string');
    expect(JSON.parse(sameText as string)).toEqual({ result: false, message: '' });

    await t.shop.db.update(s.customers).set({ groupId: 1 }).where(eq(s.customers.id, customer!.id as number));
    const changed = await client.postJson('/rest/V1/customer-group/update', { customerId: customer!.id, customerGroupIdFromCustomerData: 2 });
    expect(JSON.parse((await changed.json()) as string)).toEqual({ result: true, message: expect.stringContaining('signed out') });

    const otherCustomer = await client.postJson('/rest/V1/customer-group/update', { customerId: 1, customerGroupIdFromCustomerData: 2 });
    expect(JSON.parse((await otherCustomer.json()) as string)).toMatchObject({ result: false });
  });

  it('answers 400 for wrong types and 403 without form_key', async () => {
    const client = t.client();
    expect((await client.postJson('/rest/V1/customer-group/update', { customerId: 'abc', customerGroupIdFromCustomerData: 1 })).status).toBe(400);
    expect((await client.postJson('/rest/V1/customer-group/update', { customerId: 1, customerGroupIdFromCustomerData: 1 }, { formKey: null })).status).toBe(403);
  });
});

describe('POST /rest/V1/customer-service/contact/post', () => {
  it('stores the message and answers a JSON-encoded string with success', async () => {
    const before = await count(s.contactMessages);
    const response = await t.client().postJson('/rest/V1/customer-service/contact/post', { formData: { name: 'Ann', email: 'ann@example.com', comment: 'Where is my order?' } });
    expect(response.status).toBe(200);
    expect(JSON.parse((await response.json()) as string)).toEqual({ success: true });
    expect(await count(s.contactMessages)).toBe(before + 1);
    const [row] = await t.shop.db.select().from(s.contactMessages).orderBy(sql`id desc`).limit(1);
    expect(row!.formData).toEqual({ name: 'Ann', email: 'ann@example.com', comment: 'Where is my order?' });
    // Mailed to the store, answered to the shopper.
    const [mail] = await t.shop.db.select().from(s.outboxEmails).orderBy(sql`id desc`).limit(1);
    expect(mail).toMatchObject({ kind: 'contact', recipient: t.shop.config.storeEmail, replyTo: 'ann@example.com', subject: 'Contact Form' });
    expect(mail!.body).toContain('Where is my order?');
  });

  it('refuses bad input and a missing form_key without storing anything', async () => {
    const before = await count(s.contactMessages);
    const client = t.client();
    const cases: [unknown, number][] = [
      [{ formData: { email: 'not-an-email', comment: 'hi' } }, 400],
      [{ formData: {} }, 400],
      [{ formData: 'text' }, 400],
      [{ formData: { comment: { nested: true } } }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await client.postJson('/rest/V1/customer-service/contact/post', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await client.postJson('/rest/V1/customer-service/contact/post', { formData: { comment: 'hi' } }, { formKey: null })).status).toBe(403);
    expect(await count(s.contactMessages)).toBe(before);
  });
});
