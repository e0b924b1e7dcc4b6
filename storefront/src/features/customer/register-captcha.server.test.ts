import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { captchaWord, type ShopClient } from '../../../server/test/harness';
import { setUpTestShop } from '../../../server/test/helpers';
import { LOGIN_MESSAGES, REGISTER_FORM } from './feature.server';

/** Registrations from one address before the captcha is asked for (CAPTCHA_IP_ATTEMPTS). */
const ATTEMPTS = 2;

const t = setUpTestShop({ config: { captchaIpAttempts: ATTEMPTS, captchaIpWindow: 3600 } });

const account = (n: number) => ({ firstname: 'Rae', lastname: 'Quill', email: `rae.quill.${n}@example.com`, password: 'Str0ng-pass', password_confirmation: 'Str0ng-pass' });

async function customers(): Promise<number> {
  const [row] = await t.shop.db.select({ n: count() }).from(s.customers);
  return row!.n;
}

/** Whether the captcha section asks this browser for the registration captcha. */
async function registrationCaptchaShown(client: ShopClient): Promise<boolean> {
  const { captcha } = await client.sections(['captcha']);
  return (captcha as Record<string, { isRequired: boolean }>)[REGISTER_FORM]!.isRequired;
}

describe('the registration captcha (user_create, after CAPTCHA_IP_ATTEMPTS registrations from one address)', () => {
  it('is not asked for at first; after the limit every browser from that address must answer it', async () => {
    const first = t.client();
    expect(await registrationCaptchaShown(first)).toBe(false);
    for (let n = 0; n < ATTEMPTS; n++) {
      const response = await t.client().postJson('/customer/account/createpost', account(n));
      expect(response.status).toBe(200);
    }
    // A browser that never registered, from the same address: the section now asks for it.
    const next = t.client();
    expect(await registrationCaptchaShown(next)).toBe(true);

    const before = await customers();
    const without = await next.postJson('/customer/account/createpost', account(10));
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ success: false, message: LOGIN_MESSAGES.incorrectCaptcha });

    expect((await next.postJson('/captcha/refresh', { formId: REGISTER_FORM })).status).toBe(200);
    const wrong = await next.postJson('/customer/account/createpost', { ...account(11), captcha_form_id: REGISTER_FORM, captcha_string: 'nope!' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ success: false, message: LOGIN_MESSAGES.incorrectCaptcha });
    expect(await customers()).toBe(before);

    // A plain form post is sent back to the form with the message.
    const plain = await next.postForm('/customer/account/createpost', account(12));
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/customer/account/create/');
    expect(await customers()).toBe(before);

    // The word on the image, once: the account is created.
    await next.postJson('/captcha/refresh', { formId: REGISTER_FORM });
    const word = await captchaWord(t.shop, next);
    const right = await next.postJson('/customer/account/createpost', { ...account(13), captcha_form_id: REGISTER_FORM, captcha_string: word });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ success: true });
    expect(await customers()).toBe(before + 1);
  });
});
