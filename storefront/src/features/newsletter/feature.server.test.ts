import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkRule } from '@shop/ui/validation';
import * as s from '../../../server/db/schema';
import { createLogger } from '../../../server/log';
import { DEMO_EMAIL, type ShopClient } from '../../../server/test/harness';
import { customerId, pageData, setUpTestShop, signedIn, withThrottle } from '../../../server/test/helpers';
import { deliverOutboxTo } from '../../../server/test/mails';
import { startTestSmtpServer, type TestSmtpServer } from '../../../server/test/smtp-server';
import { NEWSLETTER_SUBJECTS } from './mails/newsletter';
import { NEWSLETTER_TEXTS } from './model';
import { codeMatches } from './newsletter.server';
import { newsletterSubscribers } from './schema.server';
import { STORE_VIEW_HEADER } from '../store-views/model';

const logged: string[] = [];
const t = setUpTestShop({ log: createLogger('debug', (line) => logged.push(line)) });

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const SUBSCRIBE = '/newsletter/subscriber/new';
const MANAGE = '/newsletter/manage/save';

let made = 0;
/** An address nobody has used. */
const freshAddress = () => `reader.${Date.now()}.${(made += 1)}@example.com`;

const subscribe = (email: string, client: ShopClient = t.client()) => client.postJson(SUBSCRIBE, { email });

