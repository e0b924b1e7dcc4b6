import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from './db/schema';
import { DEMO_PASSWORD } from './db/seed-data';
import { createLogger } from './log';
import { DEMO_EMAIL, startTestShop } from './test/harness';

const TOKEN = 'q3Xk9vT0bYc2LmN8pR4sW6zA1dF5gH7jK0eU3iO9yQw';

function capture() {
  const lines: string[] = [];
  return { lines, log: createLogger('debug', (line) => lines.push(line)) };
}

describe('the log', () => {
  it('never writes a password, token, card number, session id or form_key, whoever logs it', () => {
    const { lines, log } = capture();
    log.info('reset link https://shop.example/customer/account/createPassword/?token=' + TOKEN, {
      password: 'Hunter2-secret!',
      newPassword: 'Another-secret9',
      token: TOKEN,
      link: `https://shop.example/customer/account/createPassword/?token=${TOKEN}`,
      form_key: 'AbCdEfGh12345678',
      shop_session: 'sess-value-1',
      '__Host-shop_session': 'sess-value-3',
      cookie: 'shop_session=sess-value-2; form_key=AbCdEfGh12345678',
      payment: { ccNumber: '4111111111111111', cc_cid: '123', note: 'paid with 4000 0000 0000 0002' },
      headers: { authorization: 'Bearer abc.def', 'x-form-key': 'AbCdEfGh12345678' },
      err: new Error(`Failed query: update sessions set id = $1\nparams: ${TOKEN},Hunter2-secret!`),
      customerId: 42,
      sessions: 3,
      path: '/customer/ajax/login',
    });
    const line = lines.join('');
    for (const secret of [TOKEN, 'Hunter2-secret!', 'Another-secret9', 'AbCdEfGh12345678', 'sess-value-1', 'sess-value-2', 'sess-value-3', '4111111111111111', '4000 0000 0000 0002', 'Bearer abc.def', '"123"']) {
      expect(line, secret).not.toContain(secret);
    }
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'info', customerId: 42, sessions: 3, path: '/customer/ajax/login', password: '[redacted]' });
    expect((entry.err as { message: string }).message).toContain('Failed query: update sessions');
  });

  it('keeps the live reset link, passwords and session ids of a real sign-in and reset out of the log', async () => {
    const { lines, log } = capture();
    const t = await startTestShop({ log });
    try {
      const client = t.client();
      expect((await client.login(DEMO_EMAIL, DEMO_PASSWORD)).body.errors).toBe(false);
      expect((await client.postJson('/customer/account/forgotpasswordpost', { email: DEMO_EMAIL })).status).toBe(200);
      const [mail] = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.recipient, DEMO_EMAIL)).orderBy(desc(s.outboxEmails.id)).limit(1);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
      const reset = await client.postJson('/customer/account/resetpasswordpost', { token, password: 'Brand-new-pass9', password_confirmation: 'Brand-new-pass9' });
      expect(reset.status).toBe(200);
      await client.sections(['customer']);
      const all = lines.join('');
      expect(all).toContain('password reset e-mail queued in the outbox');
      for (const secret of [token, DEMO_PASSWORD, 'Brand-new-pass9', client.formKey, client.sessionId ?? 'no-session']) {
        expect(all, 'a secret in the log').not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
