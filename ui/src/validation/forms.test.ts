import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { setClock, systemClock } from '../clock';
import {
  canSubmitSearch,
  contactSchema,
  createAccountInformationSchema,
  createLoginSchema,
  createRegisterSchema,
  createRegisterSubmissionSchema,
  loginSchema,
  passwordStrength,
  registerSchema,
  createReviewSchema,
  searchQuerySchema,
} from './forms';
import { REVIEW_LIMITS } from './limits';
import { remoteRule } from './remote';
import { dateOfBirthSchema, dateRangeSchema, groupedQuantitiesSchema, paymentCardSchema, ruleSchema } from './schemas';

/** The first message per field path, as react-hook-form shows them. */
function messagesOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    messages[path] ??= issue.message;
  }
  return messages;
}

describe('ruleSchema', () => {
  it('reports the first failing rule, in the order given', () => {
    const schema = ruleSchema('required-entry', 'validate-email');
    expect(messagesOf(schema.safeParse(''))).toEqual({ '': 'This is a required field.' });
    expect(messagesOf(schema.safeParse('nope'))).toEqual({ '': 'Please enter a valid email address (Ex: johndoe@domain.com).' });
    expect(schema.safeParse('me@example.com').success).toBe(true);
  });

  it('takes rule options and reports a missing value as required', () => {
    const schema = ruleSchema(['validate-length', { maxLength: 3 }]);
    expect(messagesOf(schema.safeParse('abcd'))).toEqual({ '': 'Please enter less or equal than 3 symbols.' });
    expect(messagesOf(schema.safeParse(undefined))).toEqual({ '': 'This is a required field.' });
  });
});

describe('loginSchema', () => {
  it('requires a valid email and a password', () => {
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'This is a required field.',
      password: 'This is a required field.',
    });
    expect(messagesOf(loginSchema.safeParse({ email: 'john@', password: 'x' }))).toEqual({
      email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
    });
  });

  it('trims the email', () => {
    const result = loginSchema.safeParse({ email: '  john@example.com ', password: 'secret' });
    expect(result.success && result.data.email).toBe('john@example.com');
  });

  it('requires the captcha string only when the captcha is shown', () => {
    const values = { email: 'john@example.com', password: 'secret' };
    expect(loginSchema.safeParse(values).success).toBe(true);
    expect(messagesOf(loginSchema.safeParse({ ...values, captcha: ' ' }))).toEqual({ captcha: 'This is a required field.' });
    expect(loginSchema.safeParse({ ...values, captcha: 'x7k2' }).success).toBe(true);
    expect(messagesOf(createLoginSchema({ captchaShown: true }).safeParse(values))).toEqual({
      captcha: 'This is a required field.',
    });
    expect(createLoginSchema({ captchaShown: false }).safeParse({ ...values, captcha: '' }).success).toBe(true);
  });
});

describe('contactSchema', () => {
  const valid = { name: 'Jane', email: 'jane@example.com', telephone: '', comment: 'Hello' };

  it('accepts a complete message with or without a telephone', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, telephone: undefined }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, telephone: '123-456-7890' }).success).toBe(true);
  });

  it('requires name, email and comment, and a phone number when one is typed', () => {
    expect(messagesOf(contactSchema.safeParse({ name: ' ', email: 'x', telephone: 'call me', comment: '' }))).toEqual({
      name: 'This is a required field.',
      email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
      telephone: 'Please enter a valid phone number. For example (123) 456-7890 or 123-456-7890.',
      comment: 'This is a required field.',
    });
  });
});