const subscriber = async (email: string) => (await t.shop.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`))[0];

const deliveredTo = (to: string) => deliverOutboxTo(t.shop.db, smtp, to);

/** The link of a mail's text that goes to `path` (as a path with its query). */
function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://[^\\s\\]>)]*${path.replace(/\//g, '\\/')}\\?[^\\s\\]>)]+`).exec(text);
  if (!found) throw new Error(`No link to ${path} in: ${text}`);
  const url = new URL(found[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** Follows a mail's link: where it goes and the message it leaves for the page. */
async function follow(link: string) {
  const client = t.client();
  const response = await client.get(link);
  const cookie = client.cookies.get('mage-messages');
  return { status: response.status, location: response.headers.get('location'), messages: cookie ? (JSON.parse(decodeURIComponent(cookie)) as { type: string; text: string }[]) : [] };
}

describe('newsletter: the footer\'s Subscribe', () => {
  it('asks for a confirmation first (double opt-in): Not Activated, and the request mailed', async () => {
    const email = freshAddress();
    const response = await subscribe(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'The confirmation request has been sent.' });
    expect(await subscriber(email)).toMatchObject({ status: 'not_activated', customerId: null });
    const mails = await deliveredTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([NEWSLETTER_SUBJECTS.confirmRequest]);
    expect(mails[0]!.text).toContain('/newsletter/subscriber/confirm?id=');
    expect(mails[0]!.text).toContain('/newsletter/subscriber/unsubscribe?id=');
  });

  it('confirms at the mail\'s link, mails the success, refuses a second subscription and unsubscribes at the unsubscribe link', async () => {
    const email = freshAddress();
    await subscribe(email);
    const [request] = await deliveredTo(email);
    const confirmed = await follow(linkIn(request!.text, '/newsletter/subscriber/confirm'));
    expect(confirmed).toEqual({ status: 302, location: '/', messages: [{ type: 'success', text: 'Your subscription has been confirmed.' }] });
    expect((await subscriber(email))!.status).toBe('subscribed');

    smtp.received.length = 0;
    const [success] = await deliveredTo(email);
    expect(success!.subject).toBe('Newsletter subscription success');
    // Following the link again confirms nothing new and mails nothing.
    expect((await follow(linkIn(request!.text, '/newsletter/subscriber/confirm'))).messages[0]!.text).toBe(NEWSLETTER_TEXTS.confirmed);

    const again = await subscribe(email.toUpperCase());
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ success: false, message: 'This email address is already subscribed.' });

    smtp.received.length = 0;
    expect(await deliveredTo(email)).toEqual([]);
    const left = await follow(linkIn(success!.text, '/newsletter/subscriber/unsubscribe'));
    expect(left).toEqual({ status: 302, location: '/', messages: [{ type: 'success', text: 'You unsubscribed.' }] });
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    const [farewell] = await deliveredTo(email);
    expect(farewell!.subject).toBe('Newsletter unsubscription success');
    expect(farewell!.text).toContain('/newsletter/subscriber/unsubscribe?id=');
  });

  it('names the store view subscribed in in the mails\' links, whose home page they go to (issue 31); an unknown view is refused', async () => {
    const email = freshAddress();
    expect((await t.client().postJson(SUBSCRIBE, { email, store: 'fr' })).status).toBe(200);
    const [request] = await deliveredTo(email);
    const link = linkIn(request!.text, '/newsletter/subscriber/confirm');
    expect(link).toContain('store=fr');
    expect(await follow(link.replace('store=fr', 'store=de'))).toMatchObject({ status: 400, messages: [] });
    expect((await subscriber(email))!.status).toBe('not_activated');
    // Answered in the language of the view the link names (ADR 0039).
    expect(await follow(link)).toEqual({ status: 302, location: '/fr/', messages: [{ type: 'success', text: 'Votre abonnement a été confirmé.' }] });

    smtp.received.length = 0;
    const [success] = await deliveredTo(email);
    const leave = linkIn(success!.text, '/newsletter/subscriber/unsubscribe');
    expect(await follow(leave.replace('store=fr', 'store=ar'))).toMatchObject({ status: 302, location: '/ar/' });
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    expect((await t.client().postJson(SUBSCRIBE, { email: freshAddress(), store: 'de' })).status).toBe(400);
  });

  it('writes the mails in the view the page\'s call names by its header alone, links in that view (issue 31)', async () => {
    const email = freshAddress();
    expect((await t.client().postJson(SUBSCRIBE, { email }, { headers: { [STORE_VIEW_HEADER]: 'fr' } })).status).toBe(200);
    const [request] = await deliveredTo(email);
    expect(request!.subject).toBe('Confirmation d’abonnement à la newsletter');
    expect(request!.html).toMatch(/<html dir="ltr" lang="fr"/);
    expect(request!.html).toContain(`href="${t.shop.config.baseUrl}fr/"`);
    const link = linkIn(request!.text, '/newsletter/subscriber/confirm');
    expect(link).toContain('store=fr');
    expect(await follow(link)).toMatchObject({ status: 302, location: '/fr/' });
    expect((await deliveredTo(email)).map((mail) => mail.subject)).toEqual(['Confirmation d’abonnement à la newsletter', 'Abonnement à la newsletter réussi']);
  });

  it('keeps the view subscribed from, so staff\'s Unsubscribe mails in it (issue 31)', async () => {
    const email = freshAddress();
    expect((await t.client().postJson(SUBSCRIBE, { email }, { headers: { [STORE_VIEW_HEADER]: 'ar' } })).status).toBe(200);
    const [request] = await deliveredTo(email);
    expect(await follow(linkIn(request!.text, '/newsletter/subscriber/confirm'))).toMatchObject({ status: 302, location: '/ar/' });
    const row = (await subscriber(email))!;
    expect({ status: row.status, view: row.storeView }).toEqual({ status: 'subscribed', view: 'ar' });
    expect((await deliveredTo(email)).map((mail) => mail.html.includes('lang="ar"'))).toEqual([true, true]);
    smtp.received.length = 0;
    expect(await t.shop.newsletter.staffUnsubscribe([row.id], { actor: null })).toBe(1);
    const [farewell, ...more] = await deliveredTo(email);
    expect(more).toEqual([]);
    expect(farewell!.html).toMatch(/<html dir="rtl" lang="ar"/);
    expect(farewell!.subject).not.toBe(NEWSLETTER_SUBJECTS.unsubscribed);
    // An address subscribed again from the default view is mailed in it afterwards.
    expect((await subscribe(email)).status).toBe(200);
    expect((await subscriber(email))!.storeView).toBe('default');
  });

  it('keeps one subscriber for an address subscribed several times at once', async () => {
    const email = freshAddress();
    const answers = await Promise.all([email, email.toUpperCase(), email, ` ${email} `].map((address) => subscribe(address)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await t.shop.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('not_activated');
  });

  it('changes nothing for a wrong code or an unknown id, and says so', async () => {
    const email = freshAddress();
    await subscribe(email);
    const row = (await subscriber(email))!;
    const wrong = row.confirmCode.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await follow(`/newsletter/subscriber/confirm?id=${row.id}&code=${wrong}`)).messages).toEqual([{ type: 'error', text: 'This is an invalid subscription confirmation code.' }]);
    expect((await follow(`/newsletter/subscriber/confirm?id=${row.id}&code=`)).messages).toEqual([{ type: 'error', text: NEWSLETTER_TEXTS.invalidCode }]);
    expect((await follow(`/newsletter/subscriber/confirm?id=2147483000&code=${row.confirmCode}`)).messages).toEqual([{ type: 'error', text: 'This is an invalid subscription ID.' }]);
    expect((await follow(`/newsletter/subscriber/unsubscribe?id=${row.id}&code=${wrong}`)).messages).toEqual([{ type: 'error', text: 'Something went wrong while unsubscribing you.' }]);
    expect((await subscriber(email))!.status).toBe('not_activated');
    // A link that is not one at all: 400, nothing read.
    expect((await t.client().get('/newsletter/subscriber/confirm?id=abc&code=x')).status).toBe(400);
  });

  it('refuses an address that is not one with the kit\'s message, and a post without the form_key', async () => {
    for (const email of ['', 'not-an-address', `${'a'.repeat(300)}@example.com`]) {
      const response = await subscribe(email);
      expect(response.status, email).toBe(400);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toBe(checkRule('required-entry', email) ?? checkRule('validate-email', email) ?? checkRule('validate-length', email, { maxLength: 254 }));
    }
    const forged = await t.client().postJson(SUBSCRIBE, { email: freshAddress() }, { formKey: null });
    expect(forged.status).toBe(403);
  });

  it('answers a customer\'s address as any other, tying the subscription to the account without saying so', async () => {
    const stranger = await subscribe(freshAddress());
    const customer = await subscribe(DEMO_EMAIL.toUpperCase());
    expect([customer.status, await customer.json()]).toEqual([stranger.status, await stranger.json()]);
    expect((await subscriber(DEMO_EMAIL))!.customerId).toBe(await customerId(t, DEMO_EMAIL));
    await t.shop.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, DEMO_EMAIL));
  });

  it('is throttled per address subscribed, with the call\'s refusal', async () => {
    const email = freshAddress();
    await withThrottle(t, { newsletterSubscribe: { perIp: 1000, perAccount: 2, windowSeconds: 3600 } }, async () => {
      expect((await subscribe(email)).status).toBe(200);
      expect((await subscribe(email.toUpperCase())).status).toBe(200);
      const third = await subscribe(email);
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
      expect(await third.json()).toEqual({ success: false, message: 'Too many requests. Please try again in 60 minutes.' });
      expect((await subscribe(freshAddress())).status).toBe(200);
    });
    const queued = await t.shop.db.select().from(s.outboxEmails).where(and(eq(s.outboxEmails.recipient, email), eq(s.outboxEmails.kind, 'newsletter_confirm_request')));
    expect(queued).toHaveLength(2);
  });

  it('never writes a confirm code to the log', async () => {
    const email = freshAddress();
    await subscribe(email);
    const row = (await subscriber(email))!;
    await follow(`/newsletter/subscriber/confirm?id=${row.id}&code=${row.confirmCode}`);
    await follow(`/newsletter/subscriber/unsubscribe?id=${row.id}&code=${row.confirmCode}`);
    expect(logged.some((line) => line.includes('/newsletter/subscriber/confirm'))).toBe(true);
    expect(logged.filter((line) => line.includes(row.confirmCode))).toEqual([]);
  });
});

