// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  createAccountInformationSchema,
  createLoginSchema,
  createRegisterSchema,
  createRegisterSubmissionSchema,
  createResetPasswordSchema,
  createReviewSchema,
  emailFieldSchema,
  newPasswordFieldSchema,
  passwordStrength,
  searchQuerySchema,
} from './forms';
import { fieldIssues } from './issues.fixtures';

// The form schemas at their edges: values that are not text, lengths at their limit, spaces
// around what was typed, and the type of each error (what react-hook-form's resolver passes on).
// Each schema is built inside its test: the forms' module-level schemas are built once, on import.
const required = 'This is a required field.';
const mismatch = 'Please make sure your passwords match.';
const equalsEmail = "The password can't be the same as the email address. Create a new password and try again.";

describe('emailFieldSchema', () => {
  it('asks for an address that is not text at all, with the required message', () => {
    expect(fieldIssues(emailFieldSchema().safeParse(undefined))).toEqual([{ path: '', message: required, type: 'invalid_type' }]);
  });

  it('gives the address without the spaces typed around it', () => {
    expect(emailFieldSchema().parse('  jane@example.com ')).toBe('jane@example.com');
  });

  it('takes 254 characters and refuses 255', () => {
    const domain = '@example.com';
    expect(emailFieldSchema().safeParse(`${'a'.repeat(254 - domain.length)}${domain}`).success).toBe(true);
    expect(fieldIssues(emailFieldSchema().safeParse(`${'a'.repeat(255 - domain.length)}${domain}`))).toEqual([
      { path: '', message: 'Please enter less or equal than 254 symbols.', type: 'custom' },
    ]);
  });
});

describe('newPasswordFieldSchema', () => {
  it('takes 256 characters and refuses 257', () => {
    expect(newPasswordFieldSchema().safeParse(`Aa1!${'a'.repeat(252)}`).success).toBe(true);
    expect(fieldIssues(newPasswordFieldSchema().safeParse(`Aa1!${'a'.repeat(253)}`))).toEqual([
      { path: '', message: 'Please enter less or equal than 256 symbols.', type: 'custom' },
    ]);
  });
});

describe('createLoginSchema', () => {
  it('asks for the email and the password', () => {
    expect(fieldIssues(createLoginSchema().safeParse({ email: '', password: '' }))).toEqual([
      { path: 'email', message: required, type: 'custom' },
      { path: 'password', message: required, type: 'custom' },
    ]);
  });

  it('asks for the captcha string while the captcha is shown', () => {
    const values = { email: 'john@example.com', password: 'secret' };
    expect(fieldIssues(createLoginSchema({ captchaShown: true }).safeParse(values))).toEqual([{ path: 'captcha', message: required, type: 'custom' }]);
  });
});

describe('createReviewSchema', () => {
  const good = { rating: '5', nickname: 'Dana', title: 'Warm and light', detail: 'Wore it on three hikes.' };

  it('asks for the stars when the rating is neither text nor a number', () => {
    for (const rating of [undefined, null, true]) {
      expect(fieldIssues(createReviewSchema().safeParse({ ...good, rating }))).toEqual([
        { path: 'rating', message: 'Please select one of each of the ratings above.', type: 'invalid_union' },
      ]);
    }
  });

  it('takes each text up to its limit and refuses one character more', () => {
    const schema = createReviewSchema();
    const atLimit = { ...good, nickname: 'n'.repeat(128), title: 't'.repeat(255), detail: 'd'.repeat(10_000) };
    expect(schema.safeParse(atLimit).success).toBe(true);
    expect(fieldIssues(schema.safeParse({ ...good, nickname: 'n'.repeat(129), title: 't'.repeat(256), detail: 'd'.repeat(10_001) }))).toEqual([
      { path: 'nickname', message: 'Please enter less or equal than 128 symbols.', type: 'custom' },
      { path: 'title', message: 'Please enter less or equal than 255 symbols.', type: 'custom' },
      { path: 'detail', message: 'Please enter less or equal than 10000 symbols.', type: 'custom' },
    ]);
  });

  it('keeps the summary and the review without the spaces typed around them', () => {
    const review = createReviewSchema().parse({ rating: '5', nickname: 'Dana', title: '  Warm and light ', detail: ' Wore it on three hikes.  ' });
    expect(review).toEqual({ rating: 5, nickname: 'Dana', title: 'Warm and light', detail: 'Wore it on three hikes.' });
  });
});

