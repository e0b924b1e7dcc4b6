import { loadConfig, type ShopConfig } from './config';
import { CAPTCHA_IMAGE_HEIGHT } from './lib/captcha-image';
import { shopPaths } from './lib/urls';
import { BLOG_BLOCKS, REWARD_BLOCKS } from './services/blocks.server';
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from './services/customers.server';

/** Every section `/customer/section/load` can answer. */
export const SECTION_NAMES = [
  'cart',
  'customer',
  'messages',
  'captcha',
  'persistent',
  'directory-data',
  'recently_viewed_product',
  'recently_compared_product',
  'product_data_storage',
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

/**
 * Which sections a POST to an action URL invalidates (the platform's sections.xml). Keys are
 * lower-case paths without the leading slash; `'*'` as a key applies to every POST, `['*']` as a
 * value means every section.
 */
export const SECTION_INVALIDATION: Record<string, string[]> = {
  '*': ['messages'],
  'checkout/cart/add': ['cart'],
  'checkout/cart/delete': ['cart'],
  'checkout/cart/updatepost': ['cart'],
  'checkout/cart/updateitemoptions': ['cart'],
  'checkout/sidebar/removeitem': ['cart'],
  'checkout/sidebar/updateitemqty': ['cart'],
  'customer/ajax/login': ['*'],
  'customer/account/loginpost': ['*'],
  'customer/account/createpost': ['*'],
  'customer/account/logout': ['*'],
  'customer/account/editpost': ['*'],
  'captcha/refresh': ['captcha'],
  'catalog/product/frontend_action_synchronize': ['recently_viewed_product', 'recently_compared_product'],
};

/** Endpoint paths of SPEC.md §7, as the browser calls them. */
export const ENDPOINTS = {
  searchSuggest: '/search/ajax/suggest/',
  sectionLoad: '/customer/section/load/',
  lazyBlocks: '/page_cache/block/render/',
  rewardsBlock: '/rewards/block/render/',
  blogBlock: '/blog/block/render/',
  customerGroupUpdate: '/rest/V1/customer-group/update',
  contactPost: '/rest/V1/customer-service/contact/post',
  addToCart: '/checkout/cart/add/',
  login: '/customer/ajax/login',
  logout: shopPaths.logout,
  updateItemQty: '/checkout/sidebar/updateItemQty/',
  removeItem: '/checkout/sidebar/removeItem/',
  captchaRefresh: '/captcha/refresh/',
  productsRenderInfo: '/rest/V1/products-render-info',
  emailAvailable: '/customer/account/emailAvailable/',
  createAccount: '/customer/account/createpost/',
  forgotPasswordPost: '/customer/account/forgotpasswordpost/',
  resetPasswordPost: '/customer/account/resetpasswordpost/',
  frontendActionSync: '/catalog/product/frontend_action_synchronize/',
  productTab: '/catalog/product/tab/',
  media: '/media/catalog/product/',
} as const;

/** The public settings every page embeds for the browser (no private data: pages are cached). */
export interface PageSettings {
  baseUrl: string;
  /** The mini cart's fast-checkout button (SPEC §2), or null when the payment module's setting is off. */
  fastCheckout: { minicartEnabled: boolean; useModal: boolean; startUrl: string } | null;
  storeId: number;
  storeGroupId: number;
  websiteId: number;
  storeCode: string;
  currencyCode: string;
  checkoutUrl: string;
  cartUrl: string;
  registerUrl: string;
  forgotPasswordUrl: string;
  /** The customer password policy the server enforces, for the same checks in the browser. */
  customerPassword: { minLength: number; minCharacterSets: number };
  customerLoginUrl: string;
  loginUrl: string;
  logoutUrl: string;
  isRedirectRequired: boolean;
  imageTemplate: string;
  maxItemsToDisplay: number;
  isGuestCheckoutAllowed: boolean;
  cookieLifeTime: number;
  cookie: { path: string; domain: string; secure: boolean; sameSite: 'lax' };
  minSearchLength: number;
  formKeyCookie: { name: 'form_key'; lifetime: number };
  urls: typeof ENDPOINTS;
  customerData: {
    sectionLoadUrl: string;
    expirableSectionLifetime: number;
    expirableSectionNames: string[];
    persistentLifetime: number;
    cookieLifeTime: number;
  };
  sectionConfig: {
    sections: Record<string, string[]>;
    clientSideSections: string[];
    baseUrls: string[];
    sectionNames: string[];
  };
  captcha: Record<string, { formId: string; imageSrc: string; isRequired: boolean; isCaseSensitive: boolean; imageHeight: number; refreshUrl: string; timestamp: number }>;
  /** Names the block endpoints render. */
  blockNames: { lazy: string[]; rewards: string[]; blog: string[] };
  productStorage: { updateRequestConfig: { url: string; method: 'GET' }; storeId: number; currencyCode: string };
  recentlyViewed: { allowToSendRequest: boolean; syncUrl: string; lifetime: number };
  recentlyCompared: { allowToSendRequest: boolean; syncUrl: string; lifetime: number };
}

/** CMS blocks the home page lazy-loads. */
export const LAZY_BLOCKS = ['home-hero', 'home-promo', 'home-features', 'footer-links'];

let defaultConfig: ShopConfig | undefined;

/** The public origin: BASE_URL when configured, else the request's (honouring X-Forwarded-* behind a proxy). */
export function baseUrlFor(request: Request | undefined, config: Pick<ShopConfig, 'baseUrl' | 'trustProxy'>): string {
  if (config.baseUrl) return config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  if (!request) return '/';
  const url = new URL(request.url);
  const proto = config.trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const host = config.trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '')}://${host || url.host}/`;
}

