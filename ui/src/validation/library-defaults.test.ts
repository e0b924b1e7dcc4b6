import { describe, expect, it } from 'vitest';
import { checkRule } from './registry';
import { expectRule } from './rule-cases.fixtures';

describe("the form library's default rules", () => {
  it('required', () => {
    expect(checkRule('required', 'x')).toBeNull();
    expect(checkRule('required', ' ')).toBe('This is a required field.');
  });

  it('email (the HTML standard address)', () => {
    expect(checkRule('email', '')).toBeNull();
    expect(checkRule('email', 'me@localhost')).toBeNull();
    expect(checkRule('email', 'me@example.com')).toBeNull();
    expect(checkRule('email', 'me@')).toBe('Please enter a valid email address.');
    expect(checkRule('email', 'me@-example.com')).toBe('Please enter a valid email address.');
  });

  it('url', () => {
    expectRule(
      'url',
      {
        pass: ['https://example.com/a?b=c', 'ftp://files.example.com'],
        fail: ['example.com', 'javascript:alert(1)', 'https://', 'http://exa mple.com'],
      },
      'Please enter a valid URL.',
    );
  });

  it('date', () => {
    expect(checkRule('date', '02/29/2024')).toBeNull();
    expect(checkRule('date', '2024-02-29')).toBeNull();
    expect(checkRule('date', '02/29/2023')).toBe('Please enter a valid date.');
    expect(checkRule('date', 'soon')).toBe('Please enter a valid date.');
  });

  it('number', () => {
    expectRule('number', { pass: ['1', '-1.5', '1,234.5', '.5'], fail: ['1,2', '1.2.3', 'abc', '-'] }, 'Please enter a valid number.');
  });

  it('digits', () => {
    expect(checkRule('digits', '007')).toBeNull();
    expect(checkRule('digits', '-7')).toBe('Please enter only digits.');
  });

  it('equalTo', () => {
    expect(checkRule('equalTo', 'abc', { other: 'abc' })).toBeNull();
    expect(checkRule('equalTo', 'abc', { other: 'abd' })).toBe('Please enter the same value again.');
  });

  it('maxlength and minlength', () => {
    expect(checkRule('maxlength', 'abc', { maxLength: 3 })).toBeNull();
    expect(checkRule('maxlength', 'abcd', { maxLength: 3 })).toBe('Please enter no more than 3 characters.');
    expect(checkRule('minlength', 'abc', { minLength: 3 })).toBeNull();
    expect(checkRule('minlength', 'ab', { minLength: 3 })).toBe('Please enter at least 3 characters.');
  });

  it('range, max and min', () => {
    expect(checkRule('range', '5', { min: 1, max: 10 })).toBeNull();
    expect(checkRule('range', '11', { min: 1, max: 10 })).toBe('Please enter a value between 1 and 10.');
    expect(checkRule('max', '10', { max: 10 })).toBeNull();
    expect(checkRule('max', '10.5', { max: 10 })).toBe('Please enter a value less than or equal to 10.');
    expect(checkRule('min', '1', { min: 1 })).toBeNull();
    expect(checkRule('min', '0', { min: 1 })).toBe('Please enter a value greater than or equal to 1.');
  });

  it('step, counted from min and exact', () => {
    expect(checkRule('step', '0.3', { step: 0.1 })).toBeNull();
    expect(checkRule('step', '0.35', { step: 0.1 })).toBe('Please enter a multiple of 0.1.');
    expect(checkRule('step', '6', { step: 5, min: 1 })).toBeNull();
    expect(checkRule('step', '5', { step: 5, min: 1 })).toBe('Please enter a multiple of 5.');
  });

  it('passes any value while the parameter is missing', () => {
    for (const name of ['maxlength', 'minlength', 'range', 'max', 'min', 'step']) {
      expect(checkRule(name, '12345'), name).toBeNull();
    }
  });
});
