import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeout } from './use-timeout';

describe('useTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the callback after the delay, and a restart pushes it back', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useTimeout());
    result.current.start(callback, 300);
    vi.advanceTimersByTime(200);
    result.current.start(callback, 300);
    vi.advanceTimersByTime(299);
    expect(callback).not.toHaveBeenCalled();
    expect(result.current.isPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(result.current.isPending()).toBe(false);
  });

  it('can be cancelled, and is cancelled on unmount', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useTimeout());
    result.current.start(callback, 100);
    result.current.clear();
    vi.advanceTimersByTime(100);
    result.current.start(callback, 100);
    unmount();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});
