import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { calls, SECTION_INVALIDATION, SECTION_NAMES } from '../src/config/contracts';
import { pageSettingsParts, pageSettingsSchema } from '../src/lib/page-settings';
import type { ServerFeature } from './feature';
import { serverFeatures } from './features';
import { pageSettings } from './page-settings';
import { inPricing } from '../src/features/currency/api';
import { converterOf } from '../src/features/currency/model';

const config = loadConfig({}, { dataDir: 'memory://' });

describe('pageSettings', () => {
  it('gives the Free Shipping threshold in the page\'s currency at its rate (the page takes the currency\'s tag), the base amount outside a page', () => {
    expect(pageSettings(config).freeShipping).toEqual({ threshold: 5000, currency: 'USD' });
    let shown = 0;
    const inEuros = inPricing({ converter: converterOf('USD', 'EUR', '0.92'), locale: 'fr-FR', shown: () => (shown += 1) }, () => pageSettings(config));
    expect(inEuros.freeShipping).toEqual({ threshold: 4600, currency: 'EUR' });
    expect(shown).toBe(1);
  });

  it('gives every setting the browser needs, with addresses relative to the shop base', () => {
    const settings = pageSettings(config);
    expect(settings).toMatchObject({
      baseUrl: '/',
      storeId: 1,
      storeGroupId: 1,
      websiteId: 1,
      checkoutUrl: '/checkout/',
      imageTemplate: 'product_image_with_borders',
      cartUrl: '/checkout/cart/',
      wishlistUrl: '/wishlist/',
      registerUrl: '/customer/account/create/',
      forgotPasswordUrl: '/customer/account/forgotpassword/',
      customerLoginUrl: '/customer/account/login/',
      loginUrl: '/customer/ajax/login',
      maxItemsToDisplay: 10,
      isGuestCheckoutAllowed: true,
      cookieLifeTime: 3600,
      minSearchLength: 3,
      customerData: { expirableSectionLifetime: 60, expirableSectionNames: ['cart', 'persistent'] },
      captcha: {
        user_login: { formId: 'user_login', isRequired: false, isCaseSensitive: true, imageHeight: 50, refreshUrl: '/captcha/refresh' },
        // Registration gets the captcha too, once the section asks for it (many registrations from one address).
        user_create: { formId: 'user_create', isRequired: false, isCaseSensitive: true, imageHeight: 50, refreshUrl: '/captcha/refresh' },
      },
    });
    expect(settings.sectionConfig.sectionNames).toEqual([...SECTION_NAMES]);
    expect(settings.cookie).toEqual({ path: '/', domain: '', secure: false, sameSite: 'lax' });
  });

  it('writes exactly what the one page-settings schema reads (nothing dropped, nothing missing)', () => {
    const settings = pageSettings(config);
    expect(pageSettingsSchema.parse(settings)).toEqual(JSON.parse(JSON.stringify(settings)));
  });

  it("publishes every call's address under its contract's name, and nothing else", () => {
    const settings = pageSettings(config);
    expect(Object.keys(settings.urls).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, call] of Object.entries(calls)) expect(settings.urls[name as keyof typeof calls]).toBe(call.path);
    expect(settings.loginUrl).toBe(settings.urls.login);
  });

  it("carries the colour scheme: 'light' by default, COLOR_SCHEME dark or system when set, light for anything else", () => {
    const schemeWith = (env: Record<string, string>) => pageSettings(loadConfig(env, { dataDir: 'memory://' })).colorScheme;
    expect(schemeWith({})).toBe('light');
    expect(schemeWith({ COLOR_SCHEME: 'dark' })).toBe('dark');
    expect(schemeWith({ COLOR_SCHEME: 'system' })).toBe('system');
    expect(schemeWith({ COLOR_SCHEME: 'light' })).toBe('light');
    expect(schemeWith({ COLOR_SCHEME: 'Dark' })).toBe('light');
    expect(schemeWith({ COLOR_SCHEME: '' })).toBe('light');
  });

  it('offers the fast-checkout button only when the payment module address is configured', () => {
    expect(pageSettings(config).fastCheckout).toBeNull();
    const withModule = loadConfig({ FAST_CHECKOUT_URL: 'https://pay.test/checkout/fastcheckoutstart', FAST_CHECKOUT_MODAL: 'true' }, { dataDir: 'memory://' });
    expect(pageSettings(withModule).fastCheckout).toEqual({
      minicartEnabled: true,
      useModal: true,
      startUrl: 'https://pay.test/checkout/fastcheckoutstart',
    });
  });

  it('turns analytics on in the demo (GTM-DEMO123, no third-party loader) and off with GTM_CONTAINER_ID empty or off', () => {
    const settingsWith = (env: Record<string, string>) => pageSettings(loadConfig(env, { dataDir: 'memory://' }));
    expect(settingsWith({}).tagManager).toEqual({ containerId: 'GTM-DEMO123' });
    expect(settingsWith({ GTM_SCRIPT_URL: '/stub/gtm.js' }).tagManager).toEqual({ containerId: 'GTM-DEMO123', scriptUrl: '/stub/gtm.js' });
    expect(settingsWith({ GTM_CONTAINER_ID: 'GTM-K2X9Q7' }).tagManager).toEqual({
      containerId: 'GTM-K2X9Q7',
      scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=',
    });
    expect(settingsWith({ GTM_CONTAINER_ID: 'GTM-K2X9Q7', GTM_SCRIPT_URL: 'off' }).tagManager).toEqual({ containerId: 'GTM-K2X9Q7' });
    for (const off of ['', 'off', 'OFF']) {
      const settings = settingsWith({ GTM_CONTAINER_ID: off, GTM_SCRIPT_URL: 'https://tags.example/gtm.js' });
      expect(settings.tagManager).toBeUndefined();
      expect(JSON.stringify(settings)).not.toMatch(/gtm|tagManager/i);
    }
    expect(() => loadConfig({ GTM_CONTAINER_ID: 'GTM-1"><script>' }, { dataDir: 'memory://' })).toThrow(/container id/);
    expect(() => loadConfig({ GTM_SCRIPT_URL: 'javascript:alert(1)' }, { dataDir: 'memory://' })).toThrow(/tag-manager script/);
  });

  it('offers the demo app in the smart banner, a configured one, or none (SMART_BANNER_APP_ID off)', () => {
    const settingsWith = (env: Record<string, string>) => pageSettings(loadConfig(env, { dataDir: 'memory://' }));
    expect(settingsWith({}).smartBanner).toMatchObject({
      appId: 'summit-outfitters',
      title: 'Summit Outfitters',
      iconSrc: '/favicon.svg',
      storeUrls: { ios: expect.stringMatching(/^https:\/\/apps\.apple\.com\//), android: expect.stringMatching(/^https:\/\/play\.google\.com\//), windows: expect.any(String) },
    });
    expect(settingsWith({ SMART_BANNER_APP_ID: 'acme', SMART_BANNER_TITLE: 'Acme', SMART_BANNER_ANDROID_URL: 'https://play.google.com/store/apps/details?id=acme' }).smartBanner).toEqual({
      appId: 'acme',
      title: 'Acme',
      author: '',
      iconSrc: '/favicon.svg',
      storeUrls: { android: 'https://play.google.com/store/apps/details?id=acme' },
    });
    expect(settingsWith({ SMART_BANNER_IOS_URL: 'off' }).smartBanner?.storeUrls.ios).toBeUndefined();
    for (const off of ['', 'off']) expect(settingsWith({ SMART_BANNER_APP_ID: off }).smartBanner).toBeUndefined();
    expect(() => loadConfig({ SMART_BANNER_IOS_URL: 'javascript:alert(1)' }, { dataDir: 'memory://' })).toThrow(/app store listing/);
    expect(() => loadConfig({ SMART_BANNER_APP_ID: 'a b;' }, { dataDir: 'memory://' })).toThrow(/app id/);
  });

  it('says which actions invalidate which sections, derived from the contracts', () => {
    expect(SECTION_INVALIDATION['checkout/cart/add']).toEqual(['cart']);
    expect(SECTION_INVALIDATION['customer/ajax/login']).toEqual(['*']);
    expect(SECTION_INVALIDATION['*']).toEqual(['messages']);
    const posts = Object.values(calls).filter((call) => call.method === 'POST' && 'invalidates' in call);
    expect(Object.keys(SECTION_INVALIDATION).sort()).toEqual(['*', ...posts.map((call) => call.path.slice(1).toLowerCase())].sort());
    expect(pageSettings(config).sectionConfig.sections).toEqual(SECTION_INVALIDATION);
  });

  it('marks cookies Secure when the configured base URL is HTTPS (never because of a request header)', () => {
    expect(pageSettings(config).cookie.secure).toBe(false);
    expect(pageSettings(loadConfig({ BASE_URL: 'https://www.shop.example', ALLOW_TEST_PAYMENTS: 'true' }, { dataDir: 'memory://' })).cookie.secure).toBe(true);
  });

  it('puts the test-mode notice on the pages of a production shop that allows test payments, and only there', () => {
    const production = { NODE_ENV: 'production', BASE_URL: 'https://shop.example/', ALLOW_TEST_PAYMENTS: 'true' };
    expect(pageSettings(loadConfig(production, { dataDir: 'memory://' })).testMode).toBe(true);
    expect(pageSettings(config).testMode).toBe(false);
    // The demo (`npm start`) stays as it is, whatever it is told about test payments.
    expect(pageSettings(loadConfig({ ALLOW_TEST_PAYMENTS: 'true' }, { dataDir: 'memory://' })).testMode).toBe(false);
  });

  it('follows the configuration (mini cart size, guest checkout, captcha case)', () => {
    const settings = pageSettings({ ...config, maxItemsToDisplay: 3, guestCheckoutAllowed: false, captchaCaseSensitive: false });
    expect(settings).toMatchObject({ baseUrl: '/', checkoutUrl: '/checkout/', maxItemsToDisplay: 3, isGuestCheckoutAllowed: false });
    expect(settings.captcha.user_login?.isCaseSensitive).toBe(false);
  });

  it("writes each capability's settings from its folder's feature.server.ts, in its place, and reads them with its page-settings.ts", () => {
    const keys = Object.keys(pageSettings(config));
    expect(keys.slice(keys.indexOf('isGuestCheckoutAllowed'), keys.indexOf('cookieLifeTime') + 1)).toEqual(['isGuestCheckoutAllowed', 'fastCheckout', 'customerPassword', 'cookieLifeTime']);
    // The customer's folder declares the password policy and the captcha forms: without it, neither is written.
    const withoutCustomer = pageSettings(config, serverFeatures.filter((feature) => feature.folder !== 'customer'));
    expect(withoutCustomer).not.toHaveProperty('captcha');
    expect(withoutCustomer).not.toHaveProperty('customerPassword');
    expect(withoutCustomer.freeShipping).toEqual({ threshold: 5000, currency: 'USD' });
    // …and its schema part is read from customer/page-settings.ts.
    expect(() => pageSettingsSchema.parse({ ...pageSettings(config), captcha: { user_login: { formId: 'user_login' } } })).toThrow(/captcha/);
    // A capability's setting stands where it says; undefined leaves it out.
    const giftWrap = { folder: 'gift-wrap', pageSettings: { giftWrap: { after: 'cartUrl', value: () => true }, giftNote: { before: 'cartUrl', value: () => undefined } } } as unknown as ServerFeature & { folder: string };
    const withGiftWrap = Object.keys(pageSettings(config, [giftWrap]));
    expect(withGiftWrap.slice(withGiftWrap.indexOf('checkoutUrl'), withGiftWrap.indexOf('cartUrl') + 2)).toEqual(['checkoutUrl', 'cartUrl', 'giftWrap']);
    expect(withGiftWrap).not.toContain('giftNote');
    // Two writers of one setting, a place that is no shop-wide setting, two schemas of one setting: refused.
    expect(() => pageSettings(config, [giftWrap, { ...giftWrap, folder: 'gifts' }])).toThrow(/"giftWrap" is written by two features: gift-wrap and gifts/);
    const misplaced = { folder: 'gift-wrap', pageSettings: { giftWrap: { after: 'freeShipping', value: () => true } } } as unknown as ServerFeature & { folder: string };
    expect(() => pageSettings(config, [misplaced])).toThrow(/no shop-wide setting/);
    expect(() => pageSettingsParts({ '../features/gift-wrap/page-settings.ts': { cartUrl: pageSettingsSchema } })).toThrow(/"cartUrl" is declared by the shop-wide settings and by gift-wrap/);
  });
});
