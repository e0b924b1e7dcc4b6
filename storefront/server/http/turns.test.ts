import { connect, createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nextTurn } from './turns';

/** Keeps the thread busy for `ms`, as a render does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning on purpose
  }
}

describe('nextTurn', () => {
  it('lets the waiting steps through in the order they asked', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map(async (step) => {
      await nextTurn();
      order.push(step);
    }));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('gives each step a turn of the event loop of its own: a timer due meanwhile runs between two steps, not after all of them', async () => {
    const events: string[] = [];
    const steps = [1, 2, 3].map(async (step) => {
      await nextTurn();
      events.push(`step ${step}`);
      busy(20);
    });
    setTimeout(() => events.push('timer'), 0);
    await Promise.all(steps);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events.indexOf('timer')).toBeGreaterThan(-1);
    expect(events.indexOf('timer')).toBeLessThan(events.indexOf('step 3'));
  });

  it('reads the sockets between two steps: a connection made meanwhile is answered before the last step', async () => {
    const server = createServer((socket) => socket.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const events: string[] = [];
    const steps = Array.from({ length: 10 }, async (_, index) => {
      await nextTurn();
      events.push(`step ${index + 1}`);
      busy(20);
    });
    const client = connect(port, '127.0.0.1');
    const answered = new Promise<void>((resolve) => {
      client.on('data', () => {
        events.push('answer');
        resolve();
      });
    });
    await Promise.all([...steps, answered]);
    client.destroy();
    server.close();
    expect(events.indexOf('answer')).toBeLessThan(events.indexOf('step 10'));
  });
});
