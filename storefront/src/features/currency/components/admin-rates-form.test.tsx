import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RatesForm } from './admin-rates-form';

describe('RatesForm', () => {
  it('shows each currency\'s rate, refuses a rate that is not positive or has 7 decimals, and saves the typed rates', async () => {
    const onSave = vi.fn(async () => {});
    render(<RatesForm base="USD" rates={[{ currency: 'EUR', rate: '0.92' }, { currency: 'AED', rate: null }]} onSave={onSave} />);
    const user = userEvent.setup();
    const eur = screen.getByRole('textbox', { name: /1 USD in EUR/ });
    const aed = screen.getByRole('textbox', { name: /1 USD in AED/ });
    expect(eur).toHaveValue('0.92');
    expect(aed).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save Currency Rates' }));
    expect(await screen.findByText('Please enter a number greater than 0 in this field.')).toBeInTheDocument();
    await user.type(aed, '3.67250001');
    await user.click(screen.getByRole('button', { name: 'Save Currency Rates' }));
    expect(await screen.findByText('Please enter a rate with at most 6 decimal places.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(aed);
    await user.type(aed, '3.6725');
    await user.click(screen.getByRole('button', { name: 'Save Currency Rates' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ EUR: '0.92', AED: '3.6725' }, expect.anything()));
  });
});
