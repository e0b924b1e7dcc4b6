import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import type { SavedAddress, ShippingMethod } from './contract';
import {
  ACCOUNT_FROM_ORDER_MINUTES,
  accountOfferOpen,
  cardPayment,
  CHECKOUT_TEXTS,
  chosenMethod,
  destinationOf,
  initialSavedAddress,
  keyAfterFailure,
  newAttemptKey,
  refusalMessage,
  sameDestination,
  savedAddressLabel,
  savedAddressValues,
  isSameAddress,
  shippingStepProblem,
} from './model';

const method = (code: string, amount: number): ShippingMethod => ({
  code,
  carrier_code: code.split('_')[0]!,
  method_code: code.split('_')[1]!,
  carrier_title: 'Flat Rate',
  method_title: 'Fixed',
  amount,
});

const saved = (id: number, overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  firstname: 'Ava',
  lastname: 'Jones',
  street: ['1 Main St'],
  city: 'Austin',
  country_id: 'US',
  region_code: 'TX',
  region: 'Texas',
  postcode: '78701',
  telephone: '512-555-0100',
  is_default_shipping: false,
  is_default_billing: false,
  ...overrides,
});

describe('destination of an address', () => {
  it('keeps the country, a listed region and a postcode that fits the country', () => {
    expect(destinationOf({ country_id: 'US', region_code: 'TX', postcode: ' 78701 ' })).toEqual({ country_id: 'US', region_code: 'TX', postcode: '78701' });
    expect(destinationOf({ country_id: 'US', region_code: '', postcode: '' })).toEqual({ country_id: 'US' });
    expect(destinationOf({ country_id: 'US', postcode: '787' })).toEqual({ country_id: 'US' });
    // A region code that the country does not list (left from another country) is left out.
    expect(destinationOf({ country_id: 'GB', region_code: 'TX' })).toEqual({ country_id: 'GB' });
    expect(destinationOf({ country_id: 'XX' })).toBeNull();
  });

  it('compares destinations by what prices them', () => {
    expect(sameDestination({ country_id: 'US', postcode: '78701' }, { country_id: 'US', postcode: '78701' })).toBe(true);
    expect(sameDestination({ country_id: 'US' }, { country_id: 'US', region_code: 'TX' })).toBe(false);
    expect(sameDestination(null, null)).toBe(true);
  });
});

describe('shipping method and Next', () => {
  const methods = [method('flatrate_flatrate', 500), method('tablerate_bestway', 1500)];

  it('preselects the cheapest (first) method and keeps an offered choice', () => {
    expect(chosenMethod(methods, null)).toBe('flatrate_flatrate');
    expect(chosenMethod(methods, 'tablerate_bestway')).toBe('tablerate_bestway');
    expect(chosenMethod(methods, 'gone_away')).toBe('flatrate_flatrate');
    expect(chosenMethod([], 'flatrate_flatrate')).toBeNull();
  });

  it('allows Next once an offered method is selected, with Magento’s messages otherwise', () => {
    expect(shippingStepProblem({ estimating: false, methods, selected: 'flatrate_flatrate' })).toBeNull();
    expect(shippingStepProblem({ estimating: false, methods: [], selected: null })).toBe(CHECKOUT_TEXTS.noShippingMethods);
    expect(shippingStepProblem({ estimating: false, methods, selected: 'gone_away' })).toBe(CHECKOUT_TEXTS.selectShippingMethod);
    // While the estimate runs there is nothing to say yet.
    expect(shippingStepProblem({ estimating: true, methods: undefined, selected: null })).toBeNull();
  });
});

describe('saved addresses', () => {
  it('starts with the default shipping address, else the first', () => {
    expect(initialSavedAddress([saved(1), saved(2, { is_default_shipping: true })])?.id).toBe(2);
    expect(initialSavedAddress([saved(1), saved(2)])?.id).toBe(1);
    expect(initialSavedAddress([])).toBeNull();
  });

  it('fills the address fields and labels the choice on one line', () => {
    expect(savedAddressValues(saved(1))).toMatchObject({ street: ['1 Main St', ''], region_code: 'TX', region: '' });
    expect(savedAddressValues(saved(1, { country_id: 'GB', region_code: null, region: 'Kent' }))).toMatchObject({ region_code: '', region: 'Kent' });
    expect(savedAddressLabel(saved(1))).toBe('Ava Jones, 1 Main St, Austin, Texas 78701, United States');
  });
});

