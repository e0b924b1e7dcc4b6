import { defineServerFeature } from '../../../server/feature';
import type { Shop } from '../../../server/shop';
import { createMailDelivery, type MailDelivery } from './delivery.server';
import { smtpTransport } from './transport.server';
import { runMailWorker } from './worker.server';

/** The delivery of the outbox over the configured mail server; null without MAIL_URL (mails stay in the outbox). */
function mailDelivery(shop: Shop): MailDelivery | null {
  const { config, db, clock, log } = shop;
  if (!config.mailUrl) return null;
  return createMailDelivery({
    db,
    clock,
    log,
    transport: smtpTransport(config.mailUrl),
    from: { name: config.mailFromName, address: config.mailFrom },
    maxAttempts: config.mailMaxAttempts,
    retrySeconds: config.mailRetrySeconds,
    leaseSeconds: config.mailLeaseSeconds,
  });
}

/**
 * Mail (ADR 0024): the outbox that every capability writes its mails to (`queueMail`, in the
 * transaction of the change), and its delivery over SMTP by a worker in every shop process;
 * without a mail server the mails stay in the outbox, which the back office lists (System › Mails).
 */
export default defineServerFeature({
  services: { mailDelivery },
  background(shop) {
    const delivery = shop.mailDelivery;
    if (!delivery) {
      shop.log.info('no MAIL_URL: mails stay in the outbox');
      return null;
    }
    return runMailWorker(delivery, { pollSeconds: shop.config.mailPollInterval, log: shop.log });
  },
});

declare module '../../../server/feature' {
  interface ShopServices {
    /** Sends the outbox over MAIL_URL's server; null when no mail server is configured. */
    mailDelivery: MailDelivery | null;
  }
}
