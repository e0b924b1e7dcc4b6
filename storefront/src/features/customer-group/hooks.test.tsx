import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../lib/http';
import { MemoryStorage } from '../../lib/storage';
import { createFakeFetch, jsonResponse } from '../../../test-support/browser-doubles';
import { useGroupChangeLogout } from './hooks';
import { GROUP_RECHECK_INTERVAL_MS, type CustomerIdentity } from './model';
import { fakeTimersInEachTest } from '../../../test-support/fake-timers';

function GroupNotice({ customer, options }: { customer: CustomerIdentity | undefined; options: Parameters<typeof useGroupChangeLogout>[1] }) {
  const notice = useGroupChangeLogout(customer, options);
  return notice ? (
    <div role="status" className={notice.className}>
      {notice.message}
    </div>
  ) : null;
}

fakeTimersInEachTest();

describe('useGroupChangeLogout', () => {
  it('posts once per customer, shows the notice with classes message notice and logs out after 5 s', async () => {
    const fake = createFakeFetch(() => jsonResponse(JSON.stringify({ result: true, message: 'Please sign in again.' })));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    const scrollToTop = vi.fn();
    const redirect = vi.fn();
    const options = { http, baseUrl: 'http://shop.test/', effects: { scrollToTop, redirect } };
    const { rerender } = render(<GroupNotice customer={{ id: 7, group_id: 1 }} options={options} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    rerender(<GroupNotice customer={{ id: 7, group_id: 1 }} options={options} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Please sign in again.');
    expect(notice).toHaveClass('message', 'notice');
    expect(scrollToTop).toHaveBeenCalledOnce();
    expect(fake.calls).toHaveLength(1);
    expect(JSON.parse(String(fake.calls[0]?.body))).toEqual({ customerId: 7, customerGroupIdFromCustomerData: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(redirect).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('http://shop.test/customer/account/logout');
  });

  it('stays silent for a guest', async () => {
    const fake = createFakeFetch(() => jsonResponse('{}'));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    render(<GroupNotice customer={{}} options={{ http, baseUrl: 'http://shop.test/' }} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fake.calls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('useGroupChangeLogout: what a page view costs', () => {
  const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

  function setup(answer: { result: boolean; message: string } = { result: false, message: '' }) {
    const fake = createFakeFetch(() => jsonResponse(JSON.stringify(answer)));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    const redirect = vi.fn();
    // One storage for every page view: what the browser keeps between them.
    const storage = new MemoryStorage();
    const options = { http, baseUrl: 'http://shop.test/', storage, effects: { scrollToTop: vi.fn(), redirect } };
    return { fake, options, redirect };
  }

  async function settle() {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }

  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it('scrolls the page smoothly to the top when the group changed', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { options, redirect } = setup({ result: true, message: 'Please sign in again.' });
    render(<GroupNotice customer={{ id: 7, group_id: 1 }} options={{ ...options, effects: { redirect } }} />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in again.');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('posts nothing for a customer whose section the server has just built', async () => {
    const { fake, options } = setup();
    render(<GroupNotice customer={{ id: 7, group_id: 1, data_id: NOW / 1000 - 10 }} options={options} />);
    await settle();
    expect(fake.calls).toHaveLength(0);
  });

  it('asks once, then posts nothing on the page views that follow until the re-check interval has passed', async () => {
    const { fake, options } = setup();
    const cached = { id: 7, group_id: 1, data_id: NOW / 1000 - 3600 };
    const first = render(<GroupNotice customer={cached} options={options} />);
    await settle();
    expect(fake.calls).toHaveLength(1);
    first.unmount();

    // Two more full page views within the interval.
    for (let view = 0; view < 2; view++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      const next = render(<GroupNotice customer={cached} options={options} />);
      await settle();
      next.unmount();
    }
    expect(fake.calls).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(GROUP_RECHECK_INTERVAL_MS);
    });
    render(<GroupNotice customer={cached} options={options} />);
    await settle();
    expect(fake.calls).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('checks again on a later page view of the same page (a client-side navigation) once the interval has passed', async () => {
    const { fake, options } = setup();
    const cached = { id: 7, group_id: 1, data_id: NOW / 1000 };
    const { rerender } = render(<GroupNotice customer={cached} options={{ ...options, pageView: 'a' }} />);
    await settle();
    rerender(<GroupNotice customer={cached} options={{ ...options, pageView: 'b' }} />);
    await settle();
    expect(fake.calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GROUP_RECHECK_INTERVAL_MS);
    });
    rerender(<GroupNotice customer={cached} options={{ ...options, pageView: 'c' }} />);
    await settle();
    expect(fake.calls).toHaveLength(1);
  });

  it('logs out when the page expects another group than the section shows (awaitingCustomerGroupId), and a navigation does not cancel it', async () => {
    const { fake, options, redirect } = setup({ result: true, message: 'Please sign in again.' });
    const fresh = { id: 7, group_id: 1, data_id: NOW / 1000 };
    const { rerender } = render(<GroupNotice customer={fresh} options={{ ...options, awaitingCustomerGroupId: 2, pageView: 'a' }} />);
    await settle();
    expect(fake.calls).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in again.');
    rerender(<GroupNotice customer={fresh} options={{ ...options, awaitingCustomerGroupId: 2, pageView: 'b' }} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(fake.calls).toHaveLength(1);
    expect(redirect).toHaveBeenCalledExactlyOnceWith('http://shop.test/customer/account/logout');
  });

  it('posts nothing when the section shows the group the page expects', async () => {
    const { fake, options } = setup();
    render(<GroupNotice customer={{ id: 7, group_id: 2, data_id: NOW / 1000 - 3600 }} options={{ ...options, awaitingCustomerGroupId: 2 }} />);
    await settle();
    expect(fake.calls).toHaveLength(0);
  });
});