describe('newsletter: the confirm code', () => {
  it('is 128 random bits, and matches only itself, whatever the length of what is sent', async () => {
    const [a, b] = [freshAddress(), freshAddress()];
    await subscribe(a);
    await subscribe(b);
    const [one, two] = [(await subscriber(a))!.confirmCode, (await subscriber(b))!.confirmCode];
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(one).not.toBe(two);
    expect(codeMatches(one, one)).toBe(true);
    expect(codeMatches(one, two)).toBe(false);
    expect(codeMatches(one, one.slice(0, 31))).toBe(false);
    expect(codeMatches(one, `${one}0`)).toBe(false);
    expect(codeMatches('', '')).toBe(false);
  });
});

describe('newsletter: My Account › Newsletter Subscriptions', () => {
  const email = 'newsletter.customer@example.com';

  async function customer(): Promise<ShopClient> {
    const client = t.client();
    const response = await client.postJson('/customer/account/createpost', { firstname: 'Nora', lastname: 'Reader', email, password: 'Password123!', password_confirmation: 'Password123!' });
    if (response.status !== 200) return signedIn(t, email);
    return client;
  }

  it('subscribes the customer\'s own address at once, and removes it', async () => {
    const client = await customer();
    const id = await customerId(t, email);
    const saved = await client.postJson(MANAGE, { is_subscribed: true });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true, message: 'We have saved your subscription.', redirectUrl: '/newsletter/manage/', backUrl: '/newsletter/manage/' });
    expect(await subscriber(email)).toMatchObject({ status: 'subscribed', customerId: id });
    expect(await t.shop.newsletter.isSubscribed(id)).toBe(true);
    expect((await deliveredTo(email)).map((mail) => mail.subject)).toContain('Newsletter subscription success');
    // The next page shows the message once.
    expect((await client.sections(['messages'])).messages).toMatchObject({ messages: [{ type: 'success', text: NEWSLETTER_TEXTS.saved }] });

    const removed = await client.postForm(MANAGE, { is_subscribed: '0' });
    expect(await removed.json()).toMatchObject({ success: true, message: 'We have removed your newsletter subscription.' });
    expect(await t.shop.newsletter.isSubscribed(id)).toBe(false);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('mails the customer in the view of the page they saved from, right to left in Arabic (issue 31)', async () => {
    const client = await customer();
    await client.postJson(MANAGE, { is_subscribed: false });
    // What was queued before (the welcome mail, an earlier test's) is sent and set aside.
    await deliveredTo(email);
    smtp.received.length = 0;
    expect((await client.postJson(MANAGE, { is_subscribed: true }, { headers: { [STORE_VIEW_HEADER]: 'ar' } })).status).toBe(200);
    expect((await client.postJson(MANAGE, { is_subscribed: false }, { headers: { [STORE_VIEW_HEADER]: 'fr' } })).status).toBe(200);
    // Delivered in either order: each is found by its language.
    const mails = await deliveredTo(email);
    expect(mails).toHaveLength(2);
    const success = mails.find((mail) => mail.html.includes('<html dir="rtl" lang="ar"'));
    const farewell = mails.find((mail) => mail.html.includes('<html dir="ltr" lang="fr"'));
    expect(success!.subject).not.toBe('Newsletter subscription success');
    expect(success!.text).toContain('تم اشتراكك في نشرتنا الإخبارية بنجاح.');
    expect(linkIn(success!.text, '/newsletter/subscriber/unsubscribe')).toContain('store=ar');
    expect(farewell!.subject).toBe('Désabonnement de la newsletter réussi');
    expect(linkIn(farewell!.text, '/newsletter/subscriber/unsubscribe')).toContain('store=fr');
  });

  it('refuses a guest (401), a post without the form_key (403) and a value that is not a choice (400)', async () => {
    const guest = await t.client().postJson(MANAGE, { is_subscribed: true });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: 'Please sign in to continue.' });
    const client = await customer();
    expect((await client.postJson(MANAGE, { is_subscribed: true }, { formKey: null })).status).toBe(403);
    expect((await client.postJson(MANAGE, { is_subscribed: 'yes' })).status).toBe(400);
  });
});

describe('newsletter: the account page', () => {
  it('reads the signed-in customer\'s subscription on the server, private', async () => {
    const client = await signedIn(t);
    const page = await client.get('/newsletter/manage/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    expect((await pageData(page))['account-newsletter']).toEqual({ subscribed: false });
    expect((await client.postJson(MANAGE, { is_subscribed: true })).status).toBe(200);
    expect((await pageData(await client.get('/newsletter/manage/')))['account-newsletter']).toEqual({ subscribed: true });
    expect((await client.postJson(MANAGE, { is_subscribed: false })).status).toBe(200);
  });

  it('sends a guest to sign in', async () => {
    const response = await t.client().get('/newsletter/manage/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/customer/account/login');
  });
});
