import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader, useLoader } from './loader';

describe('useLoader', () => {
  it('stays loading until every show() has its hide()', () => {
    const { result } = renderHook(() => useLoader());
    expect(result.current.isLoading).toBe(false);
    act(() => {
      result.current.show();
      result.current.show();
    });
    expect(result.current.count).toBe(2);
    act(() => result.current.hide());
    expect(result.current.isLoading).toBe(true);
    act(() => result.current.hide());
    expect(result.current.isLoading).toBe(false);
  });

  it('never counts below 0, and reset() forgets pending work', () => {
    const { result } = renderHook(() => useLoader());
    act(() => result.current.hide());
    expect(result.current.count).toBe(0);
    act(() => {
      result.current.show();
      result.current.show();
      result.current.reset();
    });
    expect(result.current.count).toBe(0);
  });

  it('counts a promise while it is pending, even when it fails', async () => {
    const { result } = renderHook(() => useLoader());
    let finish!: (value: string) => void;
    let fail!: (reason: Error) => void;
    let done: Promise<string> | undefined;
    let failed: Promise<unknown> | undefined;
    act(() => {
      done = result.current.track(new Promise<string>((resolve) => (finish = resolve)));
      failed = result.current.track(new Promise((_, reject) => (fail = reject))).catch((error: unknown) => error);
    });
    expect(result.current.count).toBe(2);
    await act(async () => {
      finish('cart');
      await done;
    });
    expect(result.current.count).toBe(1);
    await act(async () => {
      fail(new Error('offline'));
      await failed;
    });
    expect(result.current.isLoading).toBe(false);
    await expect(done).resolves.toBe('cart');
  });
});

describe('Loader', () => {
  it("announces 'Please wait...' in a status region while active", () => {
    const { rerender } = render(<Loader />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<Loader active />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Please wait...');
    expect(status.closest('[data-slot="loader"]')).toHaveAttribute('data-state', 'visible');
  });

  it("can say 'Loading...' instead", () => {
    render(<Loader active text="Loading..." variant="inline" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
