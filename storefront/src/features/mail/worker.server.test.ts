import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest } from '../../../test-support/fake-timers';
import { createLogger } from '../../../server/log';
import type { DeliveryRound, MailDelivery } from './delivery.server';
import { runMailWorker } from './worker.server';

fakeTimersInEachTest();

const round = (sent: number): DeliveryRound => ({ sent, retried: 0, failed: 0 });

/** A delivery whose rounds answer from `answers` (then empty rounds), counted. */
function scripted(answers: (DeliveryRound | Error | Promise<DeliveryRound>)[]) {
  const calls: number[] = [];
  const delivery: MailDelivery = {
    deliverDue: vi.fn(async (limit?: number) => {
      calls.push(limit ?? 0);
      const next = answers.shift() ?? round(0);
      if (next instanceof Error) throw next;
      return next;
    }),
  };
  return { delivery, calls };
}

const log = createLogger('silent');
let stopping: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopping?.();
  stopping = undefined;
});

describe('the mail worker', () => {
  it('runs a round at start, then one every poll interval', async () => {
    const { delivery, calls } = scripted([]);
    stopping = runMailWorker(delivery, { pollSeconds: 5, log }).stop;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it('follows a full round with another at once', async () => {
    const { delivery, calls } = scripted([round(20), round(20), round(3)]);
    stopping = runMailWorker(delivery, { pollSeconds: 5, log }).stop;
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([20, 20, 20]);
  });

  it('goes on after a round that failed (the database was away), and logs it', async () => {
    const warn = vi.spyOn(log, 'warn');
    const { delivery, calls } = scripted([new Error('connection lost')]);
    stopping = runMailWorker(delivery, { pollSeconds: 5, log }).stop;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('mail delivery round failed', expect.objectContaining({ err: expect.any(Error) }));
  });

  it('stop waits for the round in flight and starts no other', async () => {
    let finish!: (value: DeliveryRound) => void;
    const { delivery, calls } = scripted([new Promise<DeliveryRound>((resolve) => (finish = resolve))]);
    const worker = runMailWorker(delivery, { pollSeconds: 5, log });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stop = worker.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(round(20));
    await stop;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });
});
