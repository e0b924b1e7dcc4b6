import net from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { until } from './built-shop';
import { startTestSmtpServer } from './smtp-server';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

/** The server's replies on a socket, one whole reply (a multi-line one ends at "NNN text") at a time. */
function replies(socket: net.Socket): () => Promise<string> {
  let said = '';
  socket.on('data', (chunk) => (said += chunk.toString()));
  return async () => {
    const last = await until('the SMTP reply', () => /^\d{3} [^\r]*\r\n/m.exec(said) ?? false, 5_000);
    const reply = said.slice(0, last.index + last[0].length);
    said = said.slice(reply.length);
    return reply.slice(0, 3);
  };
}

// A sender killed mid-send (mail/crash.server.test.ts) may reset its connection inside a mail
// transaction, which the smtp-server package reports as an error event: kept, never thrown at the run.
it('keeps a connection reset in the middle of a mail as an error, without throwing', async () => {
  smtp.holdData = true;
  const socket = net.connect(Number(new URL(smtp.url).port), '127.0.0.1');
  const next = replies(socket);
  expect(await next()).toBe('220');
  for (const [line, code] of [
    ['EHLO sender.test', '250'],
    ['MAIL FROM:<sender@example.com>', '250'],
    ['RCPT TO:<roni_cost@example.com>', '250'],
    ['DATA', '354'],
  ] as const) {
    socket.write(`${line}\r\n`);
    expect(await next()).toBe(code);
  }
  socket.write('Subject: Held\r\n\r\nBody\r\n.\r\n');
  await until('the mail held', () => smtp.held === 1, 5_000);
  socket.resetAndDestroy();
  await until('the reset kept', () => smtp.errors.length > 0, 5_000);
  expect(smtp.errors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual(['ECONNRESET']);
  expect(smtp.received).toEqual([]);
});
