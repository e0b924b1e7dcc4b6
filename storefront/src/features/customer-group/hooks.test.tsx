import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../lib/http';
import { createFakeFetch, jsonResponse } from '../../lib/testing';
import { useGroupChangeLogout } from './hooks';
import type { CustomerIdentity } from './model';

function GroupNotice({ customer, options }: { customer: CustomerIdentity | undefined; options: Parameters<typeof useGroupChangeLogout>[1] }) {
  const notice = useGroupChangeLogout(customer, options);
  return notice ? (
    <div role="status" className={notice.className}>
      {notice.message}
    </div>
  ) : null;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGroupChangeLogout', () => {
  it('posts once per customer, shows the notice with classes message notice and logs out after 5 s', async () => {
    const fake = createFakeFetch(() => jsonResponse(JSON.stringify({ result: true, message: 'Please sign in again.' })));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    const scrollToTop = vi.fn();
    const redirect = vi.fn();
    const options = { http, groupUpdateUrl: 'rest/V1/customer-group/update', baseUrl: 'http://shop.test/', effects: { scrollToTop, redirect } };
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
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(redirect).toHaveBeenCalledWith('http://shop.test/customer/account/logout');
  });

  it('stays silent for a guest', async () => {
    const fake = createFakeFetch(() => jsonResponse('{}'));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    render(<GroupNotice customer={{}} options={{ http, groupUpdateUrl: 'x', baseUrl: 'http://shop.test/' }} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fake.calls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
