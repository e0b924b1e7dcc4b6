import { SEARCH_MIN_LENGTH } from '@shop/ui/validation';
import { calls, SECTION_INVALIDATION, SECTION_NAMES, type CallName } from '../src/config/contracts';
import { CLIENT_SIDE_SECTIONS, EXPIRABLE_SECTIONS, STORAGE_LIFETIME_DEFAULT } from '../src/config/constants';
import { CUSTOMER_PASSWORD_POLICY } from '../src/features/customer/contract';
import type { PageSettings } from '../src/lib/page-settings';
import { loadConfig, type ShopConfig } from './config';
import { CAPTCHA_IMAGE_HEIGHT } from './lib/captcha-image';
import { accountPaths } from '../src/features/account/paths';
import { shopPaths } from './lib/urls';
import { shownCurrency, shownMinor } from '../src/features/currency/api';
import { BLOG_BLOCKS, REWARD_BLOCKS } from '../src/features/page-builder/blocks.server';

/** CMS blocks the home page lazy-loads. */
export const LAZY_BLOCKS = ['home-hero', 'home-promo', 'home-features', 'footer-links'];

let defaultConfig: ShopConfig | undefined;

/** Whether the shop is served over HTTPS: its configured base URL says so (never a request header). */
export function isHttps(config: Pick<ShopConfig, 'baseUrl'>): boolean {
  return config.baseUrl.startsWith('https://');
}

/**
 * The page settings a server-rendered page carries (`src/lib/page-settings.ts` is their one
 * schema): base URL, store/group/website ids, the page addresses, every call's address by its
 * contract's name, mini cart size, guest checkout, cookie lifetime, the section configuration
 * derived from the contracts, the captcha forms, and the tag manager when one is configured.
 * Every address is relative to the shop's base ('/'), as SPEC.md §7 lets the browser resolve
 * them: nothing in them comes from the request, so a cached page can never carry a visitor's
 * Host or X-Forwarded-Host.
 * @param config the server configuration @default loadConfig() of the environment
 */
export function pageSettings(config?: ShopConfig): PageSettings {
  const c = config ?? (defaultConfig ??= loadConfig());
  const baseUrl = '/';
  const secure = isHttps(c);
  const urls = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.path])) as Record<CallName, string>;
  return {
    baseUrl,
    storeId: 1,
    storeGroupId: 1,
    websiteId: 1,
    storeCode: 'default',
    currencyCode: c.currency,
    // Converted while a page of a view renders (its run's rate); the base amount anywhere else.
    freeShipping: { threshold: shownMinor(c.freeShippingThreshold, c.currency), currency: shownCurrency(c.currency) },
    checkoutUrl: shopPaths.checkout,
    cartUrl: shopPaths.cart,
    wishlistUrl: accountPaths.wishlist,
    registerUrl: shopPaths.register,
    forgotPasswordUrl: shopPaths.forgotPassword,
    customerLoginUrl: shopPaths.login,
    loginUrl: urls.login,
    logoutUrl: shopPaths.logout,
    isRedirectRequired: false,
    imageTemplate: 'product_image_with_borders',
    maxItemsToDisplay: c.maxItemsToDisplay,
    isGuestCheckoutAllowed: c.guestCheckoutAllowed,
    fastCheckout: c.fastCheckoutUrl ? { minicartEnabled: true, useModal: c.fastCheckoutModal, startUrl: c.fastCheckoutUrl } : null,
    customerPassword: { ...CUSTOMER_PASSWORD_POLICY },
    cookieLifeTime: c.cookieLifetime,
    cookie: { path: '/', domain: '', secure, sameSite: 'lax' },
    minSearchLength: SEARCH_MIN_LENGTH,
    urls,
    customerData: {
      expirableSectionLifetime: c.expirableSectionLifetime,
      expirableSectionNames: [...EXPIRABLE_SECTIONS],
      persistentLifetime: c.persistentLifetime,
    },
    sectionConfig: {
      sections: SECTION_INVALIDATION,
      clientSideSections: [...CLIENT_SIDE_SECTIONS],
      baseUrls: [baseUrl],
      sectionNames: [...SECTION_NAMES],
    },
    captcha: Object.fromEntries(
      Object.entries(c.captchaForms)
        .filter(([, mode]) => mode !== 'never')
        .map(([formId, mode]) => [
          formId,
          {
            formId,
            // Images are per session: the browser asks captcha/refresh when the section says it is required.
            imageSrc: '',
            isRequired: mode === 'always',
            isCaseSensitive: c.captchaCaseSensitive,
            imageHeight: CAPTCHA_IMAGE_HEIGHT,
            refreshUrl: urls.captchaRefresh,
            timestamp: 0,
          },
        ]),
    ),
    blockNames: { lazy: LAZY_BLOCKS, rewards: [...REWARD_BLOCKS], blog: [...BLOG_BLOCKS] },
    productStorage: {},
    recentlyViewed: { allowToSendRequest: false, syncUrl: urls.frontendActionSync, lifetime: STORAGE_LIFETIME_DEFAULT },
    recentlyCompared: { allowToSendRequest: false, syncUrl: urls.frontendActionSync, lifetime: STORAGE_LIFETIME_DEFAULT },
    isPaginationCacheEnabled: false,
    logDisplayLevel: c.logDisplayLevel,
    colorScheme: c.colorScheme,
    testMode: c.production && c.allowTestPayments,
    ...(c.tagManagerContainerId
      ? { tagManager: { containerId: c.tagManagerContainerId, ...(c.tagManagerScriptUrl ? { scriptUrl: c.tagManagerScriptUrl } : {}) } }
      : {}),
    ...(c.smartBanner ? { smartBanner: { ...c.smartBanner, iconSrc: '/favicon.svg' } } : {}),
  };
}
