import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRule, contactSchema, createRegisterSchema, formatDob, createResetPasswordSchema, forgotPasswordSchema, loginSchema } from '@shop/ui/validation';
import { createAccount, CUSTOMER_PASSWORD_POLICY, forgotPasswordPost, login } from '../src/features/customer/contract';
import { contactPost } from '../src/features/customer-service/contract';
import { newPasswordProblem } from '../src/features/customer/contract';
import { pageSettings } from './page-settings';
import { loadConfig } from './config';
import { setUpTestShop } from './test/helpers';

/**
 * The browser's forms and the server accept and refuse the same inputs: the forms run the kit's
 * schemas with the policy the page settings publish, the server runs its contracts (and, for a
 * reset link, its own check once the account is known). Inputs mix valid values with the ones
 * that tell counting apart: emoji (two UTF-16 units, one code point), combining marks, spaces
 * at either end, other scripts.
 */

const passwordUnits = ['a', 'b', 'Z', 'Q', '1', '7', '!', '#', ' ', '😀', '🔐', 'e\u0301', '\u0301', 'ß', 'Ж', '漢', '\t'];
const password = fc.array(fc.constantFrom(...passwordUnits), { maxLength: 12 }).map((parts) => parts.join(''));
const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('', ' ', 'ann@example.com', ' ann@example.com ', 'ANN@EXAMPLE.COM', 'not-an-email', 'a@b', 'ann@exa mple.com', '😀@example.com'),
  fc.string({ maxLength: 20 }),
);
const name = fc.oneof(fc.constantFrom('', ' ', 'Ann', 'José', '李'), fc.string({ maxLength: 8 }));

/** The policy the browser's forms get from the page settings. */
const published = pageSettings(loadConfig({}, { dataDir: 'memory://' })).customerPassword;

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('browser and server agree on every form input', () => {
  it('publishes the policy the server enforces', () => {
    expect(published).toEqual(CUSTOMER_PASSWORD_POLICY);
  });

  it('login: the form (email, password) and call 9 (username, password)', () => {
    fc.assert(
      fc.property(email, password, (address, secret) => {
        expect(accepts(login.request, { username: address, password: secret })).toBe(accepts(loginSchema, { email: address, password: secret }));
      }),
      { numRuns: 400 },
    );
  });

  it('registration: the register form and the account creation call', () => {
    fc.assert(
      fc.property(name, name, email, password, fc.oneof(password, fc.constant(null)), (firstname, lastname, address, secret, confirmation) => {
        const form = { firstname, lastname, email: address, password: secret, password_confirmation: confirmation ?? secret };
        expect(accepts(createAccount.request, form)).toBe(accepts(createRegisterSchema(published), form));
      }),
      { numRuns: 400 },
    );
  });

  it('registration: a date of birth typed as three parts and the month/day/year the call receives', () => {
    const part = fc.oneof(fc.constantFrom('', '0', '1', '2', '07', '12', '13', '28', '29', '30', '31', '99', '1899', '1900', '1990', '2000', '9999', 'ab', ' 7 '), fc.string({ maxLength: 4 }));
    const account = { firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example.com', password: 'Password123!', password_confirmation: 'Password123!' };
    fc.assert(
      fc.property(part, part, part, (day, month, year) => {
        const dob = { day, month, year };
        // The form sends a date only when one of its parts was typed (the kit's RegisterForm).
        const typed = [day, month, year].some((text) => text.trim() !== '');
        const sent = typed ? { ...account, dob: formatDob(dob) } : account;
        expect(accepts(createAccount.request, sent), JSON.stringify(dob)).toBe(accepts(createRegisterSchema(published), { ...account, dob }));
      }),
      { numRuns: 400 },
    );
  });

  it('password reset: the reset form, and the server once it knows the account (its e-mail aside)', () => {
    fc.assert(
      fc.property(password, fc.oneof(password, fc.constant(null)), (secret, confirmation) => {
        const form = { password: secret, password_confirmation: confirmation ?? secret };
        const account = 'someone.else@example.com';
        const server = newPasswordProblem(secret, account) ?? checkRule('validate-cpassword', form.password_confirmation, { password: secret });
        expect(server === null && secret.trim() !== '').toBe(accepts(createResetPasswordSchema(published), form));
      }),
      { numRuns: 400 },
    );
  });

  it('counts a password in code points on both sides: 7 emoji are 14 UTF-16 units and still too short', () => {
    const emoji = 'A1😀😀😀😀😀';
    expect(emoji.length).toBe(12);
    expect(accepts(createAccount.request, { firstname: 'A', lastname: 'B', email: 'a@example.com', password: emoji, password_confirmation: emoji })).toBe(false);
    expect(newPasswordProblem(emoji, 'a@example.com')).toBe('Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.');
  });

  it('forgot password and contact: the forms and their calls', () => {
    fc.assert(
      fc.property(email, name, name, (address, text, comment) => {
        expect(accepts(forgotPasswordPost.request, { email: address })).toBe(accepts(forgotPasswordSchema, { email: address }));
        const form = { name: text, email: address, comment };
        expect(accepts(contactPost.request, { formData: form })).toBe(accepts(contactSchema, form));
      }),
      { numRuns: 400 },
    );
  });
});

describe('the running server answers with the form’s own messages', () => {
  const t = setUpTestShop();

  it('refuses what the register form refuses, with the message the form shows, and creates nothing', async () => {
    const client = t.client();
    const cases = [
      { firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example.com', password: 'short1A', password_confirmation: 'short1A' },
      { firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example.com', password: 'alllowercase', password_confirmation: 'alllowercase' },
      { firstname: 'Ann', lastname: 'Lee', email: 'Ann.Lee@Example.com', password: 'ann.lee@example.COM', password_confirmation: 'ann.lee@example.COM' },
      { firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example.com', password: 'Password123!', password_confirmation: 'Password123?' },
      { firstname: '', lastname: 'Lee', email: 'ann.lee@example.com', password: 'Password123!', password_confirmation: 'Password123!' },
      { firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example', password: 'Password123!', password_confirmation: 'Password123!' },
      { firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example.com', password: 'Aa1😀😀😀😀', password_confirmation: 'Aa1😀😀😀😀' },
    ];
    for (const form of cases) {
      const expected = createRegisterSchema(published).safeParse(form);
      expect(expected.success, JSON.stringify(form)).toBe(false);
      const response = await client.postJson('/customer/account/createpost', form);
      expect(response.status, JSON.stringify(form)).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: expected.error!.issues[0]!.message });
    }
    expect(await t.shop.customers.isEmailAvailable('ann.lee@example.com')).toBe(true);
  });

  it('accepts what the register form accepts', async () => {
    const form = { firstname: 'Ann', lastname: 'Lee', email: 'ann.lee@example.com', password: 'Aa1😀😀😀😀😀', password_confirmation: 'Aa1😀😀😀😀😀' };
    expect(createRegisterSchema(published).safeParse(form).success).toBe(true);
    const response = await t.client().postJson('/customer/account/createpost', form);
    expect(response.status).toBe(200);
    expect(await t.shop.customers.isEmailAvailable('ann.lee@example.com')).toBe(false);
  });
});
