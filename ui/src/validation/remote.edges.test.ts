// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounceRemoteCheck, rememberLastAnswer, remoteRule } from './remote';

// The remote check at its edges: what the request says about itself, blank answers, and
// answers that arrive after the value has changed.
const answering = (body: string) => vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body));

/** A check whose answers the test gives, one pending promise per call. */
function controlledCheck() {
  const calls: { value: string; answer: (message: string | null) => void; fail: () => void }[] = [];
  const check = vi.fn(
    (value: string) =>
      new Promise<string | null>((resolve, reject) => {
        calls.push({ value, answer: resolve, fail: () => reject(new Error('offline')) });
      }),
  );
  return { check, calls };
}

describe('remoteRule request', () => {
  it('asks for JSON as an XMLHttpRequest, with the cookies of the same origin', async () => {
    const fetch = answering('true');
    await remoteRule('/customer/account/emailAvailable?email=', { fetch })('jane@example.com');
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/customer/account/emailAvailable?email=jane%40example.com', {
      method: 'GET',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
  });

  it("gives the library's message for an answer of only spaces", async () => {
    expect(await remoteRule('/v', { fetch: answering('"   "') })('a')).toBe('Please fix this field.');
    expect(await remoteRule('/v', { fetch: answering('   ') })('a')).toBe('Please fix this field.');
  });
});

describe('rememberLastAnswer', () => {
  it('keeps the answer of a newer value when an older request fails after it was asked', async () => {
    const { check, calls } = controlledCheck();
    const remembered = rememberLastAnswer(check);
    const older = remembered('a');
    const newer = remembered('b');
    calls[0]?.fail();
    expect(await older).toBeNull();
    calls[1]?.answer('Taken.');
    expect(await newer).toBe('Taken.');
    const again = remembered('b');
    expect(check.mock.calls).toEqual([['a'], ['b']]);
    expect(await again).toBe('Taken.');
  });
});

describe('rememberLastAnswer when requests fail out of order', () => {
  it('lets an older value pass when its request fails after a newer one failed', async () => {
    const { check, calls } = controlledCheck();
    const remembered = rememberLastAnswer(check);
    const older = remembered('a');
    const newer = remembered('b');
    calls[1]?.fail();
    expect(await newer).toBeNull();
    calls[0]?.fail();
    expect(await older).toBeNull();
  });
});

describe('debounceRemoteCheck', () => {
  afterEach(() => vi.useRealTimers());

  it('lets a sent value keep its answer when another value is typed while the request is under way', async () => {
    vi.useFakeTimers();
    const { check, calls } = controlledCheck();
    const debounced = debounceRemoteCheck(check, 300);
    const sent = debounced('taken@example.com');
    await vi.advanceTimersByTimeAsync(300);
    expect(check.mock.calls).toEqual([['taken@example.com']]);
    const next = debounced('taken@example.co');
    calls[0]?.answer('Taken.');
    expect(await sent).toBe('Taken.');
    await vi.advanceTimersByTimeAsync(300);
    calls[1]?.answer(null);
    expect(await next).toBeNull();
  });
});
