import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { createLogger } from '../../../server/log';
import { startTestShops } from '../../../server/test/harness';
import { setUpTestShop } from '../../../server/test/helpers';
import { startTestSmtpServer, type TestSmtpServer } from '../../../server/test/smtp-server';
import { createMailDelivery, type MailDeliveryOptions, type MailTransport } from './delivery.server';
import type { OutgoingMail } from './mail';
import { queueMail } from './outbox.server';
import { smtpTransport } from './transport.server';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const t = setUpTestShop({ config: { mailFrom: 'shop@example.com', mailFromName: 'Summit Shop' } });

/** A clock the test moves. */
const clock = { at: Date.parse('2026-11-29T10:00:00Z'), now() { return this.at; } };

const mail = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'test_mail',
  to,
  toName: 'Veronica Costello',
  subject: 'Your order',
  text: 'Plain words',
  html: '<p>Rich <b>words</b></p>',
  ...extra,
});

function delivery(options: Partial<MailDeliveryOptions> = {}) {
  return createMailDelivery({
    db: t.shop.db,
    clock,
    log: createLogger('silent'),
    transport: smtpTransport(smtp.url),
    from: { name: 'Summit Shop', address: 'shop@example.com' },
    maxAttempts: 3,
    retrySeconds: 60,
    leaseSeconds: 120,
    ...options,
  });
}

async function queue(...mails: OutgoingMail[]): Promise<number[]> {
  for (const one of mails) await queueMail(t.shop.db, one, new Date(clock.now()));
  const rows = await t.shop.db.select({ id: s.outboxEmails.id }).from(s.outboxEmails).where(eq(s.outboxEmails.kind, 'test_mail'));
  return rows.map((row) => row.id).slice(-mails.length);
}

const row = async (id: number) => (await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.id, id)))[0]!;

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.verdict = () => 'accept';
  // Each test starts with an outbox of its own mails only.
  await t.shop.db.delete(s.outboxEmails);
});

