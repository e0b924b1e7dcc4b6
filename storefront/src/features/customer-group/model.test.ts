import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkGroupChange, groupUpdateRequestFor, type GroupChangeEffects } from './model';

function effects() {
  return { scrollToTop: vi.fn(), showMessage: vi.fn(), redirect: vi.fn() } satisfies GroupChangeEffects;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('groupUpdateRequestFor', () => {
  it('needs both the customer id and group_id', () => {
    expect(groupUpdateRequestFor({ id: 5, group_id: 2 })).toEqual({ customerId: 5, customerGroupIdFromCustomerData: 2 });
    expect(groupUpdateRequestFor({ id: 5, group_id: 0 })).toEqual({ customerId: 5, customerGroupIdFromCustomerData: 0 });
    expect(groupUpdateRequestFor({ id: 5 })).toBeNull();
    expect(groupUpdateRequestFor({ group_id: 1 })).toBeNull();
    expect(groupUpdateRequestFor({ id: '', group_id: 1 })).toBeNull();
    expect(groupUpdateRequestFor(undefined)).toBeNull();
  });
});

describe('checkGroupChange', () => {
  const logoutUrl = 'http://shop.test/customer/account/logout';

  it('posts nothing for a guest', async () => {
    const post = vi.fn();
    await expect(checkGroupChange({ customer: {}, post, effects: effects(), logoutUrl })).resolves.toBe('skipped');
    expect(post).not.toHaveBeenCalled();
  });

  it('on result true scrolls to the top, shows the message and logs out after 5000 ms', async () => {
    const page = effects();
    const post = vi.fn().mockResolvedValue({ result: true, message: 'Your customer group changed. You will be signed out.' });
    const outcome = await checkGroupChange({ customer: { id: 5, group_id: 1 }, post, effects: page, logoutUrl });
    expect(outcome).toBe('logout-scheduled');
    expect(post).toHaveBeenCalledWith({ customerId: 5, customerGroupIdFromCustomerData: 1 });
    expect(page.scrollToTop).toHaveBeenCalledOnce();
    expect(page.showMessage).toHaveBeenCalledWith('Your customer group changed. You will be signed out.');
    vi.advanceTimersByTime(4999);
    expect(page.redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.redirect).toHaveBeenCalledWith(logoutUrl);
  });

  it('does nothing visible for any other answer or a failure', async () => {
    const page = effects();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const post of [
      vi.fn().mockResolvedValue({ result: false, message: 'No change' }),
      vi.fn().mockRejectedValue(new Error('offline')),
    ]) {
      await expect(checkGroupChange({ customer: { id: 5, group_id: 1 }, post, effects: page, logoutUrl })).resolves.toBe('unchanged');
    }
    vi.advanceTimersByTime(10_000);
    expect(page.scrollToTop).not.toHaveBeenCalled();
    expect(page.showMessage).not.toHaveBeenCalled();
    expect(page.redirect).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
