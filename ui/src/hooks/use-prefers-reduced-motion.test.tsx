import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** A `matchMedia` whose reduced-motion answer the test can change, telling the listeners. */
function stubReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listenerCount: () => listeners.size,
  };
}

describe('usePrefersReducedMotion', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the media query and follows changes of the setting', () => {
    const setting = stubReducedMotion(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(setting.listenerCount()).toBe(0);
  });

  it('lets an override win over the setting', () => {
    stubReducedMotion(true);
    expect(renderHook(() => usePrefersReducedMotion(false)).result.current).toBe(false);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true);
  });
});
