import { z } from 'zod';
import { DEFAULT_COOKIE_SAME_SITE, STORAGE_LIFETIME_DEFAULT } from '../config/constants';

/** Id of the `<script type="application/json">` element holding the page settings. */
export const PAGE_SETTINGS_ELEMENT_ID = 'page-settings';

const id = z.coerce.number().int().nonnegative();
const url = z.string();

/** Lifetimes of sections that expire on the client. */
export const sectionLifetimesSchema = z.object({
  /** Lifetime of the expirable sections, in minutes. */
  expirableSectionLifetime: z.coerce.number().nonnegative().default(60),
  /** Sections that expire after `expirableSectionLifetime`. */
  expirableSectionNames: z.array(z.string()).default([]),
  /** Seconds the persistent section stays valid after its data_id. */
  persistentLifetime: z.coerce.number().nonnegative().default(0),
});

/** Settings of the recently viewed / compared storages and the product data storage. */
export const productStorageSettingsSchema = z.object({
  /** Call 16: POST JSON sync URL. */
  syncUrl: url.default('catalog/product/frontend_action_synchronize'),
  /** Call 13: product data fetch URL. */
  productDataUrl: url.default('rest/V1/products-render-info'),
  /** Which storages may send the sync request (disabled by default). */
  allowToSendRequest: z
    .object({
      recently_viewed_product: z.boolean().default(false),
      recently_compared_product: z.boolean().default(false),
    })
    .default({ recently_viewed_product: false, recently_compared_product: false }),
  /** Scope entries are keyed by; none keys them by product id only. */
  productCurrentScope: z.enum(['website', 'group', 'store']).optional(),
  /** Lifetime of an id entry, compared with its added_at (seconds). */
  lifetime: z.coerce.number().positive().default(STORAGE_LIFETIME_DEFAULT),
  /** Currency of product data records. */
  currencyCode: z.string().default('USD'),
});

/**
 * The settings the server embeds in every page (`<script type="application/json"
 * id="page-settings">`). Unknown keys are kept.
 */
export const pageSettingsSchema = z.looseObject({
  baseUrl: url,
  storeId: id,
  storeGroupId: id,
  websiteId: id,
  checkoutUrl: url,
  cartUrl: url,
  registerUrl: url,
  forgotPasswordUrl: url,
  loginUrl: url,
  /** Login call target (call 9); `customer/ajax/login` unless replaced. */
  customerLoginUrl: url.default('customer/ajax/login'),
  /** Items the mini cart lists at most. */
  maxItemsToDisplay: z.coerce.number().int().positive(),
  isGuestCheckoutAllowed: z.boolean(),
  /** Cookie lifetime in seconds; also the customer-data cache timeout. */
  cookieLifeTime: z.coerce.number().int().positive(),
  /** @default 'lax' */
  cookieSameSite: z.enum(['lax', 'strict', 'none']).default(DEFAULT_COOKIE_SAME_SITE),
  /** @default false */
  cookieSecure: z.boolean().default(false),
  /** Sections invalidated per action URL; `*` in a key matches one path segment; the `*` key applies to every action. */
  sectionConfig: z.record(z.string(), z.array(z.string())),
  /** Every known section; derived from `sectionConfig` when omitted. */
  sectionNames: z.array(z.string()).optional(),
  sectionLifetimes: sectionLifetimesSchema.default({
    expirableSectionLifetime: 60,
    expirableSectionNames: [],
    persistentLifetime: 0,
  }),
  /** Sections that live only in the browser and are never loaded. */
  clientSideSections: z.array(z.string()).default([]),
  /** Base URLs stripped from action URLs before matching `sectionConfig`. */
  baseUrls: z.array(url).default([]),
  updateItemQtyUrl: url,
  removeItemUrl: url,
  captchaRefreshUrl: url,
  groupUpdateUrl: url,
  contactUrl: url,
  suggestUrl: url,
  sectionLoadUrl: url,
  /** Login state the page was rendered for; a change clears the cached customer data. */
  isLoggedIn: z.boolean().optional(),
  /** Take the form_key from the page's first form_key input when no cookie exists. */
  isPaginationCacheEnabled: z.boolean().default(false),
  /** Tag manager container id; no tag manager without it. */
  tagManagerContainerId: z.string().optional(),
  productStorage: productStorageSettingsSchema.default({
    syncUrl: 'catalog/product/frontend_action_synchronize',
    productDataUrl: 'rest/V1/products-render-info',
    allowToSendRequest: { recently_viewed_product: false, recently_compared_product: false },
    lifetime: STORAGE_LIFETIME_DEFAULT,
    currencyCode: 'USD',
  }),
});

/** Page settings after parsing (defaults filled in). */
export type PageSettings = z.output<typeof pageSettingsSchema>;
/** Page settings as the server writes them. */
export type PageSettingsInput = z.input<typeof pageSettingsSchema>;

/** Parses page settings (throws a ZodError naming the bad fields). */
export function parsePageSettings(value: unknown): PageSettings {
  return pageSettingsSchema.parse(value);
}

/**
 * Reads the page settings the server embedded in the page. Throws when the element
 * is missing or its JSON is not valid settings: the engine cannot run without them.
 */
export function readPageSettings(doc: Document = document): PageSettings {
  const element = doc.getElementById(PAGE_SETTINGS_ELEMENT_ID);
  if (!element) throw new Error(`Page settings element #${PAGE_SETTINGS_ELEMENT_ID} is missing`);
  return parsePageSettings(JSON.parse(element.textContent || 'null'));
}

/**
 * Serializes settings for embedding in a `<script type="application/json">`:
 * `<` is escaped so a value can never close the script element.
 */
export function serializePageSettings(settings: PageSettingsInput): string {
  return JSON.stringify(settings).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
