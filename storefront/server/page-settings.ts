import { SEARCH_MIN_LENGTH } from '@shop/ui/validation';
import { calls, SECTION_INVALIDATION, SECTION_NAMES, type CallName } from '../src/config/contracts';
import { CLIENT_SIDE_SECTIONS, EXPIRABLE_SECTIONS } from '../src/config/constants';
import type { PageSettings, ShopWideSettings } from '../src/lib/page-settings';
import { isHttps, loadConfig, type ShopConfig } from './config';
import type { PageSettingPart, PageSettingsSource, ServerFeature } from './feature';
import { serverFeatures } from './features';
import { shopPaths } from './lib/urls';

let defaultConfig: ShopConfig | undefined;


/** A capability's page setting, with its name and its folder. */
interface PlacedPart {
  key: string;
  folder: string;
  part: PageSettingPart<never>;
}

/**
 * The capabilities' page settings by the shop-wide setting they stand after (`after:<key>`) or
 * before (`before:<key>`), each place's in the folders' order; a setting written by two features,
 * or placed by a setting that is not shop-wide, is refused.
 */
export function placedSettings(features: readonly (ServerFeature & { folder: string })[], shopWide: readonly string[]): Map<string, PlacedPart[]> {
  const places = new Map<string, PlacedPart[]>();
  const owners = new Map<string, string>();
  for (const feature of features) {
    for (const [key, declared] of Object.entries(feature.pageSettings ?? {})) {
      const part = declared as PageSettingPart<never>;
      const other = owners.get(key);
      if (other) throw new Error(`The page setting "${key}" is written by two features: ${other} and ${feature.folder}`);
      owners.set(key, feature.folder);
      const place = 'after' in part ? `after:${part.after}` : `before:${part.before}`;
      if (!shopWide.includes(place.slice(place.indexOf(':') + 1))) throw new Error(`The page setting "${key}" of ${feature.folder} is placed by "${place}", which is no shop-wide setting`);
      places.set(place, [...(places.get(place) ?? []), { key, folder: feature.folder, part }]);
    }
  }
  return places;
}

let defaultPlaces: Map<string, PlacedPart[]> | undefined;

/** The shop-wide settings with every capability's in its place, each written from `source` (undefined: left out). */
function withFeatureSettings(shopWide: ShopWideSettings, places: Map<string, PlacedPart[]>, source: PageSettingsSource): PageSettings {
  const settings: Record<string, unknown> = {};
  const write = (place: string) => {
    for (const { key, part } of places.get(place) ?? []) {
      const value = part.value(source);
      if (value !== undefined) settings[key] = value;
    }
  };
  for (const [key, value] of Object.entries(shopWide)) {
    write(`before:${key}`);
    settings[key] = value;
    write(`after:${key}`);
  }
  return settings as unknown as PageSettings;
}

/**
 * The page settings a server-rendered page carries (`src/lib/page-settings.ts` is their one
 * schema): base URL, store/group/website ids, the page addresses, every call's address by its
 * contract's name, mini cart size, guest checkout, cookie lifetime, the section configuration
 * derived from the contracts; and what each capability writes from its folder (`pageSettings` in
 * its `feature.server.ts`, ADR 0044: the captcha forms, the tag manager when one is configured…).
 * Every address is relative to the shop's base ('/'), as SPEC.md §7 lets the browser resolve
 * them: nothing in them comes from the request, so a cached page can never carry a visitor's
 * Host or X-Forwarded-Host.
 * @param config the server configuration @default loadConfig() of the environment
 * @param features the capabilities whose settings it writes @default every feature folder's
 */
export function pageSettings(config?: ShopConfig, features?: readonly (ServerFeature & { folder: string })[]): PageSettings {
  const c = config ?? (defaultConfig ??= loadConfig());
  const baseUrl = '/';
  const secure = isHttps(c);
  const urls = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.path])) as Record<CallName, string>;
  const shopWide: ShopWideSettings = {
    baseUrl,
    storeId: 1,
    storeGroupId: 1,
    websiteId: 1,
    storeCode: 'default',
    currencyCode: c.currency,
    checkoutUrl: shopPaths.checkout,
    cartUrl: shopPaths.cart,
    registerUrl: shopPaths.register,
    forgotPasswordUrl: shopPaths.forgotPassword,
    customerLoginUrl: shopPaths.login,
    loginUrl: urls.login,
    logoutUrl: shopPaths.logout,
    isRedirectRequired: false,
    imageTemplate: 'product_image_with_borders',
    maxItemsToDisplay: c.maxItemsToDisplay,
    isGuestCheckoutAllowed: c.guestCheckoutAllowed,
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
    isPaginationCacheEnabled: false,
    logDisplayLevel: c.logDisplayLevel,
    colorScheme: c.colorScheme,
    testMode: c.production && c.allowTestPayments,
  };
  const places = features ? placedSettings(features, Object.keys(shopWide)) : (defaultPlaces ??= placedSettings(serverFeatures, Object.keys(shopWide)));
  return withFeatureSettings(shopWide, places, { config: c, urls });
}