describe('createRegisterSchema', () => {
  const valid = { firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com', password: 'Secret-123', password_confirmation: 'Secret-123' };

  it('does not ask the server about an empty address, and shows its answer on the email as a custom error', async () => {
    const emailAvailable = vi.fn(async () => 'There is already an account with this email address.');
    const schema = createRegisterSchema({ emailAvailable });
    expect(fieldIssues(await schema.safeParseAsync({ ...valid, email: '   ' }))).toEqual([{ path: 'email', message: required, type: 'custom' }]);
    expect(emailAvailable).not.toHaveBeenCalled();
    expect(fieldIssues(await schema.safeParseAsync(valid))).toEqual([
      { path: 'email', message: 'There is already an account with this email address.', type: 'custom' },
    ]);
    expect(emailAvailable).toHaveBeenCalledExactlyOnceWith('jane@example.com');
  });

  it('reports an empty confirmation as required only, and a different one as a mismatch', () => {
    const schema = createRegisterSchema();
    expect(fieldIssues(schema.safeParse({ ...valid, password_confirmation: '' }))).toEqual([{ path: 'password_confirmation', message: required, type: 'custom' }]);
    expect(fieldIssues(schema.safeParse({ ...valid, password_confirmation: 'Secret-124' }))).toEqual([
      { path: 'password_confirmation', message: mismatch, type: 'custom' },
    ]);
  });

  it('asks for the captcha string when the form shows its captcha, and not otherwise', () => {
    expect(fieldIssues(createRegisterSchema({ captchaShown: true }).safeParse(valid))).toEqual([{ path: 'captcha', message: required, type: 'custom' }]);
    expect(createRegisterSchema({ captchaShown: true }).safeParse({ ...valid, captcha: 'x7k2' }).success).toBe(true);
    expect(createRegisterSchema().safeParse({ ...valid, captcha: '' }).success).toBe(true);
  });
});

describe('createRegisterSubmissionSchema', () => {
  const valid = { firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com', password: 'Secret-123', password_confirmation: 'Secret-123' };

  it('keeps the date of birth without the spaces around it', () => {
    expect(createRegisterSubmissionSchema().parse({ ...valid, dob: ' 03/07/1990 ' }).dob).toBe('03/07/1990');
  });

  it('takes the captcha form id and answer up to 64 characters each', () => {
    const schema = createRegisterSubmissionSchema();
    expect(schema.parse({ ...valid, captcha_form_id: 'user_create', captcha_string: 'x7k2' })).toMatchObject({ captcha_form_id: 'user_create', captcha_string: 'x7k2' });
    expect(schema.safeParse({ ...valid, captcha_form_id: 'f'.repeat(64), captcha_string: 's'.repeat(64) }).success).toBe(true);
    expect(fieldIssues(schema.safeParse({ ...valid, captcha_form_id: 'f'.repeat(65), captcha_string: 's'.repeat(65) })).map(({ path, type }) => ({ path, type }))).toEqual([
      { path: 'captcha_form_id', type: 'too_big' },
      { path: 'captcha_string', type: 'too_big' },
    ]);
  });
});

describe('createResetPasswordSchema', () => {
  it('accepts a new password and the same confirmation', () => {
    expect(createResetPasswordSchema().parse({ password: 'Secret-123', password_confirmation: 'Secret-123' })).toEqual({
      password: 'Secret-123',
      password_confirmation: 'Secret-123',
    });
  });

  it('shows a different confirmation on the confirmation field', () => {
    expect(fieldIssues(createResetPasswordSchema().safeParse({ password: 'Secret-123', password_confirmation: 'Secret-124' }))).toEqual([
      { path: 'password_confirmation', message: mismatch, type: 'custom' },
    ]);
  });

  it("applies the store's password settings", () => {
    const schema = createResetPasswordSchema({ minLength: 10 });
    expect(schema.safeParse({ password: 'Secret-123', password_confirmation: 'Secret-123' }).success).toBe(true);
    expect(fieldIssues(schema.safeParse({ password: 'Secret-12', password_confirmation: 'Secret-12' }))).toEqual([
      {
        path: 'password',
        message: 'Minimum length of this field must be equal or greater than 10 symbols. Leading and trailing spaces will be ignored.',
        type: 'custom',
      },
    ]);
  });
});

describe('createAccountInformationSchema', () => {
  const names = { firstname: 'Veronica', lastname: 'Costello' };
  const address = 'Roni_Cost@Example.com1A';

  it('needs no e-mail while the e-mail is not being changed, and gives empty texts for the fields left out', () => {
    expect(createAccountInformationSchema().parse(names)).toEqual({
      ...names,
      change_email: false,
      email: '',
      change_password: false,
      current_password: '',
      password: '',
      password_confirmation: '',
    });
  });

  it('shows a wrong date of birth as a custom error of the date', () => {
    expect(fieldIssues(createAccountInformationSchema().safeParse({ ...names, dob: { month: '13', day: '1', year: '1990' } }))).toEqual([
      { path: 'dob', message: 'Please enter a valid month (1-12).', type: 'custom' },
    ]);
  });

  it('refuses a new password equal to the e-mail when either has spaces around it', () => {
    const change = { ...names, change_password: true, current_password: 'Password123!' };
    const schema = createAccountInformationSchema();
    const spacedPassword = `  ${address} `;
    expect(fieldIssues(schema.safeParse({ ...change, email: address, password: spacedPassword, password_confirmation: spacedPassword }))).toEqual([
      { path: 'password', message: equalsEmail, type: 'custom' },
    ]);
    expect(fieldIssues(schema.safeParse({ ...change, email: ` ${address}  `, password: address, password_confirmation: address }))).toEqual([
      { path: 'password', message: equalsEmail, type: 'custom' },
    ]);
  });
});

describe('passwordStrength at its edges', () => {
  it('has no password when only spaces are typed', () => {
    expect(passwordStrength('   ')).toEqual({ score: 0, label: 'No Password' });
  });

  it('calls four classes Very Strong from 12 characters with the default minimum of 8, Strong below', () => {
    expect(passwordStrength('abcdEFGH12!?')).toEqual({ score: 4, label: 'Very Strong' });
    expect(passwordStrength('abcdEFG12!?')).toEqual({ score: 3, label: 'Strong' });
  });

  it('counts as long 4 characters more than a minimum above 8', () => {
    expect(passwordStrength('abcdEFGH1234!?', { minLength: 10 })).toEqual({ score: 4, label: 'Very Strong' });
    expect(passwordStrength('abcdEFGH123!?', { minLength: 10 })).toEqual({ score: 3, label: 'Strong' });
  });

  it('calls three classes Strong when long and Medium when not', () => {
    expect(passwordStrength('abcdefgh123!')).toEqual({ score: 3, label: 'Strong' });
    expect(passwordStrength('abcdefg123!')).toEqual({ score: 2, label: 'Medium' });
  });

  it('calls two classes Medium however long', () => {
    expect(passwordStrength('abcdefgh1234', { minCharacterSets: 2 })).toEqual({ score: 2, label: 'Medium' });
  });
});

describe('searchQuerySchema at its edges', () => {
  it('asks for a query that is not text at all', () => {
    expect(fieldIssues(searchQuerySchema.safeParse(undefined))).toEqual([{ path: '', message: required, type: 'invalid_type' }]);
  });

  it('shows a short query as a custom error', () => {
    expect(fieldIssues(searchQuerySchema.safeParse(' ab '))).toEqual([{ path: '', message: 'Please enter more or equal than 3 symbols.', type: 'custom' }]);
  });
});
