import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartEstimateCalls } from '../api';
import { useCartEstimate } from '../use-cart-estimate';
import { fixtureCartEstimateCalls } from './cart-estimate.fixtures';
import { EstimateShipping, EstimateTotals } from './estimate-shipping';

configure({ asyncUtilTimeout: 5000 });

/** The block and the totals as the cart page places them. */
function CartSummary({ calls }: { calls: CartEstimateCalls }) {
  const state = useCartEstimate(calls, '3:14100');
  return (
    <aside aria-label="Summary">
      <EstimateShipping state={state} currency="USD" />
      <dl>
        <EstimateTotals state={state} />
      </dl>
    </aside>
  );
}

/** The amount of the summary's row named `label` (the term's whole text, its parts read as one). */
const total = (label: string) =>
  within(screen.getByRole('complementary', { name: 'Summary' }))
    .getAllByRole('term')
    .find((term) => term.textContent === label)?.nextSibling;

describe('Estimate Shipping and Tax', () => {
  it('opens by keyboard, prices the destination as it is chosen, keeps it with the cart and updates the totals', async () => {
    const user = userEvent.setup();
    const calls = fixtureCartEstimateCalls();
    const estimate = vi.spyOn(calls, 'estimate');
    render(<CartSummary calls={calls} />);
    // Priced for the default country as soon as the page has the cart; nothing kept yet.
    await waitFor(() => expect(total('Order Total')).toHaveTextContent('$141.00'));
    expect(total('Shipping (Free Shipping - Free)')).toHaveTextContent('$0.00');
    expect(total('Tax')).toHaveTextContent('$0.00');
    expect(estimate).toHaveBeenCalledWith({ country_id: 'US' });
    expect(calls.kept).toEqual([]);

    const trigger = screen.getByRole('button', { name: 'Estimate Shipping and Tax' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Enter your destination to get a shipping estimate.')).toBeVisible();

    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
    await user.tab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State/Province' }), 'California');
    await user.type(screen.getByRole('textbox', { name: 'Zip/Postal Code' }), '90001');
    // 8.25 % of $141.00 is $11.63.
    await waitFor(() => expect(total('Tax')).toHaveTextContent('$11.63'));
    expect(total('Order Total')).toHaveTextContent('$152.63');
    await waitFor(() => expect(calls.kept.at(-1)).toEqual({ country_id: 'US', region_code: 'CA', postcode: '90001' }));

    // The methods are radio buttons, chosen by the arrow keys.
    const free = screen.getByRole('radio', { name: /Free Shipping Free \$0\.00/ });
    expect(free).toBeChecked();
    free.focus();
    await user.keyboard('{ArrowDown}');
    const flat = screen.getByRole('radio', { name: /Flat Rate Fixed \$15\.00/ });
    expect(flat).toBeChecked();
    await waitFor(() => expect(total('Shipping (Flat Rate - Fixed)')).toHaveTextContent('$15.00'));
    expect(total('Order Total')).toHaveTextContent('$167.63');
    expect(calls.kept.at(-1)).toEqual({ country_id: 'US', region_code: 'CA', postcode: '90001', shipping_method: 'flatrate_flatrate' });
  }, 30_000);

  it('starts from what the cart kept: the destination in the fields, its method chosen, its totals', async () => {
    const calls = fixtureCartEstimateCalls({ remembered: { country_id: 'US', region_code: 'MI', region: '', postcode: '49628', shipping_method: 'flatrate_flatrate' } });
    render(<CartSummary calls={calls} />);
    await waitFor(() => expect(total('Shipping (Flat Rate - Fixed)')).toHaveTextContent('$15.00'));
    // 6 % of $141.00.
    expect(total('Tax')).toHaveTextContent('$8.46');
    expect(screen.getByRole('combobox', { name: 'State/Province', hidden: true })).toHaveValue('MI');
    expect(screen.getByRole('textbox', { name: 'Zip/Postal Code', hidden: true })).toHaveValue('49628');
    expect(screen.getByRole('radio', { name: /Flat Rate/, hidden: true })).toBeChecked();
    // Reading back is no change: nothing is kept again.
    expect(calls.kept).toEqual([]);
  });

  it('shows the kit’s message for a postcode out of the country’s format and prices without it', async () => {
    const user = userEvent.setup();
    const calls = fixtureCartEstimateCalls();
    const estimate = vi.spyOn(calls, 'estimate');
    render(<CartSummary calls={calls} />);
    await user.click(screen.getByRole('button', { name: 'Estimate Shipping and Tax' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip/Postal Code' }), '123');
    await user.tab();
    expect(await screen.findByText('Please enter a valid zip code (Ex: 90602 or 90602-1234).')).toBeVisible();
    expect(estimate.mock.calls.every(([request]) => request.postcode === undefined)).toBe(true);
  }, 30_000);

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const calls = fixtureCartEstimateCalls();
    render(<CartSummary calls={calls} />);
    await user.click(screen.getByRole('button', { name: 'Estimate Shipping and Tax' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip/Postal Code' }), '00000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid zip code (Ex: 90602 or 90602-1234).');
  }, 30_000);
});
