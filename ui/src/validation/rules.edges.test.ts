// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRule } from './registry';
import { expectRule } from './rule-cases.fixtures';

// The platform's rules at their edges: values that are not text, empty settings, separators in runs.
describe('required-entry with values that are not text', () => {
  it('takes a number (0 too), a ticked box, a non-empty list and any object as given', () => {
    for (const value of [0, 7, true, ['a'], {}, new Blob(['x'])]) expect(checkRule('required-entry', value), String(value)).toBeNull();
  });

  it('asks for a value that is NaN, false or an empty list', () => {
    for (const value of [Number.NaN, false, []]) expect(checkRule('required-entry', value), String(value)).toBe('This is a required field.');
  });
});

describe('the rarer rules at their edges', () => {
  it('validate-emails: separators in runs, at either end', () => {
    expectRule(
      'validate-emails',
      { pass: [' a@example.com ,, b@example.com ', 'a@example.com\n\nb@example.com,'], fail: [' , ', 'a@example.com,,nope'] },
      'Please enter valid email addresses, separated by commas. For example, johndoe@domain.com, johndoe@domain.com.',
    );
  });

  it('password-not-equal-to-user-name: nothing to compare when both are empty, or either', () => {
    expect(checkRule('password-not-equal-to-user-name', '', { email: '' })).toBeNull();
    expect(checkRule('password-not-equal-to-user-name', '', {})).toBeNull();
    expect(checkRule('password-not-equal-to-user-name', 'Secret-123', { email: '' })).toBeNull();
    expect(checkRule('password-not-equal-to-user-name', '', { email: 'a@example.com' })).toBeNull();
  });

  it('validate-no-html-tags: a tag of one letter, and a lone angle bracket allowed', () => {
    expect(checkRule('validate-no-html-tags', 'a <b>bold</b> word')).toBe('HTML tags are not allowed.');
    expect(checkRule('validate-no-html-tags', 'x</p')).toBe('HTML tags are not allowed.');
    expect(checkRule('validate-no-html-tags', '2 < 3 and 4 > 1')).toBeNull();
  });

  it('rating-required: numbers and text alike, with spaces around the text', () => {
    expect(checkRule('rating-required', 3)).toBeNull();
    expect(checkRule('rating-required', ' 3 ')).toBeNull();
    for (const value of [0, 6, 3.5, Number.NaN, '3.0']) expect(checkRule('rating-required', value), String(value)).toBe('Please select one of each of the ratings above.');
  });

  it('validate-number-range: an empty bound is no bound', () => {
    expect(checkRule('validate-number-range', '-1000', { min: '', max: 10 })).toBeNull();
    expect(checkRule('validate-number-range', '1000', { min: 1, max: '' })).toBeNull();
    expect(checkRule('validate-number-range', '11', { min: '', max: 10 })).toBe('The value is not within the specified range.');
  });

  it('validate-length: spaces alone are not checked against the minimum', () => {
    expect(checkRule('validate-length', '  ', { minLength: 3 })).toBeNull();
    expect(checkRule('validate-length', ' a ', { minLength: 3 })).toBeNull();
    expect(checkRule('validate-length', ' a', { minLength: 3 })).toBe('Please enter more or equal than 3 symbols.');
  });

  it('validate-item-quantity: empty settings are not set', () => {
    expect(checkRule('validate-item-quantity', '7', { minAllowed: '', maxAllowed: '', qtyIncrements: '' })).toBeNull();
  });

  it('validate-grouped-qty: blank and unreadable entries count as none, numbers are read too', () => {
    const message = 'Please specify the quantity of product(s).';
    expect(checkRule('validate-grouped-qty', undefined, { quantities: [' ', 'x', ''] })).toBe(message);
    expect(checkRule('validate-grouped-qty', undefined, { quantities: [' ', 'x', 2] })).toBeNull();
    expect(checkRule('validate-grouped-qty', undefined, { quantities: [0, 0] })).toBe(message);
    expect(checkRule('validate-grouped-qty', undefined, { quantities: ['-1', '3'] })).toBe(message);
  });

  it('required-file: an object whose length is not a number is no list of files', () => {
    expect(checkRule('required-file', { length: '2' })).toBe('Please select a file.');
    expect(checkRule('required-file', { length: 2 })).toBeNull();
    expect(checkRule('required-file', new Blob(['x']))).toBeNull();
    expect(checkRule('required-file', {})).toBe('Please select a file.');
  });
});
