import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { built, SHOP_START_MS, startBuiltShop, until, untilListening } from '../../../server/test/built-shop';
import { freshPostgresDatabase } from '../../../server/test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../../server/test/smtp-server';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

// Two built shop processes one after the other on one PostgreSQL database (the second is the
// first's restart, or another host).
describe.skipIf(!built || !process.env.DATABASE_URL)('a shop process killed while it sends a mail', () => {
  it('loses nothing: once its lease runs out, the next process sends the mail', async () => {
    const database = await freshPostgresDatabase();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const env = { DATABASE_URL: database.url, MAIL_URL: smtp.url, MAIL_POLL_INTERVAL: '1', MAIL_LEASE_SECONDS: '5' };
      const first = startBuiltShop({ ...env, PORT: String(await freePort()) });
      await untilListening(first);
      // Committed, as a change's transaction commits its mail; the mail server then hangs mid-send.
      smtp.holdData = true;
      const { rows } = await client.query<{ id: number }>(
        `insert into outbox_emails (kind, recipient, subject, body, html) values ('test_mail', 'roni_cost@example.com', 'Kept', 'Plain', '<p>Rich</p>') returning id`,
      );
      const state = async () => (await client.query<{ status: string; attempts: number }>('select status, attempts from outbox_emails where id = $1', [rows[0]!.id])).rows[0];
      await until('the first process sending', () => smtp.held > 0);
      first.child.kill('SIGKILL');
      await first.exited;
      smtp.holdData = false;
      expect(await state()).toEqual({ status: 'pending', attempts: 1 });

      const second = startBuiltShop({ ...env, PORT: String(await freePort()) });
      await untilListening(second);
      const [received] = await smtp.waitFor(1, 20_000);
      expect(received?.parsed.subject).toBe('Kept');
      // The server has the mail; the process records it as sent right after.
      await until('the mail recorded as sent', async () => (await state())?.status === 'sent');
      expect(await state()).toEqual({ status: 'sent', attempts: 2 });
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(smtp.received).toHaveLength(1);
      // The killed process's connection may have been reset mid-send: the server kept that, nothing else.
      expect(smtp.errors.map((error) => (error as NodeJS.ErrnoException).code).filter((code) => code !== 'ECONNRESET' && code !== 'EPIPE')).toEqual([]);
    } finally {
      await client.end();
      await database.drop();
    }
  }, 3 * SHOP_START_MS);
});