describe('registerSchema', () => {
  afterEach(() => setClock(systemClock));
  const valid = {
    firstname: 'Jane',
    lastname: 'Doe',
    email: 'jane@example.com',
    password: 'Secret-123',
    password_confirmation: 'Secret-123',
  };

  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field', () => {
    const result = registerSchema.safeParse({ firstname: '', lastname: '', email: '', password: '', password_confirmation: '' });
    expect(messagesOf(result)).toEqual({
      firstname: 'This is a required field.',
      lastname: 'This is a required field.',
      email: 'This is a required field.',
      password: 'This is a required field.',
      password_confirmation: 'This is a required field.',
    });
  });

  it('applies the customer password rules with the configured settings', () => {
    expect(messagesOf(registerSchema.safeParse({ ...valid, password: 'Ab1', password_confirmation: 'Ab1' }))).toEqual({
      password:
        'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.',
    });
    expect(messagesOf(registerSchema.safeParse({ ...valid, password: 'abcdefgh', password_confirmation: 'abcdefgh' }))).toEqual({
      password:
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    });
    const lenient = createRegisterSchema({ minLength: 6, minCharacterSets: 1 });
    expect(lenient.safeParse({ ...valid, password: 'abcdef', password_confirmation: 'abcdef' }).success).toBe(true);
  });

  it('rejects a password equal to the email and a confirmation that does not match', () => {
    expect(
      messagesOf(registerSchema.safeParse({ ...valid, email: 'a1@example.com', password: 'A1@EXAMPLE.COM', password_confirmation: 'A1@EXAMPLE.COM' })),
    ).toEqual({ password: "The password can't be the same as the email address. Create a new password and try again." });
    expect(messagesOf(registerSchema.safeParse({ ...valid, password_confirmation: 'Secret-124' }))).toEqual({
      password_confirmation: 'Please make sure your passwords match.',
    });
  });

  it('checks an optional date of birth (fake clock)', () => {
    setClock({ now: () => new Date(2026, 4, 15).getTime() });
    expect(registerSchema.safeParse({ ...valid, dob: { day: '', month: '', year: '' } }).success).toBe(true);
    expect(messagesOf(registerSchema.safeParse({ ...valid, dob: { day: '1', month: '1', year: '2027' } }))).toEqual({
      dob: 'Please enter a valid year (1900-2026).',
    });
    const dobRequired = createRegisterSchema({ dobRequired: true });
    expect(messagesOf(dobRequired.safeParse(valid))).toEqual({ dob: 'This is a required field.' });
  });

  it('checks a submitted date of birth, stored as month/day/year, with the same rule (fake clock)', () => {
    setClock({ now: () => new Date(2026, 4, 15).getTime() });
    const submission = createRegisterSubmissionSchema();
    expect(submission.parse({ ...valid, dob: '03/07/1990' }).dob).toBe('03/07/1990');
    expect(submission.safeParse(valid).success).toBe(true);
    expect(submission.safeParse({ ...valid, dob: '' }).success).toBe(true);
    expect(messagesOf(submission.safeParse({ ...valid, dob: '13/01/1990' }))).toEqual({ dob: 'Please enter a valid month (1-12).' });
    expect(messagesOf(submission.safeParse({ ...valid, dob: '02/30/1990' }))).toEqual({ dob: 'Please enter a valid day (1-28).' });
    expect(messagesOf(submission.safeParse({ ...valid, dob: '01/01/1899' }))).toEqual({ dob: 'Please enter a valid year (1900-2026).' });
    expect(messagesOf(submission.safeParse({ ...valid, dob: '12/31/2026' }))).toEqual({ dob: 'Please enter a date from the past.' });
    expect(messagesOf(submission.safeParse({ ...valid, dob: '1990' }))).toEqual({ dob: 'Please enter a valid full date.' });
    expect(submission.safeParse({ ...valid, dob: '01/01/19900' }).success).toBe(false);
    expect(messagesOf(createRegisterSubmissionSchema({ dobRequired: true }).safeParse(valid))).toEqual({ dob: 'This is a required field.' });
  });

  it('asks the server whether the email is free (async)', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      new Response(JSON.stringify(String(url).includes('taken') ? 'There is already an account with this email address.' : true)),
    );
    const schema = createRegisterSchema({ emailAvailable: remoteRule('/customer/account/emailAvailable?email=', { fetch }) });
    expect((await schema.safeParseAsync(valid)).success).toBe(true);
    const taken = await schema.safeParseAsync({ ...valid, email: 'taken@example.com' });
    expect(messagesOf(taken)).toEqual({ email: 'There is already an account with this email address.' });
    expect(fetch).toHaveBeenCalledWith('/customer/account/emailAvailable?email=taken%40example.com', expect.anything());
    // An invalid address is not sent.
    await schema.safeParseAsync({ ...valid, email: 'nope' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('searchQuerySchema', () => {
  it('needs 3 characters besides surrounding whitespace', () => {
    expect(searchQuerySchema.safeParse('bag').success).toBe(true);
    expect(messagesOf(searchQuerySchema.safeParse('   '))).toEqual({ '': 'This is a required field.' });
    expect(messagesOf(searchQuerySchema.safeParse(''))).toEqual({ '': 'This is a required field.' });
    expect(messagesOf(searchQuerySchema.safeParse(' ab '))).toEqual({ '': 'Please enter more or equal than 3 symbols.' });
    expect(canSubmitSearch('jacket')).toBe(true);
    expect(canSubmitSearch('ja')).toBe(false);
  });
});

describe('object rules', () => {
  afterEach(() => setClock(systemClock));

  it('dateOfBirthSchema reports on the date itself', () => {
    setClock({ now: () => new Date(2026, 4, 15).getTime() });
    expect(dateOfBirthSchema().safeParse({ day: '7', month: '3', year: '1990' }).success).toBe(true);
    expect(messagesOf(dateOfBirthSchema().safeParse({ day: '31', month: '2', year: '1990' }))).toEqual({
      '': 'Please enter a valid day (1-28).',
    });
    expect(messagesOf(dateOfBirthSchema({ required: true }).safeParse({ day: '', month: '', year: '' }))).toEqual({
      '': 'This is a required field.',
    });
  });

  it('dateRangeSchema reports on "from"', () => {
    expect(dateRangeSchema.safeParse({ from: '01/01/2026', to: '01/02/2026' }).success).toBe(true);
    expect(messagesOf(dateRangeSchema.safeParse({ from: '01/03/2026', to: '01/02/2026' }))).toEqual({
      from: 'Make sure the To Date is later than or the same as the From Date.',
    });
  });

  it('groupedQuantitiesSchema needs one quantity', () => {
    expect(groupedQuantitiesSchema.safeParse(['', '1']).success).toBe(true);
    expect(messagesOf(groupedQuantitiesSchema.safeParse(['', '']))).toEqual({ '': 'Please specify the quantity of product(s).' });
  });

  it('paymentCardSchema checks the card fields together (fake clock: May 2026)', () => {
    setClock({ now: () => new Date(2026, 4, 15).getTime() });
    const card = { ccType: 'VI', ccNumber: '4111 1111 1111 1111', ccExpMonth: '5', ccExpYear: '2026', ccCvn: '123' };
    expect(paymentCardSchema.safeParse(card).success).toBe(true);
    expect(messagesOf(paymentCardSchema.safeParse({ ...card, ccType: 'AE', ccExpMonth: '4', ccCvn: '123' }))).toEqual({
      ccNumber: 'Credit card number does not match credit card type.',
      ccType: 'Card type does not match credit card number.',
      ccExpMonth: 'Incorrect credit card expiration date.',
      ccCvn: 'Please enter a valid credit card verification number.',
    });
    expect(messagesOf(paymentCardSchema.safeParse({ ...card, ccNumber: '4111111111111112' }))).toEqual({
      ccNumber: 'Please enter a valid credit card number.',
    });
    expect(messagesOf(paymentCardSchema.safeParse({ ccType: '', ccNumber: '', ccExpMonth: '', ccExpYear: '', ccCvn: '' }))).toEqual({
      ccType: 'Please select an option.',
      ccNumber: 'This is a required field.',
      ccExpMonth: 'Please select an option.',
      ccExpYear: 'Please select an option.',
    });
  });
});

describe('createAccountInformationSchema', () => {
  const schema = createAccountInformationSchema({ minLength: 8, minCharacterSets: 3 });
  const base = { firstname: 'Veronica', lastname: 'Costello', email: 'roni_cost@example.com' };
  const messages = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts new names and a date of birth without the current password', () => {
    expect(messages({ ...base, dob: { month: '3', day: '7', year: '1990' } })).toEqual({});
  });

  it('checks the names and the date of birth with the kit rules', () => {
    expect(messages({ ...base, firstname: ' ', dob: { month: '13', day: '1', year: '1990' } })).toEqual({
      firstname: 'This is a required field.',
      dob: 'Please enter a valid month (1-12).',
    });
  });

  it('asks for the current password and a valid address to change the e-mail', () => {
    expect(messages({ ...base, change_email: true, email: 'not-an-address' })).toEqual({
      email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
      current_password: 'This is a required field.',
    });
  });

  it('checks a new password: the policy, not the e-mail, confirmed', () => {
    const change = { ...base, change_password: true, current_password: 'Password123!' };
    expect(messages({ ...change, password: 'short', password_confirmation: 'short' }).password).toMatch(/^Minimum length of this field must be equal or greater than 8 symbols/);
    expect(messages({ ...change, email: 'Roni_Cost@Example.com1A', password: 'Roni_Cost@Example.com1A', password_confirmation: 'Roni_Cost@Example.com1A' }).password).toBe(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
    expect(messages({ ...change, password: 'NewPassw0rd!', password_confirmation: 'NewPassw0rd?' })).toEqual({ password_confirmation: 'Please make sure your passwords match.' });
    expect(messages({ ...change, password: 'NewPassw0rd!', password_confirmation: 'NewPassw0rd!' })).toEqual({});
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'No Password'],
    ['abc', 'Weak'],
    ['abcdefgh', 'Weak'],
    ['abcdEF12', 'Medium'],
    ['abcdEF12!', 'Strong'],
    ['abcdEFGH1234!?', 'Very Strong'],
  ])('%j is %s', (password, label) => {
    expect(passwordStrength(password, { minLength: 8, minCharacterSets: 3 }).label).toBe(label);
  });
});

