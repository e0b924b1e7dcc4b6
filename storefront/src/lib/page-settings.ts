import { z } from 'zod';
import { DEFAULT_LOG_DISPLAY_LEVEL, LOG_LEVELS } from '@shop/ui/logger';
import { COLOR_SCHEMES, DEFAULT_COLOR_SCHEME } from '../config/constants';
import { calls, type CallName } from '../config/contracts';

const id = z.number().int().nonnegative();
const url = z.string();

/**
 * The shop-wide part of the settings every page carries (SPEC.md §3 "Checkout config on the page"
 * and the addresses of §7): the store, the page addresses, the cookie, the calls' addresses and
 * the section configuration from the contracts, the logger, the colour scheme, test mode. What a
 * capability adds, it declares in its folder (`pageSettingsParts` below).
 */
export const shopWideSettingsSchema = z.object({
  baseUrl: url,
  storeId: id,
  storeGroupId: id,
  websiteId: id,
  storeCode: z.string(),
  /** The store's currency (ISO 4217). */
  currencyCode: z.string(),
  checkoutUrl: url,
  cartUrl: url,
  registerUrl: url,
  forgotPasswordUrl: url,
  /** The login page. */
  customerLoginUrl: url,
  /** The login call's target (call 9; a custom login address may replace it). */
  loginUrl: url,
  logoutUrl: url,
  /** Send guests to the login page rather than the login popup at checkout. */
  isRedirectRequired: z.boolean(),
  imageTemplate: z.string(),
  /** Items the mini cart lists at most. */
  maxItemsToDisplay: z.number().int().positive(),
  isGuestCheckoutAllowed: z.boolean(),
  /** Cookie lifetime in seconds; also the customer-data cache timeout. */
  cookieLifeTime: z.number().int().positive(),
  cookie: z.object({ path: z.string(), domain: z.string(), secure: z.boolean(), sameSite: z.enum(['lax', 'strict', 'none']) }),
  /** Fewest characters a search is submitted with (SPEC.md §5). */
  minSearchLength: z.number().int().positive(),
  /** Every call's address, by its contract's name (`src/config/contracts.ts`). */
  urls: z.record(z.enum(Object.keys(calls) as [CallName, ...CallName[]]), url),
  customerData: z.object({
    /** Lifetime of the expirable sections, in minutes. */
    expirableSectionLifetime: z.number().nonnegative(),
    /** Sections that expire after `expirableSectionLifetime`. */
    expirableSectionNames: z.array(z.string()),
    /** Seconds the persistent section stays valid after its data_id. */
    persistentLifetime: z.number().nonnegative(),
  }),
  sectionConfig: z.object({
    /** Sections invalidated per action path; `*` in a key matches one path segment; the `*` key applies to every action. */
    sections: z.record(z.string(), z.array(z.string())),
    /** Sections that live only in the browser and are never loaded. */
    clientSideSections: z.array(z.string()),
    /** Base URLs stripped from action URLs before matching `sections`. */
    baseUrls: z.array(url),
    /** Every section the server can load. */
    sectionNames: z.array(z.string()),
  }),
  /** Take the form_key from the page's first form_key input when no cookie exists. */
  isPaginationCacheEnabled: z.boolean(),
  /** The least severe level the browser's logger shows on the console (SPEC.md §9: 'error' by default). */
  logDisplayLevel: z.enum(LOG_LEVELS).default(DEFAULT_LOG_DISPLAY_LEVEL),
  /** The colour scheme every page is drawn in (env COLOR_SCHEME; 'light' by default). */
  colorScheme: z.enum(COLOR_SCHEMES).default(DEFAULT_COLOR_SCHEME),
  /**
   * A production shop taking test payments on purpose (ALLOW_TEST_PAYMENTS): every page says the store
   * is in test mode, so no shopper believes an order was paid or will ship. False for the demo.
   */
  testMode: z.boolean().default(false),
});

/**
 * The settings capabilities add, each declared in its folder by declaration merging, beside the
 * part of the schema it exports (`src/features/<capability>/page-settings.ts`):
 *
 *   const settings = { wishlistUrl: z.string() };
 *   declare module '../../lib/page-settings' {
 *     interface FeaturePageSettings { wishlistUrl: z.output<typeof settings.wishlistUrl> }
 *   }
 *   export default settings;
 *
 * The server writes each from the capability's `feature.server.ts` (`pageSettings`; ADR 0044).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface FeaturePageSettings {}

/** The shop-wide settings, by name. */
export type ShopWideSettings = z.output<typeof shopWideSettingsSchema>;

/** The parts of the schema the capabilities declare, merged; a key declared twice is refused when the module loads. */
export function pageSettingsParts(parts: Record<string, Record<string, z.ZodType>>): Record<string, z.ZodType> {
  const owners = new Map<string, string>(Object.keys(shopWideSettingsSchema.shape).map((key) => [key, 'the shop-wide settings']));
  const shape: Record<string, z.ZodType> = {};
  for (const [path, part] of Object.entries(parts)) {
    const folder = path.split('/').at(-2)!;
    for (const [key, schema] of Object.entries(part)) {
      const owner = owners.get(key);
      if (owner) throw new Error(`The page setting "${key}" is declared by ${owner} and by ${folder}`);
      owners.set(key, folder);
      shape[key] = schema;
    }
  }
  return shape;
}

/** The page settings: the shop-wide ones and every capability's. */
export type PageSettings = ShopWideSettings & FeaturePageSettings;

/**
 * The public settings every page carries, one schema for both sides: the server writes them
 * (`server/page-settings.ts`) into the root route's loader data, and the browser's engine parses
 * them once when its code loads. No private data: pages are cached. (Its type is the one each
 * capability's part declares from that part's schema, which the glob cannot carry.)
 */
export const pageSettingsSchema = shopWideSettingsSchema.extend(
  pageSettingsParts(import.meta.glob<Record<string, z.ZodType>>('../features/*/page-settings.ts', { eager: true, import: 'default' })),
) as unknown as z.ZodType<PageSettings, unknown>;

/** Parses page settings (throws a ZodError naming the bad fields). */
export function parsePageSettings(value: unknown): PageSettings {
  return pageSettingsSchema.parse(value);
}
