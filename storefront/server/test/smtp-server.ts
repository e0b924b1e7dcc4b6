import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A mail the test server accepted: the envelope and the parsed message. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  parsed: ParsedMail;
}

/** What the server answers a recipient: accept it, or refuse it with an SMTP code (451 temporary, 550 permanent). */
export type RecipientVerdict = 'accept' | { code: number; message: string };

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` for MAIL_URL. */
  url: string;
  received: ReceivedMail[];
  /** Decides each recipient (default: accept all); replace it to refuse some, or for a while. */
  verdict: (address: string) => RecipientVerdict;
  /** While true, a mail's data is read and never answered: the sender hangs mid-send (a process to kill). */
  holdData: boolean;
  /** How many mails were held that way. */
  held: number;
  /**
   * The connections' errors, kept rather than thrown: a sender killed mid-send resets its socket
   * inside a mail transaction, which the server reports as an error event.
   */
  errors: Error[];
  /** Resolves once `count` mails have been received (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port (the `smtp-server` package) for tests: plain SMTP, no
 * authentication, every accepted mail parsed (`mailparser`) into `received`. `port` 0: a free one.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const state: TestSmtpServer = {
    url: '',
    received,
    verdict: () => 'accept',
    holdData: false,
    held: 0,
    errors: [],
    async waitFor(count, timeoutMs = 10_000) {
      if (received.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`The test SMTP server received ${received.length} of ${count} mails`)), timeoutMs);
          waiters.push({
            count,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const verdict = state.verdict(address.address);
      if (verdict === 'accept') return callback();
      const error = new Error(verdict.message) as Error & { responseCode: number };
      error.responseCode = verdict.code;
      callback(error);
    },
    onData(stream, session, callback) {
      if (state.holdData) {
        state.held++;
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
          });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on('error', (error: Error) => state.errors.push(error));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
