import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, getClock, nowSeconds, setClock, systemClock } from '.';

afterEach(() => {
  vi.useRealTimers();
});

describe('clock', () => {
  it('follows fake timers installed after import', () => {
    vi.useFakeTimers({ now: 10_500 });
    const spy = vi.fn();
    systemClock.setTimeout(spy, 100);
    vi.advanceTimersByTime(99);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledOnce();
    expect(systemClock.now()).toBe(10_600);
    expect(nowSeconds()).toBe(10);
  });

  it('cancels timers', () => {
    vi.useFakeTimers();
    const spy = vi.fn();
    systemClock.clearTimeout(systemClock.setTimeout(spy, 10));
    vi.advanceTimersByTime(20);
    expect(spy).not.toHaveBeenCalled();
  });

  it('can be replaced and restored', () => {
    const fixed = { ...systemClock, now: () => 42 };
    const restore = setClock(fixed);
    expect(getClock().now()).toBe(42);
    restore();
    expect(getClock()).toBe(systemClock);
  });

  it('runs after-paint work after an animation frame and a task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'Date'] });
    const spy = vi.fn();
    afterNextPaint(spy);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(spy).not.toHaveBeenCalled();
    // Fake timers run a 0 ms task one millisecond later.
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledOnce();
  });
});
