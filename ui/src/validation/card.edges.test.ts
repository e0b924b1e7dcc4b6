// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../clock';
import { checkCardExpiry, checkCardNumberMatchesType, checkCardTypeMatchesNumber, checkCardVerification, matchesCardType, passesLuhn } from './card';

// Card rules at their edges: characters that are not digits at either end, values typed with spaces around them.
describe('card numbers at their edges', () => {
  it('refuses a number with a letter anywhere, first, inside or last', () => {
    expect(matchesCardType('4111111111111111', 'VI')).toBe(true);
    expect(matchesCardType('4x11111111111111', 'VI')).toBe(false);
    expect(matchesCardType('411111111111111x', 'VI')).toBe(false);
  });

  it('keeps the Maestro International range off the numbers of Maestro Domestic', () => {
    expect(matchesCardType('6759000000000000', 'MI')).toBe(false);
    expect(matchesCardType('6767700000000000', 'MI')).toBe(false);
    expect(matchesCardType('6700000000000000', 'MI')).toBe(true);
    expect(matchesCardType('6759000000000000', 'MD')).toBe(true);
  });

  it('computes the checksum on digits only: a space at either end fails it', () => {
    expect(passesLuhn('0')).toBe(true);
    expect(passesLuhn(' 0')).toBe(false);
    expect(passesLuhn('0 ')).toBe(false);
  });
});

describe('type and number, typed with spaces around them', () => {
  it('compares a number with a chosen type whose code has spaces around it', () => {
    expect(checkCardNumberMatchesType('4111111111111111', { ccType: ' AE ' })).toBe('Credit card number does not match credit card type.');
    expect(checkCardTypeMatchesNumber(' AE ', { ccNumber: '4111111111111111' })).toBe('Card type does not match credit card number.');
  });

  it('asks American Express for 4 digits even when its code has spaces around it', () => {
    expect(checkCardVerification('123', { ccType: ' AE ' })).toBe('Please enter a valid credit card verification number.');
  });
});

describe('expiry at its edges', () => {
  beforeEach(() => setClock({ now: () => new Date(2026, 4, 15, 12, 0, 0).getTime() }));
  afterEach(() => setClock(systemClock));

  it('reads a month and a year typed with spaces around them', () => {
    expect(checkCardExpiry(' 12 ', { year: ' 2030 ' })).toBeNull();
  });

  it('refuses a month of three digits and a year of five, even when their value would do', () => {
    expect(checkCardExpiry('012', { year: '2030' })).toBe('Incorrect credit card expiration date.');
    expect(checkCardExpiry('12', { year: '02030' })).toBe('Incorrect credit card expiration date.');
  });
});