/** Whether the shopper reached us over HTTPS (directly or through a proxy). */
export function isHttps(request: Request, config: Pick<ShopConfig, 'baseUrl' | 'trustProxy'>): boolean {
  return baseUrlFor(request, config).startsWith('https://');
}

/**
 * The page settings a server-rendered page embeds: base URL, store/group/website ids, the
 * checkout, cart, register, forgot-password and login URLs, mini cart size, guest checkout,
 * cookie lifetime, section configuration and lifetimes, captcha forms and endpoint URLs.
 * @param request the page request (for the base URL); omitted, URLs stay relative
 * @param config the server configuration @default loadConfig() of the environment
 */
export function pageSettings(request?: Request, config?: ShopConfig): PageSettings {
  const c = config ?? (defaultConfig ??= loadConfig());
  const baseUrl = baseUrlFor(request, c);
  const absolute = (path: string) => (baseUrl === '/' ? path : `${baseUrl}${path.replace(/^\//, '')}`);
  const secure = request ? isHttps(request, c) : false;
  const timestamp = 0;
  return {
    baseUrl,
    storeId: 1,
    storeGroupId: 1,
    websiteId: 1,
    storeCode: 'default',
    currencyCode: 'USD',
    checkoutUrl: absolute(shopPaths.checkout),
    cartUrl: absolute(shopPaths.cart),
    registerUrl: absolute(shopPaths.register),
    forgotPasswordUrl: absolute(shopPaths.forgotPassword),
    customerPassword: { minLength: PASSWORD_MIN_LENGTH, minCharacterSets: PASSWORD_MIN_CLASSES },
    customerLoginUrl: absolute(shopPaths.login),
    loginUrl: absolute(ENDPOINTS.login),
    logoutUrl: absolute(shopPaths.logout),
    isRedirectRequired: false,
    imageTemplate: 'product_image_with_borders',
    maxItemsToDisplay: c.maxItemsToDisplay,
    isGuestCheckoutAllowed: c.guestCheckoutAllowed,
    fastCheckout: c.fastCheckoutUrl ? { minicartEnabled: true, useModal: c.fastCheckoutModal, startUrl: c.fastCheckoutUrl } : null,
    cookieLifeTime: c.cookieLifetime,
    cookie: { path: '/', domain: '', secure, sameSite: 'lax' },
    minSearchLength: 3,
    formKeyCookie: { name: 'form_key', lifetime: 86_400 },
    urls: ENDPOINTS,
    customerData: {
      sectionLoadUrl: absolute(ENDPOINTS.sectionLoad),
      expirableSectionLifetime: c.expirableSectionLifetime,
      expirableSectionNames: ['cart', 'persistent'],
      persistentLifetime: c.persistentLifetime,
      cookieLifeTime: c.cookieLifetime,
    },
    sectionConfig: {
      sections: SECTION_INVALIDATION,
      clientSideSections: ['checkout-data', 'cart-data'],
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
            refreshUrl: absolute(ENDPOINTS.captchaRefresh),
            timestamp,
          },
        ]),
    ),
    blockNames: { lazy: LAZY_BLOCKS, rewards: [...REWARD_BLOCKS], blog: [...BLOG_BLOCKS] },
    productStorage: { updateRequestConfig: { url: absolute(ENDPOINTS.productsRenderInfo), method: 'GET' }, storeId: 1, currencyCode: 'USD' },
    recentlyViewed: { allowToSendRequest: false, syncUrl: absolute(ENDPOINTS.frontendActionSync), lifetime: 1000 },
    recentlyCompared: { allowToSendRequest: false, syncUrl: absolute(ENDPOINTS.frontendActionSync), lifetime: 1000 },
  };
}
