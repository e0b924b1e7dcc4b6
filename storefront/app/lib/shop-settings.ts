import type { PageSettingsInput } from '../../src/lib/page-settings';
import type { PageSettings as ServerPageSettings } from '../../server/page-settings';

/** The page settings as the server writes them (public: every page embeds them). */
export type ShopSettings = ServerPageSettings;

/**
 * The server's page settings in the shape the customer-data engine reads
 * (`src/lib/page-settings.ts`), with the server's own keys kept alongside. The
 * platform's naming is kept: `customerLoginUrl` is the login page and `loginUrl` the
 * login call on the server, and the engine's schema names them the other way round.
 */
export function toEngineSettings(settings: ShopSettings): PageSettingsInput {
  const { sectionConfig, customerData, urls } = settings;
  return {
    ...settings,
    baseUrl: settings.baseUrl,
    storeId: settings.storeId,
    storeGroupId: settings.storeGroupId,
    websiteId: settings.websiteId,
    checkoutUrl: settings.checkoutUrl,
    cartUrl: settings.cartUrl,
    registerUrl: settings.registerUrl,
    forgotPasswordUrl: settings.forgotPasswordUrl,
    loginUrl: settings.customerLoginUrl,
    customerLoginUrl: settings.loginUrl,
    maxItemsToDisplay: settings.maxItemsToDisplay,
    isGuestCheckoutAllowed: settings.isGuestCheckoutAllowed,
    cookieLifeTime: settings.cookieLifeTime,
    cookieSameSite: settings.cookie.sameSite,
    cookieSecure: settings.cookie.secure,
    sectionConfig: sectionConfig.sections,
    sectionNames: sectionConfig.sectionNames,
    clientSideSections: sectionConfig.clientSideSections,
    baseUrls: sectionConfig.baseUrls,
    sectionLifetimes: {
      expirableSectionLifetime: customerData.expirableSectionLifetime,
      expirableSectionNames: customerData.expirableSectionNames,
      persistentLifetime: customerData.persistentLifetime,
    },
    updateItemQtyUrl: urls.updateItemQty,
    removeItemUrl: urls.removeItem,
    captchaRefreshUrl: urls.captchaRefresh,
    groupUpdateUrl: urls.customerGroupUpdate,
    contactUrl: urls.contactPost,
    suggestUrl: urls.searchSuggest,
    sectionLoadUrl: customerData.sectionLoadUrl,
    productStorage: {
      syncUrl: settings.recentlyViewed.syncUrl,
      productDataUrl: settings.productStorage.updateRequestConfig.url,
      allowToSendRequest: {
        recently_viewed_product: settings.recentlyViewed.allowToSendRequest,
        recently_compared_product: settings.recentlyCompared.allowToSendRequest,
      },
      lifetime: settings.recentlyViewed.lifetime,
      currencyCode: settings.currencyCode,
    },
  };
}

/** An endpoint address without its trailing slash (`/customer/section/load/` → `/customer/section/load`). */
function endpoint(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The settings with every endpoint address (calls of SPEC.md §7) written without a
 * trailing slash, the form the server's endpoints answer to; page addresses keep theirs.
 */
export function normalizeEndpoints(settings: ShopSettings): ShopSettings {
  const urls = Object.fromEntries(Object.entries(settings.urls).map(([name, url]) => [name, endpoint(url)])) as ShopSettings['urls'];
  return {
    ...settings,
    loginUrl: endpoint(settings.loginUrl),
    urls,
    customerData: { ...settings.customerData, sectionLoadUrl: endpoint(settings.customerData.sectionLoadUrl) },
    captcha: Object.fromEntries(Object.entries(settings.captcha).map(([id, form]) => [id, { ...form, refreshUrl: endpoint(form.refreshUrl) }])),
    productStorage: { ...settings.productStorage, updateRequestConfig: { ...settings.productStorage.updateRequestConfig, url: endpoint(settings.productStorage.updateRequestConfig.url) } },
    recentlyViewed: { ...settings.recentlyViewed, syncUrl: endpoint(settings.recentlyViewed.syncUrl) },
    recentlyCompared: { ...settings.recentlyCompared, syncUrl: endpoint(settings.recentlyCompared.syncUrl) },
  };
}
