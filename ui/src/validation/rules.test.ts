import { afterEach, describe, expect, it } from 'vitest';
import { setDictionary } from '../i18n';
import { checkRule, isRuleName, RULE_NAMES } from './registry';
import { expectRule } from './rule-cases.fixtures';

describe('checkRule', () => {
  afterEach(() => setDictionary({}));

  it('knows every rule name of the platform vocabulary and the form library', () => {
    const expected = [
      'required-entry', 'validate-email', 'validate-emails', 'validate-password', 'validate-admin-password',
      'validate-phoneStrict', 'validate-phoneLax', 'validate-fax', 'validate-zip-us', 'validate-url',
      'validate-no-html-tags', 'validate-no-utf8mb4-characters', 'validate-greater-than-zero',
      'validate-zero-or-greater', 'validate-number', 'validate-digits', 'letters-only', 'alphanumeric',
      'validate-identifier', 'validate-select', 'validate-per-page-value-list', 'validate-cc-number',
      'validate-customer-password', 'password-not-equal-to-user-name', 'validate-cpassword',
      'validate-number-range', 'validate-length', 'maximum-length', 'minimum-length', 'validate-item-quantity',
      'validate-grouped-qty', 'validate-dob', 'validate-date-range', 'validate-cc-type', 'validate-cc-type-select',
      'validate-cc-exp', 'validate-cc-cvn', 'required-file', 'required', 'email', 'url', 'date', 'number',
      'digits', 'equalTo', 'maxlength', 'minlength', 'range', 'max', 'min', 'step', 'rating-required',
    ];
    expect([...RULE_NAMES].sort()).toEqual([...expected].sort());
    expect(isRuleName('validate-email')).toBe(true);
    expect(isRuleName('toString')).toBe(false);
  });

  it('throws for an unknown rule name', () => {
    expect(() => checkRule('validate-nothing', 'x')).toThrow('Unknown validation rule "validate-nothing"');
  });

  it('translates messages through the active dictionary', () => {
    setDictionary({ 'This is a required field.': 'Dies ist ein Pflichtfeld.' });
    expect(checkRule('required-entry', '')).toBe('Dies ist ein Pflichtfeld.');
    setDictionary({ 'The fewest you may purchase is %1.': 'Mindestens %1 Stück.' });
    expect(checkRule('validate-item-quantity', '1', { minAllowed: 2 })).toBe('Mindestens 2 Stück.');
  });

  it('required-entry: something besides whitespace', () => {
    expectRule(
      'required-entry',
      { pass: ['a', ' a ', 0, 5, true, ['x']], fail: ['', '   ', '\n\t', null, undefined, false, []] },
      'This is a required field.',
    );
  });

  it('validate-email', () => {
    expectRule(
      'validate-email',
      {
        pass: ['', 'johndoe@domain.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.org", 'jörg@bücher.de'],
        fail: ['johndoe', 'johndoe@', '@domain.com', 'john doe@domain.com', 'johndoe@domain', 'john..doe@domain.com', 'johndoe@domain.c', ' '],
      },
      'Please enter a valid email address (Ex: johndoe@domain.com).',
    );
  });

  it('validate-emails: separated by commas or spaces', () => {
    expectRule(
      'validate-emails',
      {
        pass: ['', 'a@example.com', 'a@example.com, b@example.org', 'a@example.com b@example.org', 'a@example.com,'],
        fail: ['a@example.com; b@example.org', 'a@example.com, nope', ',', 'nope'],
      },
      'Please enter valid email addresses, separated by commas. For example, johndoe@domain.com, johndoe@domain.com.',
    );
  });

  it('validate-password: 6 or more characters, spaces at the ends ignored', () => {
    expectRule(
      'validate-password',
      { pass: ['', '   ', 'secret', 'abcdefgh', '  abcdef  '], fail: ['abcde', '  abc  ', 'a'] },
      'Please enter 6 or more characters. Leading and trailing spaces will be ignored.',
    );
  });

  it('validate-admin-password: 7 or more with letters and digits', () => {
    expectRule(
      'validate-admin-password',
      { pass: ['', 'abcdef1', 'Admin123'], fail: ['abcdefg', '1234567', 'abc123', '  abc12  '] },
      'Please enter 7 or more characters, using both numeric and alphabetic.',
    );
  });

  it('validate-customer-password: length first, then character classes', () => {
    const options = { minLength: 8, minCharacterSets: 3 };
    expectRule(
      'validate-customer-password',
      { pass: ['', 'Abcdefg1', 'abcdefg1!', '  Abcdefg1  '], fail: ['Abc1', '  Abcdef1  '] },
      'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.',
      options,
    );
    expectRule(
      'validate-customer-password',
      { pass: ['abcdefg1!'], fail: ['abcdefgh', 'abcdefg1', 'ABCDEFGH!'] },
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      options,
    );
    expect(checkRule('validate-customer-password', 'abcdef', { minLength: 6, minCharacterSets: 1 })).toBeNull();
    expect(checkRule('validate-customer-password', 'abcdef', { minLength: 6, minCharacterSets: 4 })).toBe(
      'Minimum of different classes of characters in password is 4. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
  });

  it('password-not-equal-to-user-name: not the email, ignoring case', () => {
    expectRule(
      'password-not-equal-to-user-name',
      { pass: ['', 'something-else', 'john@example.com1'], fail: ['john@example.com', 'JOHN@Example.COM'] },
      "The password can't be the same as the email address. Create a new password and try again.",
      { email: 'John@example.com' },
    );
    expect(checkRule('password-not-equal-to-user-name', 'john@example.com', {})).toBeNull();
  });

  it('validate-cpassword: the confirmation matches', () => {
    expectRule(
      'validate-cpassword',
      { pass: ['Secret1!'], fail: ['secret1!', 'Secret1', '', ' Secret1!'] },
      'Please make sure your passwords match.',
      { password: 'Secret1!' },
    );
    expect(checkRule('validate-cpassword', '', { password: '' })).toBeNull();
  });

  it('validate-phoneStrict', () => {
    expectRule(
      'validate-phoneStrict',
      { pass: ['', '(123) 456-7890', '123-456-7890', '123 456 7890', '(123)456-7890'], fail: ['1234567890', '123.456.7890', '456-7890', '(123) 456-789', 'phone'] },
      'Please enter a valid phone number. For example (123) 456-7890 or 123-456-7890.',
    );
  });

  it('validate-phoneLax', () => {
    expectRule(
      'validate-phoneLax',
      { pass: ['', '1234567890', '123.456.7890', '1-123-456-7890', '(123) 456-7890', '456-7890'], fail: ['12345', '123-45-67890', 'call me', '+44 20 7946 0958'] },
      'Please enter a valid phone number. For example (123) 456-7890 or 123-456-7890.',
    );
  });

  it('validate-fax', () => {
    expectRule(
      'validate-fax',
      { pass: ['', '123-456-7890', '(123) 456-7890'], fail: ['1234567890', '123/456/7890', 'fax'] },
      'Please enter a valid fax number (Ex: 123-456-7890).',
    );
  });

  it('validate-zip-us: 5 digits or 5+4', () => {
    expectRule(
      'validate-zip-us',
      { pass: ['', '90602', '90602-1234'], fail: ['9060', '906021', '90602-123', '90602 1234', 'ABCDE'] },
      'Please enter a valid zip code (Ex: 90602 or 90602-1234).',
    );
  });

  it('validate-url: protocol http, https or ftp required', () => {
    expectRule(
      'validate-url',
      {
        pass: ['', 'http://example.com', 'https://shop.example.com:8443/path/page.html?q=1#top', 'ftp://files.example.org/', '  https://example.com  '],
        fail: ['example.com', 'www.example.com', 'mailto:a@example.com', 'javascript:alert(1)', 'https://', 'https://exa mple.com', 'gopher://example.com'],
      },
      'Please enter a valid URL. Protocol is required (http://, https:// or ftp://).',
    );
  });

  it('validate-no-html-tags', () => {
    expectRule(
      'validate-no-html-tags',
      { pass: ['', 'a < b and c > d', '2 < 3', 'Tom & Jerry'], fail: ['I <3 it', '<b>bold</b>', 'text</div>', '<script>', 'a<img src=x>'] },
      'HTML tags are not allowed.',
    );
  });

  it('validate-no-utf8mb4-characters: names the offending characters', () => {
    expect(checkRule('validate-no-utf8mb4-characters', '')).toBeNull();
    expect(checkRule('validate-no-utf8mb4-characters', 'Zoë – “quotes” €')).toBeNull();
    expect(checkRule('validate-no-utf8mb4-characters', 'Nice 😀')).toBe('Please remove invalid characters: 😀.');
    expect(checkRule('validate-no-utf8mb4-characters', 'a😀b🎉c𝒜')).toBe('Please remove invalid characters: 😀,🎉,𝒜.');
  });

  it('validate-greater-than-zero', () => {
    expectRule(
      'validate-greater-than-zero',
      { pass: ['', '1', '0.01', '1,5', '1,000.5'], fail: ['0', '-1', '0.0', 'abc', '1abc'] },
      'Please enter a number greater than 0 in this field.',
    );
  });

  it('validate-zero-or-greater', () => {
    expectRule(
      'validate-zero-or-greater',
      { pass: ['', '0', '12', '0,5'], fail: ['-0.01', '-3', 'zero'] },
      'Please enter a number 0 or greater in this field.',
    );
  });

  it('validate-number: either decimal separator', () => {
    expectRule(
      'validate-number',
      { pass: ['', '12', '-12.5', '1,5', '1.234,56', '1,234.56', '.5'], fail: ['abc', '12a', '1.2.3', '-', '.'] },
      'Please enter a valid number in this field.',
    );
  });

  it('validate-digits', () => {
    expectRule(
      'validate-digits',
      { pass: ['', '0', '0123456789'], fail: ['1.5', '1,5', '-1', '12 3', 'a1'] },
      'Please use numbers only in this field. Please avoid spaces or other characters such as dots or commas.',
    );
  });

  it('letters-only', () => {
    expectRule('letters-only', { pass: ['', 'abc', 'ABCdef'], fail: ['abc1', 'ab c', 'ab_c', 'é'] }, 'Letters only please');
  });

  it('alphanumeric: letters, digits and underscores', () => {
    expectRule(
      'alphanumeric',
      { pass: ['', 'abc_123', 'ABC'], fail: ['abc 123', 'abc-123', 'a.b'] },
      'Letters, numbers, spaces or underscores only please',
    );
  });

  it('validate-identifier: a URL key', () => {
    expectRule(
      'validate-identifier',
      { pass: ['', 'example-page', 'example-page.html', 'anotherlevel/example-page', 'a1'], fail: ['Example-Page', '-page', 'a', 'page name', 'page.html.twice'] },
      'Please enter a valid URL Key (Ex: "example-page", "example-page.html" or "anotherlevel/example-page").',
    );
  });

  it('validate-select: an option other than the empty one', () => {
    expectRule(
      'validate-select',
      { pass: ['VI', '0', ['a']], fail: ['', 'none', null, undefined, []] },
      'Please select an option.',
    );
  });

  it('rating-required: one to five whole stars', () => {
    expectRule(
      'rating-required',
      { pass: ['1', '5', 3, ' 4 '], fail: ['', '0', '6', '4.5', 4.5, 'five', null, undefined, [], '11'] },
      'Please select one of each of the ratings above.',
    );
  });

  it('validate-per-page-value-list', () => {
    expectRule(
      'validate-per-page-value-list',
      { pass: ['', '10', '10,20,30'], fail: ['10, 20', '10,,20', '10,20,', 'ten', '1.5'] },
      'Please enter a valid value, ex: 10,20,30',
    );
  });

  it('validate-number-range: inclusive bounds, either optional', () => {
    expectRule(
      'validate-number-range',
      { pass: ['', '1', '5', '10', '7,5'], fail: ['0', '10.01', '-1', 'five'] },
      'The value is not within the specified range.',
      { min: 1, max: 10 },
    );
    expect(checkRule('validate-number-range', '1000', { min: '5' })).toBeNull();
    expect(checkRule('validate-number-range', '-1000', { max: 0 })).toBeNull();
    expect(checkRule('validate-number-range', '1', { min: 2 })).toBe('The value is not within the specified range.');
  });

  it('validate-length, maximum-length, minimum-length', () => {
    for (const name of ['validate-length', 'maximum-length', 'minimum-length']) {
      expect(checkRule(name, 'abcdef', { maxLength: 5 })).toBe('Please enter less or equal than 5 symbols.');
      expect(checkRule(name, 'abcde', { maxLength: 5 })).toBeNull();
      expect(checkRule(name, 'ab', { minLength: 3 })).toBe('Please enter more or equal than 3 symbols.');
      expect(checkRule(name, 'abc', { minLength: 3 })).toBeNull();
      expect(checkRule(name, '', { minLength: 3 })).toBeNull();
    }
    // Characters, not UTF-16 units: an emoji is one symbol.
    expect(checkRule('validate-length', '😀😀', { maxLength: 2 })).toBeNull();
  });

  it('validate-grouped-qty: at least one product quantity', () => {
    const message = 'Please specify the quantity of product(s).';
    expect(checkRule('validate-grouped-qty', undefined, { quantities: ['', '2', ''] })).toBeNull();
    expect(checkRule('validate-grouped-qty', undefined, { quantities: ['0.5'] })).toBeNull();
    expect(checkRule('validate-grouped-qty', undefined, { quantities: ['', '', ''] })).toBe(message);
    expect(checkRule('validate-grouped-qty', undefined, { quantities: ['0', '0'] })).toBe(message);
    expect(checkRule('validate-grouped-qty', undefined, { quantities: ['3', '-1'] })).toBe(message);
    expect(checkRule('validate-grouped-qty', undefined, { quantities: ['abc'] })).toBe(message);
    expect(checkRule('validate-grouped-qty', undefined, {})).toBe(message);
  });

  it('required-file: a chosen file, a non-empty list, or a stored one', () => {
    const message = 'Please select a file.';
    const file = new File(['content'], 'photo.jpg', { type: 'image/jpeg' });
    expect(checkRule('required-file', file)).toBeNull();
    expect(checkRule('required-file', [file])).toBeNull();
    expect(checkRule('required-file', 'C:\\fakepath\\photo.jpg')).toBeNull();
    const input = document.createElement('input');
    input.type = 'file';
    expect(checkRule('required-file', input.files ?? [])).toBe(message);
    expect(checkRule('required-file', '')).toBe(message);
    expect(checkRule('required-file', null)).toBe(message);
    expect(checkRule('required-file', [])).toBe(message);
    expect(checkRule('required-file', '', { existingValue: 'catalog/photo.jpg' })).toBeNull();
  });

  it('never throws on odd values for any rule', () => {
    const oddValues = [undefined, null, 0, Number.NaN, {}, [], true, Symbol('x'), () => 1, 'x'.repeat(1000)];
    for (const name of RULE_NAMES) {
      for (const value of oddValues) {
        expect(() => checkRule(name, value), name).not.toThrow();
        expect(() => checkRule(name, value, {}), name).not.toThrow();
      }
    }
  });
});