describe('Place Order attempts', () => {
  const keys = ['key-aaaaaaaaaaaaaaaa', 'key-bbbbbbbbbbbbbbbb'];
  const random = () => keys.shift()!;

  it('keeps the key when the outcome is unknown (no answer, a server or gateway failure) and starts a new attempt after a refusal', () => {
    const first = newAttemptKey(random);
    expect(first).toBe('key-aaaaaaaaaaaaaaaa');
    expect(keyAfterFailure(first, new HttpError(0, 'no response'), random)).toBe(first);
    expect(keyAfterFailure(first, new HttpError(502, 'gateway'), random)).toBe(first);
    expect(keyAfterFailure(first, new TypeError('fetch failed'), random)).toBe(first);
    expect(keyAfterFailure(first, new HttpError(402, 'declined'), random)).toBe('key-bbbbbbbbbbbbbbbb');
  });

  it('uses crypto.randomUUID by default, a key the contract accepts', () => {
    expect(newAttemptKey()).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(newAttemptKey()).not.toBe(newAttemptKey());
  });

  it('shows the server’s refusal message, “Your card was declined.” for a bare 402, else a generic one', () => {
    expect(refusalMessage(new HttpError(402, 'x', { body: { message: 'Your card was declined.' } }))).toBe('Your card was declined.');
    expect(refusalMessage(new HttpError(402, 'x', { body: 'Payment Required' }))).toBe('Your card was declined.');
    expect(refusalMessage(new HttpError(409, 'x', { body: { message: 'Only 1 of Aero Trail Pullover is available.' } }))).toBe(
      'Only 1 of Aero Trail Pullover is available.',
    );
    // The throttle's refusal (429) is shown like the others, in its own words.
    const throttled = 'Too many attempts to place an order. Please try again in 60 minutes.';
    expect(refusalMessage(new HttpError(429, 'x', { body: { message: throttled } }))).toBe(throttled);
    expect(keyAfterFailure('key-aaaaaaaaaaaaaaaa', new HttpError(429, 'x'), () => 'key-cccccccccccccccc')).toBe('key-cccccccccccccccc');
    expect(refusalMessage(new HttpError(0, 'no response'))).toBe('Something went wrong.');
    expect(refusalMessage(new Error('boom'))).toBe('Something went wrong.');
  });

  it('sends the card with the offline card method', () => {
    expect(cardPayment({ ccType: 'VI', ccNumber: '4111111111111111', ccExpMonth: '12', ccExpYear: '2030', ccCvn: '123' })).toEqual({
      method: 'offline_card',
      ccType: 'VI',
      ccNumber: '4111111111111111',
      ccExpMonth: '12',
      ccExpYear: '2030',
      ccCvn: '123',
    });
  });
});

describe('isSameAddress', () => {
  it('tells the default billing address from where the order ships', () => {
    const address = saved(1);
    const { id: _id, is_default_billing: _b, is_default_shipping: _s, ...checked } = address;
    expect(isSameAddress(address, checked)).toBe(true);
    expect(isSameAddress(address, { ...checked, street: [...checked.street, ''] })).toBe(true);
    expect(isSameAddress(address, { ...checked, city: 'Elsewhere' })).toBe(false);
    expect(isSameAddress(address, { ...checked, telephone: '000' })).toBe(false);
  });
});

describe('accountOfferOpen', () => {
  it(`is open for ${ACCOUNT_FROM_ORDER_MINUTES} minutes after the order, then closed`, () => {
    const placed = new Date('2026-05-15T12:00:00Z');
    const minutes = (n: number) => placed.getTime() + n * 60_000;
    expect(accountOfferOpen(placed, minutes(0))).toBe(true);
    expect(accountOfferOpen(placed, minutes(ACCOUNT_FROM_ORDER_MINUTES) - 1)).toBe(true);
    expect(accountOfferOpen(placed, minutes(ACCOUNT_FROM_ORDER_MINUTES))).toBe(false);
    expect(accountOfferOpen(placed, minutes(60 * 24))).toBe(false);
  });
});