describe('mail delivery over SMTP', () => {
  it('sends a queued mail with its text and HTML parts, from the sender, and marks it sent', async () => {
    const [id] = await queue(mail('roni_cost@example.com', { replyTo: 'asker@example.com' }));
    expect(await delivery().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [received] = smtp.received;
    expect(received?.envelopeTo).toEqual(['roni_cost@example.com']);
    expect(received?.envelopeFrom).toBe('shop@example.com');
    expect(received?.parsed.from?.value).toEqual([{ address: 'shop@example.com', name: 'Summit Shop' }]);
    expect(received?.parsed.to).toMatchObject({ value: [{ address: 'roni_cost@example.com', name: 'Veronica Costello' }] });
    expect(received?.parsed.replyTo?.value).toEqual([{ address: 'asker@example.com', name: '' }]);
    expect(received?.parsed.subject).toBe('Your order');
    expect(received?.parsed.text?.trim()).toBe('Plain words');
    expect(received?.parsed.html).toContain('<p>Rich <b>words</b></p>');
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null, sentAt: new Date(clock.now()) });
    // Sent once: the next round finds nothing.
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('the shop delivers with the configured server and sender (MAIL_URL, MAIL_FROM, MAIL_FROM_NAME)', async () => {
    const configured = createMailDelivery({ ...deliveryOptionsOf(t.shop.config), db: t.shop.db, clock, log: createLogger('silent'), transport: smtpTransport(smtp.url) });
    await queue(mail('roni_cost@example.com'));
    expect(await configured.deliverDue()).toMatchObject({ sent: 1 });
    expect(smtp.received[0]?.parsed.from?.value).toEqual([{ address: 'shop@example.com', name: 'Summit Shop' }]);
  });

  it('a recipient the server refuses for good (5xx) fails at once, with the error kept, and the other mails go', async () => {
    smtp.verdict = (address) => (address === 'gone@example.com' ? { code: 550, message: 'No such mailbox here' } : 'accept');
    const [refused, fine] = await queue(mail('gone@example.com'), mail('roni_cost@example.com'));
    expect(await delivery().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 1 });
    expect(await row(refused!)).toMatchObject({ status: 'failed', attempts: 1, lockedUntil: null, sentAt: null });
    expect((await row(refused!)).lastError).toContain('No such mailbox here');
    expect(await row(fine!)).toMatchObject({ status: 'sent' });
    expect(smtp.received.map((one) => one.envelopeTo)).toEqual([['roni_cost@example.com']]);
  });

  it('a temporary refusal is retried after the back-off, and the mail is sent once accepted', async () => {
    let refusals = 1;
    smtp.verdict = () => (refusals-- > 0 ? { code: 451, message: 'Try again later' } : 'accept');
    const [id] = await queue(mail('roni_cost@example.com'));
    const start = clock.at;
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await row(id!)).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, nextAttemptAt: new Date(start + 60_000) });
    expect((await row(id!)).lastError).toContain('Try again later');
    clock.at = start + 59_999;
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.at = start + 60_000;
    expect(await delivery().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received).toHaveLength(1);
    clock.at = start;
  });

  it('doubles the delay after each failure and marks the mail failed at the attempt limit', async () => {
    smtp.verdict = () => ({ code: 421, message: 'Service not available' });
    const [id] = await queue(mail('roni_cost@example.com'));
    const start = clock.at;
    expect(await delivery().deliverDue()).toMatchObject({ retried: 1 });
    expect((await row(id!)).nextAttemptAt).toEqual(new Date(start + 60_000));
    clock.at = start + 60_000;
    expect(await delivery().deliverDue()).toMatchObject({ retried: 1 });
    expect((await row(id!)).nextAttemptAt).toEqual(new Date(start + 60_000 + 120_000));
    clock.at = start + 180_000;
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: 3 });
    clock.at = start + 10_000_000;
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.at = start;
  });

  it('a mail held by a process that died is sent by another once the lease has run out (at least once)', async () => {
    const [id] = await queue(mail('roni_cost@example.com'));
    // The first process claims the mail and never comes back from sending it.
    const stuck: MailTransport = { send: () => new Promise(() => {}) };
    void delivery({ transport: stuck }).deliverDue();
    await expect.poll(async () => (await row(id!)).lockedUntil).not.toBeNull();
    const start = clock.at;
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.at = start + 119_999;
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.at = start + 120_000;
    expect(await delivery().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2 });
    clock.at = start;
  });

  it('a line break in a subject or a name cannot add a header (no Bcc by injection)', async () => {
    await queue(mail('roni_cost@example.com', { subject: 'Hello\r\nBcc: thief@example.com', toName: 'Ve\nBcc: thief@example.com' }));
    await delivery().deliverDue();
    const [received] = smtp.received;
    expect(received?.envelopeTo).toEqual(['roni_cost@example.com']);
    expect(received?.parsed.bcc).toBeUndefined();
    expect(received?.parsed.subject).toBe('Hello Bcc: thief@example.com');
  });

  it('refuses to queue a mail to something that is not an address', async () => {
    await expect(queueMail(t.shop.db, mail('roni_cost@example.com>, thief@example.com'))).rejects.toThrow(/invalid address/);
    await expect(queueMail(t.shop.db, mail('roni_cost@example.com', { replyTo: 'nobody' }))).rejects.toThrow(/invalid address/);
    expect(await t.shop.db.select().from(s.outboxEmails)).toEqual([]);
  });
});

describe('two shop processes', () => {
  it('deliver at once and send each mail exactly once', async () => {
    const shops = await startTestShops(2, { config: { mailUrl: smtp.url } });
    const dbs = shops ? shops.shops.map((one) => one.shop.db) : [t.shop.db, t.shop.db];
    try {
      await t.shop.db.delete(s.outboxEmails);
      for (let index = 0; index < 40; index++) await queueMail(dbs[0]!, mail(`buyer${index}@example.com`), new Date(clock.now()));
      const deliveries = dbs.map((db) => delivery({ db }));
      // Rounds of 5 from both sides until the outbox is empty.
      const rounds = await Promise.all(
        deliveries.map(async (one) => {
          let sent = 0;
          for (let round = 0; round < 20; round++) sent += (await one.deliverDue(5)).sent;
          return sent;
        }),
      );
      expect(rounds[0]! + rounds[1]!).toBe(40);
      const addresses = smtp.received.map((one) => one.envelopeTo[0]).sort();
      expect(addresses).toEqual(Array.from({ length: 40 }, (_, index) => `buyer${index}@example.com`).sort());
      if (shops) expect(rounds.every((sent) => sent > 0)).toBe(true);
    } finally {
      await shops?.close();
    }
  });
});

function deliveryOptionsOf(config: typeof t.shop.config) {
  return {
    from: { name: config.mailFromName, address: config.mailFrom },
    maxAttempts: config.mailMaxAttempts,
    retrySeconds: config.mailRetrySeconds,
    leaseSeconds: config.mailLeaseSeconds,
  };
}
