import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkGroupChange, GROUP_RECHECK_INTERVAL_MS, groupUpdateRequestFor, parseGroupConfirmation, type GroupChangeEffects } from './model';
import { fakeTimersInEachTest } from '../../../test-support/fake-timers';

function effects() {
  return { scrollToTop: vi.fn(), showMessage: vi.fn(), redirect: vi.fn() } satisfies GroupChangeEffects;
}

fakeTimersInEachTest();

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

describe('parseGroupConfirmation', () => {
  it('reads a kept confirmation and refuses anything else', () => {
    expect(parseGroupConfirmation({ customerId: 5, groupId: 1, at: 1000 })).toEqual({ customerId: 5, groupId: 1, at: 1000 });
    for (const value of [null, 'x', {}, { customerId: 5, groupId: 1 }, { customerId: '', groupId: 1, at: 1 }, { customerId: 5, groupId: 1, at: 'now' }]) {
      expect(parseGroupConfirmation(value)).toBeNull();
    }
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

describe('checkGroupChange: when a page view asks the server', () => {
  const logoutUrl = 'http://shop.test/customer/account/logout';
  const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
  const MINUTE = 60_000;
  const unchanged = () => vi.fn().mockResolvedValue({ result: false, message: '' });

  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it('posts nothing while the customer section is younger than the re-check interval: its group_id was read then', async () => {
    const post = unchanged();
    const justBuilt = { id: 5, group_id: 1, data_id: (NOW - 4 * MINUTE) / 1000 };
    await expect(checkGroupChange({ customer: justBuilt, post, effects: effects(), logoutUrl })).resolves.toBe('trusted');
    expect(post).not.toHaveBeenCalled();

    const older = { id: 5, group_id: 1, data_id: (NOW - GROUP_RECHECK_INTERVAL_MS) / 1000 };
    await expect(checkGroupChange({ customer: older, post, effects: effects(), logoutUrl })).resolves.toBe('unchanged');
    expect(post).toHaveBeenCalledExactlyOnceWith({ customerId: 5, customerGroupIdFromCustomerData: 1 });
  });

  it('does not trust a section dated in the future (a browser clock behind the server)', async () => {
    const post = unchanged();
    await checkGroupChange({ customer: { id: 5, group_id: 1, data_id: (NOW + 60 * MINUTE) / 1000 }, post, effects: effects(), logoutUrl });
    expect(post).toHaveBeenCalledOnce();
  });

  it('records the server\'s confirmation, and trusts it for the re-check interval for that customer and group only', async () => {
    const onConfirmed = vi.fn();
    const post = unchanged();
    const customer = { id: 5, group_id: 1, data_id: (NOW - 60 * MINUTE) / 1000 };
    await checkGroupChange({ customer, post, effects: effects(), logoutUrl, onConfirmed });
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith({ customerId: 5, groupId: 1, at: NOW });

    const confirmation = { customerId: 5, groupId: 1, at: NOW - 4 * MINUTE };
    await expect(checkGroupChange({ customer, post, effects: effects(), logoutUrl, confirmation })).resolves.toBe('trusted');
    expect(post).toHaveBeenCalledOnce();
    // Another group, another customer, or an old confirmation: asked again.
    for (const other of [
      { ...confirmation, groupId: 2 },
      { ...confirmation, customerId: 6 },
      { ...confirmation, at: NOW - GROUP_RECHECK_INTERVAL_MS },
    ]) {
      await checkGroupChange({ customer, post, effects: effects(), logoutUrl, confirmation: other });
    }
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('with awaitingCustomerGroupId: posts nothing when the section shows that group, and logs out when it does not', async () => {
    const stale = { id: 5, group_id: 1, data_id: (NOW - 60 * MINUTE) / 1000 };
    const quiet = unchanged();
    await expect(checkGroupChange({ customer: stale, post: quiet, effects: effects(), logoutUrl, awaitingCustomerGroupId: 1 })).resolves.toBe('trusted');
    expect(quiet).not.toHaveBeenCalled();

    // Even a section just built is asked about when the page expects another group.
    const page = effects();
    const post = vi.fn().mockResolvedValue({ result: true, message: 'Signed out soon.' });
    const fresh = { ...stale, data_id: NOW / 1000 };
    await expect(checkGroupChange({ customer: fresh, post, effects: page, logoutUrl, awaitingCustomerGroupId: 2 })).resolves.toBe('logout-scheduled');
    expect(post).toHaveBeenCalledExactlyOnceWith({ customerId: 5, customerGroupIdFromCustomerData: 1 });
    expect(page.showMessage).toHaveBeenCalledWith('Signed out soon.');
  });

  it('changes nothing when the check is cancelled while the request is on its way (the page moved on)', async () => {
    const page = effects();
    const controller = new AbortController();
    const onConfirmed = vi.fn();
    const post = vi.fn().mockImplementation(async () => {
      controller.abort();
      return { result: true, message: 'Signed out soon.' };
    });
    await expect(
      checkGroupChange({ customer: { id: 5, group_id: 1 }, post, effects: page, logoutUrl, onConfirmed, signal: controller.signal }),
    ).resolves.toBe('cancelled');
    vi.advanceTimersByTime(10_000);
    expect(page.scrollToTop).not.toHaveBeenCalled();
    expect(page.showMessage).not.toHaveBeenCalled();
    expect(page.redirect).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
