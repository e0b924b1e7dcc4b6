import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieStatus } from './cookie-status';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CookieStatus', () => {
  it('opens when navigator.cookieEnabled is false and closes with Close', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<CookieStatus onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cookies are disabled' });
    expect(dialog).toHaveAccessibleDescription(/This shop needs cookies/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays hidden when cookies work', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(true);
    render(<CookieStatus />);
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the cookie state as a prop and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<CookieStatus cookiesEnabled={false} />);
    const dialog = screen.getByRole('dialog', { name: 'Cookies are disabled' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
