import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStickyHeader } from './use-sticky-header';

function Probe({ onClear }: { onClear: () => void }) {
  const state = useStickyHeader({ onClearAutocomplete: onClear });
  return <p data-testid="state">{`${state.phase}:${state.wrapperPadding}`}</p>;
}

function scrollTo(y: number, width: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('scroll'));
}

describe('useStickyHeader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    scrollTo(0, 1024);
  });

  it('applies a desktop scroll after 25 ms', () => {
    render(<Probe onClear={() => {}} />);
    scrollTo(100, 1280);
    act(() => vi.advanceTimersByTime(24));
    expect(screen.getByTestId('state')).toHaveTextContent('static:0');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('state')).toHaveTextContent('sticky:166');
  });

  it('applies a mobile scroll after 100 ms and clears the autocomplete', () => {
    const onClear = vi.fn();
    render(<Probe onClear={onClear} />);
    scrollTo(10, 390);
    act(() => vi.advanceTimersByTime(99));
    expect(onClear).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('state')).toHaveTextContent('sticky:152');
    expect(onClear).toHaveBeenCalledTimes(1);
    scrollTo(0, 390);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('state')).toHaveTextContent('reset:0');
  });

  it('keeps what the browser scrolls to below the fixed header, and only while it is fixed', () => {
    const { unmount } = render(<Probe onClear={() => {}} />);
    const root = document.documentElement;
    expect(root.style.scrollPaddingTop).toBe('');
    scrollTo(100, 1280);
    act(() => vi.advanceTimersByTime(25));
    expect(root.style.scrollPaddingTop).toBe('166px');
    scrollTo(0, 1280);
    act(() => vi.advanceTimersByTime(25));
    expect(root.style.scrollPaddingTop).toBe('');
    scrollTo(100, 1280);
    act(() => vi.advanceTimersByTime(25));
    unmount();
    expect(root.style.scrollPaddingTop).toBe('');
  });
});
