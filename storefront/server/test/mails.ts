import { createMailDelivery } from '../../src/features/mail/delivery.server';
import { smtpTransport } from '../../src/features/mail/transport.server';
import { createLogger } from '../log';
import type { Db } from '../db/database';
import type { TestSmtpServer } from './smtp-server';

/** What a test reads of a received mail. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends everything the outbox holds to the test SMTP server, as the mail worker would (rounds until
 * none is due), and answers the mails `smtp` has received for `to`, oldest first.
 */
export async function deliverOutboxTo(db: Db, smtp: TestSmtpServer, to: string): Promise<ReadMail[]> {
  const delivery = createMailDelivery({
    db,
    clock: { now: () => Date.now() },
    log: createLogger('silent'),
    transport: smtpTransport(smtp.url),
    from: { name: 'Summit Shop', address: 'shop@example.com' },
    maxAttempts: 3,
    retrySeconds: 60,
    leaseSeconds: 120,
  });
  for (let round = await delivery.deliverDue(); round.sent + round.retried + round.failed > 0; round = await delivery.deliverDue());
  return smtp.received
    .filter((mail) => mail.envelopeTo.includes(to))
    .map((mail) => ({ subject: mail.parsed.subject ?? '', text: mail.parsed.text ?? '', html: typeof mail.parsed.html === 'string' ? mail.parsed.html : '' }));
}
