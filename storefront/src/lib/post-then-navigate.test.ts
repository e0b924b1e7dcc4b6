import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '@shop/ui/logger';
import { usePostThenNavigate, type NavigatingAnswer } from './post-then-navigate';

function setup() {
  const navigate = vi.fn();
  const hook = renderHook(() => usePostThenNavigate<'save' | 'remove'>(navigate));
  return { navigate, hook };
}

describe('usePostThenNavigate', () => {
  it('is pending with its tag while the change is sent, then goes where a success says, staying pending', async () => {
    const { navigate, hook } = setup();
    let answer!: (value: NavigatingAnswer) => void;
    let leaving: Promise<boolean> | undefined;
    act(() => {
      leaving = hook.result.current.post('remove', () => new Promise((resolve) => (answer = resolve)));
    });
    expect(hook.result.current.pending).toBe('remove');
    await act(async () => answer({ success: true, redirectUrl: '/customer/address/', message: 'You deleted the address.' }));
    await expect(leaving).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/customer/address/');
    expect(hook.result.current.pending).toBe('remove');
    expect(hook.result.current.message).toBeUndefined();
  });

  it("shows a refusal's message and ends pending; the next post clears it", async () => {
    const { navigate, hook } = setup();
    await act(async () => {
      await expect(hook.result.current.post('save', async () => ({ success: false, message: 'Please check the address.' }))).resolves.toBe(false);
    });
    expect(hook.result.current).toMatchObject({ pending: null, message: 'Please check the address.' });
    expect(navigate).not.toHaveBeenCalled();
    let answer!: (value: NavigatingAnswer) => void;
    act(() => {
      void hook.result.current.post('save', () => new Promise((resolve) => (answer = resolve)));
    });
    expect(hook.result.current.message).toBeUndefined();
    await act(async () => answer({ success: false }));
    // A refusal without a message still says something.
    expect(hook.result.current.message).toBe('Something went wrong.');
    act(() => hook.result.current.clearMessage());
    expect(hook.result.current.message).toBeUndefined();
  });

  it("turns a call that failed (no answer, a server error) into 'Something went wrong.', logged", async () => {
    const { navigate, hook } = setup();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await act(async () => {
      await hook.result.current.post('save', async () => Promise.reject(new Error('status 500')));
    });
    expect(hook.result.current).toMatchObject({ pending: null, message: 'Something went wrong.' });
    expect(error).toHaveBeenCalledWith('The change could not be sent', expect.any(Error));
    expect(navigate).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('stays without a message after a success that names no next page', async () => {
    const { navigate, hook } = setup();
    await act(async () => {
      await hook.result.current.post('save', async () => ({ success: true }));
    });
    expect(hook.result.current).toMatchObject({ pending: null, message: undefined });
    expect(navigate).not.toHaveBeenCalled();
  });
});
