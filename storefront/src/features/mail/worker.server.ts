import type { Logger } from '../../../server/log';
import type { BackgroundTask } from '../../../server/feature';
import type { MailDelivery } from './delivery.server';

/** How many mails one round claims: a full round is followed by another at once. */
const BATCH = 20;

/**
 * Runs delivery rounds: one at start, then one every `pollSeconds` (sooner when a round was full).
 * `stop` lets the round in flight finish (its mails are recorded) and runs no other.
 */
export function runMailWorker(delivery: MailDelivery, { pollSeconds, log }: { pollSeconds: number; log: Logger }): BackgroundTask {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;

  const round = async () => {
    try {
      for (;;) {
        const done = await delivery.deliverDue(BATCH);
        if (stopped || done.sent + done.retried + done.failed < BATCH) return;
      }
    } catch (error) {
      log.warn('mail delivery round failed', { err: error });
    }
  };
  const next = () => {
    running = null;
    if (stopped) return;
    timer = setTimeout(start, pollSeconds * 1000);
    timer.unref();
  };
  const start = () => {
    running = round().finally(next);
  };
  start();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
