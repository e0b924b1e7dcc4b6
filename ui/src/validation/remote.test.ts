import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounceRemoteCheck, remoteRule } from './remote';

const answering = (body: string, status = 200) =>
  vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status }));

describe('remoteRule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GETs the value as a query parameter', async () => {
    const fetch = answering('true');
    await remoteRule('/customer/account/emailAvailable', { field: 'email', fetch })('a+b@example.com');
    await remoteRule('/check?form=register', { field: 'email', fetch })('x@example.com');
    await remoteRule('/customer/account/emailAvailable?email=', { fetch })('y@example.com');
    await remoteRule('/validate', { fetch })('z');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/customer/account/emailAvailable?email=a%2Bb%40example.com',
      '/check?form=register&email=x%40example.com',
      '/customer/account/emailAvailable?email=y%40example.com',
      '/validate?value=z',
    ]);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('passes on true and shows a string answer as the message', async () => {
    expect(await remoteRule('/v', { fetch: answering('true') })('a')).toBeNull();
    expect(await remoteRule('/v', { fetch: answering('"true"') })('a')).toBeNull();
    expect(await remoteRule('/v', { fetch: answering('"This email is taken."') })('a')).toBe('This email is taken.');
    expect(await remoteRule('/v', { fetch: answering('Plain text answer') })('a')).toBe('Plain text answer');
  });

  it("gives the library's message for any other answer", async () => {
    expect(await remoteRule('/v', { fetch: answering('false') })('a')).toBe('Please fix this field.');
    expect(await remoteRule('/v', { fetch: answering('{"valid":false}') })('a')).toBe('Please fix this field.');
    expect(await remoteRule('/v', { fetch: answering('') })('a')).toBe('Please fix this field.');
  });

  it('does not send an empty value', async () => {
    const fetch = answering('false');
    expect(await remoteRule('/v', { fetch })('')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once per value in a row', async () => {
    const fetch = answering('"taken"');
    const check = remoteRule('/v', { fetch });
    expect(await check('a')).toBe('taken');
    expect(await check('a')).toBe('taken');
    expect(fetch).toHaveBeenCalledTimes(1);
    await check('b');
    await check('a');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('lets the value pass when the request fails, and asks again next time', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const check = remoteRule('/v', { fetch });
    expect(await check('a')).toBeNull();
    expect(await check('a')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await remoteRule('/v', { fetch: answering('"taken"', 500) })('a')).toBeNull();
  });

  it('uses the global fetch by default', async () => {
    const fetch = answering('"taken"');
    vi.stubGlobal('fetch', fetch);
    expect(await remoteRule('/v')('a')).toBe('taken');
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('debounceRemoteCheck', () => {
  afterEach(() => vi.useRealTimers());

  it('sends only the last value typed within the delay; the overtaken ones pass unsent', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async (value: string) => (value === 'taken@example.com' ? 'Taken.' : null));
    const debounced = debounceRemoteCheck(check, 300);
    const first = debounced('taken@example');
    const second = debounced('taken@example.com');
    expect(await first).toBeNull();
    await vi.advanceTimersByTimeAsync(299);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await second).toBe('Taken.');
    expect(check.mock.calls).toEqual([['taken@example.com']]);
  });

  it('does not send an empty value and passes when the check itself fails', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => {
      throw new Error('offline');
    });
    const debounced = debounceRemoteCheck(check, 300);
    expect(await debounced('')).toBeNull();
    const answer = debounced('a@example.com');
    await vi.advanceTimersByTimeAsync(300);
    expect(await answer).toBeNull();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
