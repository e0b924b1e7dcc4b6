import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { PASSWORD_RESET_MESSAGES, RESET_TOKEN_HOURS } from './customers.server';
import { createLogger } from '../../../server/log';
import type { ShopClient } from '../../../server/test/harness';
import { setUpTestShop } from '../../../server/test/helpers';
import { INVALID_FORM_KEY } from '../../../server/http/errors';

const RESET = '/customer/account/resetpasswordpost';
const NEW_PASSWORD = 'Brand-new-pass9';

// A clock the tests move forward to let tokens expire.
let now = Date.parse('2026-03-01T10:00:00Z');
const clock = { now: () => now };

const t = setUpTestShop({ clock });

/** Asks for a reset link through the endpoint and reads the token from the e-mail in the outbox. */
async function requestToken(email: string): Promise<string> {
  const response = await t.client().postJson('/customer/account/forgotpasswordpost', { email });
  expect(response.status).toBe(200);
  const [mail] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, email)).orderBy(desc(s.outboxEmails.id)).limit(1);
  const token = /createPassword\/\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function passwordHashOf(email: string): Promise<string> {
  const [row] = await t.shop.db.select({ hash: s.customers.passwordHash }).from(s.customers).where(eq(s.customers.email, email));
  return row!.hash;
}

async function reset(client: ShopClient, body: Record<string, string>, options?: Parameters<ShopClient['postJson']>[2]) {
  const response = await client.postJson(RESET, body, options);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /customer/account/resetpasswordpost', () => {
  it('sets the new password, uses up the token, signs the customer out elsewhere and leaves a message for the login page', async () => {
    const email = 'ava.jones@example.com';
    const elsewhere = t.client();
    expect((await elsewhere.login(email, DEMO_PASSWORD)).body.errors).toBe(false);
    const token = await requestToken(email);

    const client = t.client();
    const { response, body } = await reset(client, { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.passwordUpdated, redirectUrl: '/customer/account/login/', backUrl: '/customer/account/login/' });
    expect(await client.sections(['messages'])).toMatchObject({ messages: { messages: [{ type: 'success', text: PASSWORD_RESET_MESSAGES.passwordUpdated }] } });

    expect((await t.client().login(email, DEMO_PASSWORD)).body).toMatchObject({ errors: true });
    expect((await t.client().login(email, NEW_PASSWORD)).body).toMatchObject({ errors: false });
    // The session signed in before the reset is gone.
    expect(await t.shop.sessions.load(elsewhere.sessionId)).toBeNull();
    // The customer is told the password changed.
    const [notice] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, email)).orderBy(desc(s.outboxEmails.id)).limit(1);
    expect(notice).toMatchObject({ kind: 'password_changed', subject: 'Your Main Website Store password has been changed', status: 'pending' });
  });

  it('refuses a token that was used already, changing nothing', async () => {
    const email = 'mia.garcia@example.com';
    const token = await requestToken(email);
    expect((await reset(t.client(), { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).body.success).toBe(true);
    const hash = await passwordHashOf(email);

    const again = await reset(t.client(), { token, password: 'Another-pass7', password_confirmation: 'Another-pass7' });
    expect(again.response.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: PASSWORD_RESET_MESSAGES.resetLinkInvalid });
    expect(await passwordHashOf(email)).toBe(hash);
  });

  it('makes older links of the same customer stop working after a reset', async () => {
    const email = 'john.smith@example.com';
    const older = await requestToken(email);
    const newer = await requestToken(email);
    expect((await reset(t.client(), { token: newer, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).body.success).toBe(true);
    const { response, body } = await reset(t.client(), { token: older, password: 'Another-pass7', password_confirmation: 'Another-pass7' });
    expect(response.status).toBe(400);
    expect(body.message).toBe(PASSWORD_RESET_MESSAGES.resetLinkInvalid);
  });

  it(`refuses a token older than ${RESET_TOKEN_HOURS} hours and an unknown one, changing nothing`, async () => {
    const email = 'roni_cost@example.com';
    const token = await requestToken(email);
    const hash = await passwordHashOf(email);
    now += RESET_TOKEN_HOURS * 3600_000;
    try {
      const expired = await reset(t.client(), { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(expired.response.status).toBe(400);
      expect(expired.body).toEqual({ success: false, message: PASSWORD_RESET_MESSAGES.resetLinkExpired });

      const unknown = await reset(t.client(), { token: 'not-a-real-token', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(unknown.response.status).toBe(400);
      expect(unknown.body).toEqual({ success: false, message: PASSWORD_RESET_MESSAGES.resetLinkInvalid });
      expect(await passwordHashOf(email)).toBe(hash);
    } finally {
      now -= RESET_TOKEN_HOURS * 3600_000;
    }
    // One millisecond earlier the same link still works.
    now += RESET_TOKEN_HOURS * 3600_000 - 1;
    try {
      expect((await reset(t.client(), { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).body.success).toBe(true);
    } finally {
      now -= RESET_TOKEN_HOURS * 3600_000 - 1;
    }
  });

  it('refuses a confirmation that does not match and a password against the policy, keeping the token usable', async () => {
    const email = 'ava.jones@example.com';
    const token = await requestToken(email);
    const hash = await passwordHashOf(email);

    const mismatch = await reset(t.client(), { token, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` });
    expect(mismatch.response.status).toBe(400);
    expect(mismatch.body).toEqual({ success: false, message: 'Please make sure your passwords match.' });

    const short = await reset(t.client(), { token, password: 'Ab1!', password_confirmation: 'Ab1!' });
    expect(short.body.message).toBe('Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.');
    const classes = await reset(t.client(), { token, password: 'alllowercase', password_confirmation: 'alllowercase' });
    expect(classes.body.message).toBe(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
    const sameAsEmail = await reset(t.client(), { token, password: 'Ava.Jones@example.com', password_confirmation: 'Ava.Jones@example.com' });
    expect(sameAsEmail.body.message).toBe("The password can't be the same as the email address. Create a new password and try again.");
    expect(await passwordHashOf(email)).toBe(hash);

    expect((await reset(t.client(), { token, password: 'Third-pass42', password_confirmation: 'Third-pass42' })).body.success).toBe(true);
  });

  it('refuses a post without form_key (403) before looking at the token', async () => {
    const email = 'mia.garcia@example.com';
    const token = await requestToken(email);
    const hash = await passwordHashOf(email);
    const { response, body } = await reset(t.client(), { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { formKey: null });
    expect(response.status).toBe(403);
    expect(body.message).toBe(INVALID_FORM_KEY);
    expect(await passwordHashOf(email)).toBe(hash);
    const [row] = await t.shop.db.select({ usedAt: s.passwordResetTokens.usedAt }).from(s.passwordResetTokens).orderBy(desc(s.passwordResetTokens.id)).limit(1);
    expect(row!.usedAt).toBeNull();
  });

  it('answers 400 for a body without the fields', async () => {
    const { response, body } = await reset(t.client(), { token: 'x' });
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ success: false, message: expect.stringContaining('password') });
  });

  it('redirects plain form posts: to the login page with the success message, back to the form or to forgot-password on problems', async () => {
    const email = 'john.smith@example.com';
    const token = await requestToken(email);

    const mismatch = t.client();
    const back = await mismatch.postForm(RESET, { token, password: 'Form-pass-1', password_confirmation: 'Form-pass-2' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`/customer/account/createPassword/?token=${token}`);
    expect(await mismatch.sections(['messages'])).toMatchObject({ messages: { messages: [{ type: 'error', text: 'Please make sure your passwords match.' }] } });

    const dead = t.client();
    const away = await dead.postForm(RESET, { token: 'unknown', password: 'Form-pass-1', password_confirmation: 'Form-pass-1' });
    expect(away.headers.get('location')).toBe('/customer/account/forgotpassword/');
    expect(await dead.sections(['messages'])).toMatchObject({ messages: { messages: [{ type: 'error', text: PASSWORD_RESET_MESSAGES.resetLinkInvalid }] } });

    const client = t.client();
    const done = await client.postForm(RESET, { token, password: 'Form-pass-1', password_confirmation: 'Form-pass-1' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/customer/account/login/');
    expect(await client.sections(['messages'])).toMatchObject({ messages: { messages: [{ type: 'success', text: PASSWORD_RESET_MESSAGES.passwordUpdated }] } });
    expect((await t.client().login(email, 'Form-pass-1')).body.errors).toBe(false);
  });
});

describe('the store view of a password reset (issue 31, ADR 0038)', () => {
  const outboxSize = async () => (await t.shop.db.select({ id: s.outboxEmails.id }).from(s.outboxEmails)).length;

  it('links the mail to the reset page of the view it was asked from and keeps plain posts in that view; an unknown view is refused', async () => {
    const email = 'mia.garcia@example.com';
    const asked = t.client();
    const plain = await asked.postForm('/customer/account/forgotpasswordpost', { email, store: 'fr' });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/fr/customer/account/login/');
    const [mail] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, email)).orderBy(desc(s.outboxEmails.id)).limit(1);
    const token = new RegExp(`${t.shop.config.baseUrl}fr/customer/account/createPassword/\\?token=([A-Za-z0-9_-]+)`).exec(mail!.body)?.[1];
    expect(token).toBeDefined();

    const before = await outboxSize();
    const unknown = await t.client().postJson('/customer/account/forgotpasswordpost', { email, store: 'de' });
    expect(unknown.status).toBe(400);
    expect(await outboxSize()).toBe(before);

    const hash = await passwordHashOf(email);
    expect((await reset(t.client(), { token: token!, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, store: 'de' })).response.status).toBe(400);
    expect(await passwordHashOf(email)).toBe(hash);

    const back = await t.client().postForm(RESET, { token: token!, password: 'Form-pass-1', password_confirmation: 'Form-pass-2', store: 'ar' });
    expect(back.headers.get('location')).toBe(`/ar/customer/account/createPassword/?token=${token}`);
    const away = await t.client().postForm(RESET, { token: 'unknown', password: 'Form-pass-1', password_confirmation: 'Form-pass-1', store: 'ar' });
    expect(away.headers.get('location')).toBe('/ar/customer/account/forgotpassword/');
    const done = await t.client().postForm(RESET, { token: token!, password: 'Form-pass-1', password_confirmation: 'Form-pass-1', store: 'ar' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/ar/customer/account/login/');
    expect(await passwordHashOf(email)).not.toBe(hash);
  });

  it('answers the JSON caller the login page of its view', async () => {
    const email = 'john.smith@example.com';
    const token = await requestToken(email);
    const { body } = await reset(t.client(), { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, store: 'fr' });
    expect(body).toMatchObject({ success: true, redirectUrl: '/fr/customer/account/login/', backUrl: '/fr/customer/account/login/' });
  });
});

describe('POST /customer/account/forgotpasswordpost and the outbox', () => {
  let at = Date.parse('2026-03-01T10:00:00Z');
  const lines: string[] = [];
  const guarded = setUpTestShop({ clock: { now: () => at }, config: { resetMailInterval: 600 }, log: createLogger('debug', (line) => lines.push(line)) });

  const mails = async (email: string) => guarded.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, email));

  it('queues at most one reset e-mail per address per RESET_MAIL_INTERVAL, however many requests arrive at once', async () => {
    const email = 'john.smith@example.com';
    const answers = await Promise.all(Array.from({ length: 6 }, () => guarded.client().postJson('/customer/account/forgotpasswordpost', { email })));
    // Every asker gets the same answer: nothing tells whether (or when) an e-mail went out.
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await mails(email)).toHaveLength(1);
    at += 599_000;
    await guarded.client().postJson('/customer/account/forgotpasswordpost', { email });
    expect(await mails(email)).toHaveLength(1);
    at += 2_000;
    await guarded.client().postJson('/customer/account/forgotpasswordpost', { email });
    expect(await mails(email)).toHaveLength(2);
  });

  it('never writes the reset link or its token to the log, at any level', async () => {
    const email = 'roni_cost@example.com';
    lines.length = 0;
    await guarded.client().postJson('/customer/account/forgotpasswordpost', { email });
    const [mail] = await mails(email);
    const token = /createPassword\/\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    expect(lines.join('')).toContain('password reset e-mail queued in the outbox');
    expect(lines.join('')).not.toContain(token);
    expect(lines.join('')).not.toContain('createPassword');
  });
});