describe('createReviewSchema', () => {
  const reviewSchema = createReviewSchema();
  const good = { rating: '4', nickname: ' Dana ', title: 'Warm and light', detail: 'Wore it on three hikes.' };

  it('accepts a review, trims its text and reads the stars as a number', () => {
    expect(reviewSchema.parse(good)).toEqual({ rating: 4, nickname: 'Dana', title: 'Warm and light', detail: 'Wore it on three hikes.' });
    expect(reviewSchema.parse({ ...good, rating: 5 }).rating).toBe(5);
  });

  it('asks for the stars, then each text, with the platform\'s messages', () => {
    const messages = (input: Record<string, unknown>) => reviewSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ ...good, rating: undefined })).toEqual([['rating', 'Please select one of each of the ratings above.']]);
    expect(messages({ ...good, rating: '6' })).toEqual([['rating', 'Please select one of each of the ratings above.']]);
    expect(messages({ ...good, nickname: '  ' })).toEqual([['nickname', 'This is a required field.']]);
    expect(messages({ ...good, title: undefined })).toEqual([['title', 'This is a required field.']]);
    expect(messages({ ...good, detail: 'x'.repeat(REVIEW_LIMITS.text + 1) })).toEqual([['detail', `Please enter less or equal than ${REVIEW_LIMITS.text} symbols.`]]);
  });
});
