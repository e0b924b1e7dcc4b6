import { describe, expect, it, vi } from 'vitest';
import { buildLazyBlockQuery, createLazyBlockLoader } from './lazy-blocks';
import { fakeTimersInEachTest } from '../../../test-support/fake-timers';

fakeTimersInEachTest();

describe('lazy blocks', () => {
  it('sends sorted block names and JSON-encoded context', () => {
    expect(buildLazyBlockQuery(['b', 'a', 'b'], { handles: ['default', 'cms_index_index'], originalRequest: { route: 'cms' }, version: 'v1' })).toEqual({
      blocks: '["a","b"]',
      handles: '["default","cms_index_index"]',
      originalRequest: '{"route":"cms"}',
      version: '"v1"',
    });
    // How the page's call 3 sends this query: app/lib/blocks.test.ts.
  });

  it('loads every placeholder of the page with one request', async () => {
    const fetchBlocks = vi.fn(async (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, `<p>${name}</p>`])));
    const loader = createLazyBlockLoader({ fetchBlocks });
    const results = Promise.all([loader.load('header.links'), loader.load('reward.points')]);
    await vi.advanceTimersByTimeAsync(10);
    await expect(results).resolves.toEqual(['<p>header.links</p>', '<p>reward.points</p>']);
    expect(fetchBlocks).toHaveBeenCalledOnce();
  });

  it('asks for nothing until 10 ms after the first block, then once for every block asked meanwhile', async () => {
    const fetchBlocks = vi.fn(async (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, name])));
    const loader = createLazyBlockLoader({ fetchBlocks });
    void loader.load('header.links');
    await vi.advanceTimersByTimeAsync(9);
    void loader.load('reward.points');
    expect(fetchBlocks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBlocks).toHaveBeenCalledExactlyOnceWith(['header.links', 'reward.points']);
    await vi.runAllTimersAsync();
    expect(fetchBlocks).toHaveBeenCalledOnce();
  });

  it('logs failures and missing blocks instead of throwing', async () => {
    const onError = vi.fn();
    const failing = createLazyBlockLoader({ fetchBlocks: () => Promise.reject(new Error('500')), onError });
    const failed = failing.load('a');
    await vi.advanceTimersByTimeAsync(10);
    await expect(failed).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith('Lazy blocks could not be loaded', expect.any(Error));

    const partial = createLazyBlockLoader({ fetchBlocks: async () => ({}), onError });
    const missing = partial.load('b');
    await vi.advanceTimersByTimeAsync(10);
    await expect(missing).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith('Lazy block "b" is missing from the answer');
  });
});
