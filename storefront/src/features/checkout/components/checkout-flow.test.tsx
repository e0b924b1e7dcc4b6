import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock, systemClock } from '@shop/ui/clock';
import { HttpError } from '../../../lib/http-error';
import { CheckoutFlow } from './checkout-flow';
import { FIXTURE_SAVED_ADDRESS, fillCard, fillShipping, fixtureCalls } from './checkout.fixtures';

// jsdom has no ResizeObserver; Radix's checkbox measures its form input with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Typing through user-event and validating async takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => setClock({ now: () => new Date(2026, 4, 15, 12).getTime() }));
afterEach(() => setClock(systemClock));

const YEARS = [2026, 2027, 2028];

/** Once the methods are there: a guest's shipping address, Next, and the payment step shown. */
async function toPayment(user: UserEvent) {
  await screen.findByRole('radio', { name: /Flat Rate/ });
  await fillShipping({ user, canvas: screen });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('checkbox', { name: 'My billing and shipping address are the same' });
}

describe('CheckoutFlow', () => {
  it('takes a guest from the shipping address through the methods to a placed order', async () => {
    const user = userEvent.setup();
    const calls = fixtureCalls();
    const onPlaced = vi.fn();
    const onProgress = vi.fn();
    render(<CheckoutFlow calls={calls} guest currency="USD" onPlaced={onPlaced} onProgress={onProgress} years={YEARS} />);
    // The cheapest method is preselected, with its price.
    expect(await screen.findByRole('radio', { name: /\$5\.00 Fixed Flat Rate/ })).toBeChecked();
    await fillShipping({ user, canvas: screen });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('checkbox', { name: 'My billing and shipping address are the same' })).toBeChecked();
    // Analytics hears of each step done: the shipping with the method's title, then the payment.
    expect(onProgress.mock.calls).toEqual([[{ step: 'shipping', totals: expect.objectContaining({ currency: 'USD' }), shippingTier: 'Flat Rate - Fixed' }]]);
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByText('Tax').nextSibling).toHaveTextContent('$7.18');
    await fillCard({ user, canvas: screen }, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(expect.objectContaining({ increment_id: '000000001' })));
    expect(onProgress).toHaveBeenLastCalledWith({ step: 'payment', totals: expect.objectContaining({ currency: 'USD' }), paymentType: 'Credit Card' });
    expect(onProgress).toHaveBeenCalledTimes(2);
    expect(calls.orders).toHaveLength(1);
    expect(calls.orders[0]).toMatchObject({
      email: 'sam.lee@example.com',
      shipping_method: 'flatrate_flatrate',
      billing_same_as_shipping: true,
      shipping_address: { firstname: 'Sam', region_code: 'TX', postcode: '78701', street: ['100 Congress Ave', ''] },
      payment: { method: 'offline_card', ccType: 'VI' },
    });
    expect(calls.orders[0]!.idempotency_key).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  }, 60_000);

  it('keeps everything typed after a declined card and starts a new attempt; a lost answer is retried with the same key', async () => {
    const user = userEvent.setup();
    let answers = [
      () => Promise.reject(new HttpError(402, 'declined', { body: { message: 'Your card was declined.' } })),
      () => Promise.reject(new HttpError(0, 'no response')),
      () => Promise.resolve({ order_id: 2, increment_id: '000000002', redirect_url: '/checkout/onepage/success' }),
    ];
    const calls = fixtureCalls({ placeOrder: () => answers.shift()!() });
    const onPlaced = vi.fn();
    render(<CheckoutFlow calls={calls} guest currency="USD" onPlaced={onPlaced} years={YEARS} />);
    await toPayment(user);
    await fillCard({ user, canvas: screen }, '4000 0000 0000 0002');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });

    await user.click(placeOrder);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Credit Card Number' })).toHaveValue('4000 0000 0000 0002');
    expect(onPlaced).not.toHaveBeenCalled();

    await user.click(placeOrder);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await user.click(placeOrder);
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());

    const [declined, lost, retried] = calls.orders.map((order) => order.idempotency_key);
    expect(lost).not.toBe(declined);
    expect(retried).toBe(lost);
    answers = [];
  }, 60_000);

  it('sends one order for a double click', async () => {
    const user = userEvent.setup();
    let finish: (value: { order_id: number; increment_id: string; redirect_url: string }) => void = () => {};
    const calls = fixtureCalls({ placeOrder: () => new Promise((resolve) => (finish = resolve)) });
    render(<CheckoutFlow calls={calls} guest currency="USD" onPlaced={vi.fn()} years={YEARS} />);
    await toPayment(user);
    await fillCard({ user, canvas: screen }, '4111 1111 1111 1111');
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.orders).toHaveLength(1));
    finish({ order_id: 1, increment_id: '000000001', redirect_url: '/checkout/onepage/success' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(calls.orders).toHaveLength(1);
  }, 60_000);

  it('starts a signed-in customer on the default saved address and sends it without asking for an e-mail', async () => {
    const user = userEvent.setup();
    const calls = fixtureCalls({ savedAddresses: [FIXTURE_SAVED_ADDRESS] });
    render(<CheckoutFlow calls={calls} guest={false} currency="USD" onPlaced={vi.fn()} years={YEARS} />);
    expect(await screen.findByRole('radio', { name: /Ava Jones/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Email Address' })).not.toBeInTheDocument();
    await screen.findByRole('radio', { name: /Flat Rate/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('checkbox', { name: 'My billing and shipping address are the same' });
    await fillCard({ user, canvas: screen }, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.orders).toHaveLength(1));
    expect(calls.orders[0]).toMatchObject({ email: undefined, save_in_address_book: false, shipping_address: { region_code: 'MI', postcode: '49628-7978' } });
  }, 60_000);

  it('starts a guest’s shipping step where the cart page’s estimate shipped to, with its method chosen', async () => {
    const user = userEvent.setup();
    const estimate = vi.fn(fixtureCalls().estimate);
    const calls = { ...fixtureCalls({ remembered: { country_id: 'CA', region_code: 'ON', region: '', postcode: 'K1A 0B1', shipping_method: 'tablerate_bestway' } }), estimate };
    render(<CheckoutFlow calls={calls} guest currency="USD" onPlaced={vi.fn()} years={YEARS} />);
    expect(await screen.findByRole('radio', { name: /Table Rate/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    expect(screen.getByRole('combobox', { name: 'State/Province' })).toHaveValue('ON');
    expect(screen.getByRole('textbox', { name: 'Zip/Postal Code' })).toHaveValue('K1A 0B1');
    // The first estimate already asks for the destination and the method the cart kept.
    expect(estimate).toHaveBeenNthCalledWith(1, { country_id: 'CA', region_code: 'ON', postcode: 'K1A 0B1', shipping_method: 'tablerate_bestway' });
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(within(summary).getByText(/Best Way - Table Rate/)).toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: /Flat Rate/ }));
    expect(screen.getByRole('radio', { name: /Flat Rate/ })).toBeChecked();
  }, 60_000);

  it('keeps a signed-in customer on the saved address, with the method the cart page chose', async () => {
    const calls = fixtureCalls({ savedAddresses: [FIXTURE_SAVED_ADDRESS], remembered: { country_id: 'FR', region_code: '', region: '', postcode: '', shipping_method: 'tablerate_bestway' } });
    render(<CheckoutFlow calls={calls} guest={false} currency="USD" onPlaced={vi.fn()} years={YEARS} />);
    expect(await screen.findByRole('radio', { name: /Ava Jones/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Table Rate/ })).toBeChecked();
  }, 60_000);
});
