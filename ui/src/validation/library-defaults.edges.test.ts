// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRule } from './registry';
import { expectRule } from './rule-cases.fixtures';

// The form library's default rules at their edges: anchors of their patterns, label and group
// lengths, bounds at their value, and rules given only part of their parameters.
describe("the form library's rules at their edges", () => {
  it('email: labels of up to 63 characters, not starting or ending with a hyphen, nothing around the address', () => {
    expectRule(
      'email',
      {
        pass: ['a.b+c@example.com', 'ME@EXAMPLE.COM', 'me@a', `me@${'a'.repeat(63)}.com`, 'me@a-b.example', 'me@1.2'],
        fail: [
          `me@${'a'.repeat(64)}.com`,
          'me@example-.com',
          'me@example..com',
          'me@.example.com',
          '@example.com',
          'm e@example.com',
          ' me@example.com',
          'me@example.com ',
          'me@exa_mple.com',
          'me@example.com.',
        ],
      },
      'Please enter a valid email address.',
    );
  });

  it('url: the scheme first, in any case, and no space anywhere', () => {
    expectRule(
      'url',
      {
        pass: ['HTTPS://EXAMPLE.COM', 'http://localhost:3000/path', 'ftp://files.example.com/a.txt'],
        fail: ['xhttps://example.com', ' https://example.com', 'https://example.com ', 'https://exa\tmple.com', 'mailto:me@example.com', 'httpx://example.com', 'https:/example.com'],
      },
      'Please enter a valid URL.',
    );
  });

  it('number: an optional minus, thousands groups of three, a fraction after a dot', () => {
    expectRule(
      'number',
      {
        pass: ['0', '-1', '1,234', '12,345', '123,456.5', '1,234,567.89', '-.5', '0.25', '123456'],
        fail: ['1,23', '1,2345', '12,345,67', '+1', '--1', '1.', '.', '1e3', ' 1', '1 ', 'x1', '1x', '1.5.'],
      },
      'Please enter a valid number.',
    );
  });

  it('digits: every character a digit', () => {
    expectRule('digits', { pass: ['0123'], fail: ['12a', 'a12', '1 2', '1.5'] }, 'Please enter only digits.');
  });

  it('equalTo: compares empty values too', () => {
    expect(checkRule('equalTo', '', {})).toBeNull();
    expect(checkRule('equalTo', '', { other: 'abc' })).toBe('Please enter the same value again.');
    expect(checkRule('equalTo', 'abc', {})).toBe('Please enter the same value again.');
  });

  it('maxlength and minlength count characters, an emoji once', () => {
    expect(checkRule('maxlength', '😀😀😀', { maxLength: 3 })).toBeNull();
    expect(checkRule('minlength', '😀😀', { minLength: 3 })).toBe('Please enter at least 3 characters.');
    expect(checkRule('minlength', '', { minLength: 3 })).toBeNull();
    expect(checkRule('maxlength', '', { maxLength: 0 })).toBeNull();
  });

  it('range: both bounds included, and any value while either bound is missing', () => {
    expectRule('range', { pass: ['1', '10', '1.0'], fail: ['0.99', '10.01', 'ten'] }, 'Please enter a value between 1 and 10.', { min: 1, max: 10 });
    expect(checkRule('range', '12345', { min: 1 })).toBeNull();
    expect(checkRule('range', '12345', { max: 10 })).toBeNull();
  });

  it('max and min: the bound included, and a value that is not a number refused', () => {
    expectRule('max', { pass: ['10', '-3'], fail: ['10.01', 'ten'] }, 'Please enter a value less than or equal to 10.', { max: 10 });
    expectRule('min', { pass: ['1', '20'], fail: ['0.99', 'one'] }, 'Please enter a value greater than or equal to 1.', { min: 1 });
  });

  it('step: counted from 0 when no min is given; a value that is not a number refused', () => {
    expectRule('step', { pass: ['0', '5', '10'], fail: ['6', 'five'] }, 'Please enter a multiple of 5.', { step: 5 });
  });
});
