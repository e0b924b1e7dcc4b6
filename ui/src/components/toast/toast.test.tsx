import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../../test-support/fake-timers';
import { TOAST_DURATION_MS, Toast, ToastProvider, ToastViewport, useToast, type ToastNotice } from './toast';

// jsdom has no pointer capture; Radix releases it when a press on a notice ends (its swipe).
Element.prototype.hasPointerCapture ??= () => false;

/** A product page of the back office with a Save button that shows `notice`. */
function ProductPage({ notice }: { notice: ToastNotice }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(notice)}>
      Save
    </button>
  );
}

function renderWithNotice(notice: ToastNotice) {
  render(
    <ToastProvider>
      <ProductPage notice={notice} />
      <ToastViewport />
    </ToastProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

/** The live region Radix announces `text` through, once it has. */
async function announcementOf(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const announcement = screen.getAllByRole('status').find((status) => status.textContent?.includes(text));
    if (!announcement) throw new Error(`"${text}" was not announced`);
    return announcement;
  });
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice in the notice area with a named close button, and announces it politely', async () => {
    const region = renderWithNotice({ text: 'You saved the product.', tone: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = within(region).getByRole('listitem');
    expect(notice).toHaveTextContent('You saved the product.');
    expect(notice).toHaveAttribute('data-variant', 'success');
    expect(within(notice).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const announcement = await announcementOf('You saved the product.');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('Notification You saved the product.');
  });

  it('closes a success notice after 5 s, and not while the pointer or focus is on the notices', () => {
    vi.useFakeTimers();
    const region = renderWithNotice({ text: 'You canceled the order.', tone: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.pointerMove(region);
    advanceTimers(TOAST_DURATION_MS * 2);
    expect(screen.getByText('You canceled the order.')).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    advanceTimers(TOAST_DURATION_MS - 100);
    expect(screen.getByText('You canceled the order.')).toBeInTheDocument();

    act(() => within(region).getByRole('button', { name: 'Close' }).focus());
    advanceTimers(TOAST_DURATION_MS * 2);
    expect(screen.getByText('You canceled the order.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    advanceTimers(TOAST_DURATION_MS);
    expect(screen.queryByText('You canceled the order.')).not.toBeInTheDocument();
  });

  it('announces an error at once and keeps it until it is closed', async () => {
    renderWithNotice({ text: 'This order cannot be canceled.', tone: 'error' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await announcementOf('This order cannot be canceled.')).toHaveAttribute('aria-live', 'assertive');
    vi.useFakeTimers();
    advanceTimers(TOAST_DURATION_MS * 10);
    expect(screen.getByText('This order cannot be canceled.')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('This order cannot be canceled.')).not.toBeInTheDocument();
  });

  it('moves focus to the notices with F8; Tab reaches the close button and Escape closes the notice', async () => {
    const region = renderWithNotice({ text: 'You saved the product.', tone: 'info', duration: Infinity });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Radix listens for the key's code on the document.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    expect(within(region).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('You saved the product.')).not.toBeInTheDocument();
  });

  it('takes a title, a close label and a controlled open state', async () => {
    const onOpenChange = vi.fn();
    render(
      <ToastProvider label="Notice">
        <Toast open title="Order #000000012" text="You canceled the order." closeLabel="Dismiss" onOpenChange={onOpenChange} />
        <ToastViewport />
      </ToastProvider>,
    );
    expect(screen.getByText('Order #000000012')).toHaveAttribute('data-slot', 'toast-title');
    expect(screen.getByText('You canceled the order.').closest('li')).toHaveAttribute('data-variant', 'info');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('needs a provider for useToast', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ProductPage notice={{ text: 'You saved the product.' }} />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
