import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiscountForm } from './discount-form';

const calls = () => ({ apply: vi.fn(async () => ({ success: true })), cancel: vi.fn(async () => ({ success: true })) });

describe('DiscountForm ("Apply Discount Code")', () => {
  it('is closed without a code; by keyboard it opens, takes a code and applies it trimmed', async () => {
    const user = userEvent.setup();
    const { apply, cancel } = calls();
    render(<DiscountForm appliedCode={undefined} apply={apply} cancel={cancel} />);
    const trigger = screen.getByRole('button', { name: 'Apply Discount Code' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByLabelText('Enter discount code')).toHaveFocus();
    await user.keyboard('  welcome10 {Enter}');
    await waitFor(() => expect(apply).toHaveBeenCalledWith('welcome10'));
    expect(cancel).not.toHaveBeenCalled();
  });

  it('refuses an empty code with the required message, calling nothing', async () => {
    const user = userEvent.setup();
    const { apply, cancel } = calls();
    render(<DiscountForm appliedCode={undefined} apply={apply} cancel={cancel} />);
    await user.click(screen.getByRole('button', { name: 'Apply Discount Code' }));
    await user.click(screen.getByRole('button', { name: 'Apply Discount' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Enter discount code')).toHaveAttribute('aria-invalid', 'true');
    expect(apply).not.toHaveBeenCalled();
  });

  it('shows an applied code open and read-only, with "Cancel Coupon"', async () => {
    const user = userEvent.setup();
    const { apply, cancel } = calls();
    render(<DiscountForm appliedCode="WELCOME10" apply={apply} cancel={cancel} />);
    expect(screen.getByRole('button', { name: 'Apply Discount Code' })).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByLabelText('Enter discount code');
    expect(field).toHaveValue('WELCOME10');
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Apply Discount' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Coupon' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(apply).not.toHaveBeenCalled();
  });

  it('follows the cart: the field empties, the block stays open and the button turns back once the code is canceled', () => {
    const { apply, cancel } = calls();
    const { rerender } = render(<DiscountForm appliedCode="WELCOME10" apply={apply} cancel={cancel} />);
    rerender(<DiscountForm appliedCode={undefined} apply={apply} cancel={cancel} />);
    expect(screen.getByRole('button', { name: 'Apply Discount Code' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Enter discount code')).toHaveValue('');
    expect(screen.getByLabelText('Enter discount code')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Apply Discount' })).toBeInTheDocument();
  });

  it('opens by itself when a code arrives (applied in checkout, or another tab)', () => {
    const { apply, cancel } = calls();
    const { rerender } = render(<DiscountForm appliedCode={undefined} apply={apply} cancel={cancel} />);
    rerender(<DiscountForm appliedCode="WELCOME10" apply={apply} cancel={cancel} />);
    expect(screen.getByRole('button', { name: 'Apply Discount Code' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Enter discount code')).toHaveValue('WELCOME10');
  });
});
