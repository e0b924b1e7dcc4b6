import { describe, expect, it } from 'vitest';
import { MemoryCache, sharedRead } from './memory-cache';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryCache', () => {
  it('keeps at most maxEntries, dropping the least recently used first (a get makes an entry recent)', () => {
    const cache = new MemoryCache<string, number>({ maxEntries: 3 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
    expect(cache.get('b')).toBeUndefined();
    // peek reads without making the entry recent.
    expect(cache.peek('c')).toBe(3);
    cache.set('e', 5);
    expect(cache.keys()).toEqual(['a', 'd', 'e']);
    expect(cache.count).toBe(3);
  });

  it('stays within maxSize by the sizes sizeOf gives, and keeps no entry larger than maxEntrySize', () => {
    const cache = new MemoryCache<string, string>({ maxSize: 10, maxEntrySize: 6, sizeOf: (value, key) => key.length + value.length });
    cache.set('a', 'xxx');
    cache.set('b', 'yyy');
    expect(cache.totalSize).toBe(8);
    cache.set('c', 'zzz');
    expect(cache.keys()).toEqual(['b', 'c']);
    expect(cache.totalSize).toBe(8);
    // Too large: not kept, and the key's older value goes too (it is outdated).
    expect(cache.set('b', 'yyyyyyy')).toBe(false);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.totalSize).toBe(4);
    // The entry just set is never the one dropped.
    expect(cache.set('d', 'wwwww')).toBe(true);
    expect(cache.keys()).toEqual(['c', 'd']);
  });

  it('measures an entry again when its value grows in place, dropping other entries, never that one', () => {
    const sizes = new Map([['a', 3], ['b', 3], ['c', 3], ['d', 3]]);
    const cache = new MemoryCache<string, string>({ maxSize: 10, sizeOf: (_value, key) => sizes.get(key)! });
    for (const key of ['a', 'b', 'c']) cache.set(key, key);
    sizes.set('a', 7);
    cache.resize('a');
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.totalSize).toBe(10);
    // Growing keeps its place: 'a' is still the least recently used.
    cache.set('d', 'd');
    expect(cache.keys()).toEqual(['c', 'd']);
  });

  it('serves an entry while it is younger than maxAgeMs (the injected clock), then drops it', () => {
    const clock = fakeClock();
    const cache = new MemoryCache<string, number>({ maxAgeMs: 60_000, clock });
    cache.set('tree', 1);
    clock.advance(59_999);
    expect(cache.get('tree')).toBe(1);
    clock.advance(1);
    expect(cache.peek('tree')).toBeUndefined();
    expect(cache.count).toBe(0);
    // Setting again starts a new age; a resize does not.
    cache.set('tree', 2);
    clock.advance(30_000);
    cache.resize('tree');
    clock.advance(30_000);
    expect(cache.get('tree')).toBeUndefined();
  });

  it('keeps entries until evicted with no maximum age, and refuses a maximum age without a clock', () => {
    const clock = fakeClock();
    const cache = new MemoryCache<string, number>({ maxAgeMs: 0, clock });
    cache.set('a', 1);
    clock.advance(365 * 86_400_000);
    expect(cache.get('a')).toBe(1);
    expect(() => new MemoryCache({ maxAgeMs: 1000 })).toThrow(/clock/);
  });

  it('tells onRemove of every entry that leaves: evicted, expired, deleted, replaced, cleared', () => {
    const clock = fakeClock();
    const removed: string[] = [];
    const cache = new MemoryCache<string, string>({ maxEntries: 2, maxAgeMs: 1000, clock, onRemove: (key, value) => removed.push(`${key}=${value}`) });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(removed).toEqual(['a=1']);
    cache.set('b', '2');
    expect(removed).toEqual(['a=1']);
    cache.set('b', 'two');
    expect(removed).toEqual(['a=1', 'b=2']);
    expect(cache.delete('c')).toBe(true);
    expect(cache.delete('c')).toBe(false);
    clock.advance(1000);
    expect(cache.get('b')).toBeUndefined();
    expect(removed).toEqual(['a=1', 'b=2', 'c=3', 'b=two']);
    cache.set('x', '9');
    cache.set('y', '8');
    cache.clear();
    expect(removed.slice(-2)).toEqual(['x=9', 'y=8']);
    expect(cache.count).toBe(0);
    expect(cache.totalSize).toBe(0);
  });
});

describe('sharedRead', () => {
  it('reads once for callers that arrive together, keeps the value for maxAgeMs, then reads again', async () => {
    const clock = fakeClock();
    const cache = new MemoryCache<'tree', Promise<number>>({ maxAgeMs: 60_000, clock });
    let reads = 0;
    const read = () => sharedRead(cache, 'tree', async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    clock.advance(59_000);
    expect(await read()).toBe(1);
    clock.advance(1000);
    expect(await Promise.all([read(), read()])).toEqual([2, 2]);
    expect(reads).toBe(2);
  });

  it('forgets a read that failed, so the next caller reads again', async () => {
    const cache = new MemoryCache<number, Promise<string>>();
    await expect(sharedRead(cache, 1, () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(cache.count).toBe(0);
    expect(await sharedRead(cache, 1, async () => 'back')).toBe('back');
  });

  it('starts a new read after the key was deleted during one; the older read failing does not drop the newer', async () => {
    const cache = new MemoryCache<number, Promise<string>>();
    let fail!: (error: Error) => void;
    const older = sharedRead(cache, 1, () => new Promise<string>((_resolve, reject) => (fail = reject)));
    cache.delete(1);
    const newer = sharedRead(cache, 1, async () => 'fresh');
    fail(new Error('stale read failed'));
    await expect(older).rejects.toThrow('stale read failed');
    expect(await newer).toBe('fresh');
    expect(cache.peek(1)).toBe(newer);
  });
});
