import { z } from 'zod';
import { DEFAULT_LOG_DISPLAY_LEVEL, LOG_LEVELS } from '@shop/ui/logger';
import { COLOR_SCHEMES, DEFAULT_COLOR_SCHEME } from '../config/constants';
import { calls, type CallName } from '../config/contracts';

const id = z.number().int().nonnegative();
const url = z.string();

/** One captcha form's settings (SPEC.md §3 "Captcha per form"). */
export const captchaFormSettingsSchema = z.object({
  formId: z.string(),
  imageSrc: z.string(),
  isRequired: z.boolean(),
  isCaseSensitive: z.boolean(),
  imageHeight: z.number(),
  refreshUrl: url,
  timestamp: z.number(),
});

/** A recently viewed / compared storage's settings. */
const productActionStorageSchema = z.object({
  /** Whether this storage may send the sync request (call 16; disabled by default). */
  allowToSendRequest: z.boolean(),
  syncUrl: url,
  /** Lifetime of an id entry, compared with its added_at (seconds). */
  lifetime: z.number().positive(),
});

/**
 * The public settings every page carries (SPEC.md §3 "Checkout config on the page" and the
 * addresses of §7), one schema for both sides: the server writes them (`server/page-settings.ts`)
 * into the root route's loader data, and the browser's engine parses them once when its code
 * loads. No private data: pages are cached.
 */
export const pageSettingsSchema = z.object({
  baseUrl: url,
  storeId: id,
  storeGroupId: id,
  websiteId: id,
  storeCode: z.string(),
  /** The store's currency (ISO 4217). */
  currencyCode: z.string(),
  /**
   * The subtotal from which Free Shipping is offered (FREE_SHIPPING_THRESHOLD), in minor units of
   * `currency`: the page's currency, converted at its rate (ADR 0040), what the header's and the
   * footer's "Free shipping on orders over %1" write.
   */
  freeShipping: z.object({ threshold: z.number().int().nonnegative(), currency: z.string() }),
  checkoutUrl: url,
  cartUrl: url,
  /** My Wish List (issue 13), linked from the customer menu with its count. */
  wishlistUrl: url,
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
  /** The mini cart's fast-checkout button (SPEC.md §2), or null when the payment module's setting is off. */
  fastCheckout: z.object({ minicartEnabled: z.boolean(), useModal: z.boolean(), startUrl: url }).nullable(),
  /** The customer password policy the server enforces, for the same checks in the browser. */
  customerPassword: z.object({ minLength: z.number().int().positive(), minCharacterSets: z.number().int().min(1).max(4) }),
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
  captcha: z.record(z.string(), captchaFormSettingsSchema),
  /** Names the block calls render. */
  blockNames: z.object({ lazy: z.array(z.string()), rewards: z.array(z.string()), blog: z.array(z.string()) }),
  productStorage: z.object({
    /** Scope entries are keyed by; none keys them by product id only. */
    productCurrentScope: z.enum(['website', 'group', 'store']).optional(),
  }),
  recentlyViewed: productActionStorageSchema,
  recentlyCompared: productActionStorageSchema,
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
  /**
   * The tag manager (SPEC.md §7): its container id, and the address of its loader script (sent
   * with `id=<container id>`; none: the data layer runs without the loader). Absent: no data
   * layer, no script, nothing tracked.
   */
  tagManager: z.object({ containerId: z.string().min(1), scriptUrl: url.optional() }).optional(),
  /**
   * The smart app-install banner for phone visitors (SPEC.md §2, §4): the app's id (the cookies'
   * prefix), name, publisher, icon and store address per platform. Absent: no banner.
   */
  smartBanner: z
    .object({
      appId: z.string().min(1),
      title: z.string().min(1),
      author: z.string(),
      iconSrc: url,
      storeUrls: z.object({ ios: url.optional(), android: url.optional(), windows: url.optional() }),
    })
    .optional(),
});

/** The page settings. */
export type PageSettings = z.output<typeof pageSettingsSchema>;

/** Parses page settings (throws a ZodError naming the bad fields). */
export function parsePageSettings(value: unknown): PageSettings {
  return pageSettingsSchema.parse(value);
}
