// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../clock';
import { fieldIssues } from './issues.fixtures';
import { dateOfBirthSchema, dateRangeSchema, groupedQuantitiesSchema, paymentCardSchema, ruleSchema } from './schemas';

// The rule schemas' errors with their type, the issue code react-hook-form's resolver gives as the field error's type.
describe('the type of a rule schema error', () => {
  beforeEach(() => setClock({ now: () => new Date(2026, 4, 15).getTime() }));
  afterEach(() => setClock(systemClock));

  it('is custom for a failed rule, and invalid_type for a value that is not text', () => {
    expect(fieldIssues(ruleSchema('required-entry').safeParse(' '))).toEqual([{ path: '', message: 'This is a required field.', type: 'custom' }]);
    expect(fieldIssues(ruleSchema('required-entry').safeParse(undefined))).toEqual([{ path: '', message: 'This is a required field.', type: 'invalid_type' }]);
  });

  it('is custom for a date of birth, a date range and a grouped product without quantities', () => {
    expect(fieldIssues(dateOfBirthSchema().safeParse({ day: '31', month: '2', year: '1990' }))).toEqual([
      { path: '', message: 'Please enter a valid day (1-28).', type: 'custom' },
    ]);
    expect(fieldIssues(dateRangeSchema.safeParse({ from: '01/03/2026', to: '01/02/2026' }))).toEqual([
      { path: 'from', message: 'Make sure the To Date is later than or the same as the From Date.', type: 'custom' },
    ]);
    expect(fieldIssues(groupedQuantitiesSchema.safeParse(['', '']))).toEqual([{ path: '', message: 'Please specify the quantity of product(s).', type: 'custom' }]);
  });

  it('is custom for each card field the card checks put a message on', () => {
    const card = { ccType: 'AE', ccNumber: '4111 1111 1111 1111', ccExpMonth: '4', ccExpYear: '2026', ccCvn: '123' };
    expect(fieldIssues(paymentCardSchema.safeParse(card))).toEqual([
      { path: 'ccNumber', message: 'Credit card number does not match credit card type.', type: 'custom' },
      { path: 'ccType', message: 'Card type does not match credit card number.', type: 'custom' },
      { path: 'ccExpMonth', message: 'Incorrect credit card expiration date.', type: 'custom' },
      { path: 'ccCvn', message: 'Please enter a valid credit card verification number.', type: 'custom' },
    ]);
  });
});
