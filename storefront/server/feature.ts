import type { Context, Hono } from 'hono';
import type { CallContract, ShopSections } from '../src/lib/contract';
import type { SectionInputOf } from '../src/lib/contract';
import type { Db } from './db/database';
import type { EndpointRegistry } from './http/endpoint';
import type { ShopEnv } from './http/env';
import type { SessionRecord } from './services/sessions.server';
import type { Shop } from './shop';
import type { AccountAccess, PageServices } from './context';
import type { KeyParams } from './page-cache/page-key';
import type { StoreViewCode } from '../src/features/store-views/model';
import type { FeaturePageSettings, ShopWideSettings } from '../src/lib/page-settings';
import type { CallName } from '../src/config/contracts';
import type { ShopConfig } from './config';

/** What a service method's answer shows, as full-page cache tags (given the answer and the method's arguments). */
export type Tagger<F> = F extends (...args: infer A) => Promise<infer R> ? (result: R, ...args: A) => readonly string[] : never;
/** A tagger for every method of a page service: a method made public does not compile until its tags are declared. */
export type Taggers<T> = { [K in keyof T]-?: Tagger<T[K]> };

/** What a section builder knows of the request: the session (null for a visitor without one) and the visitor's address. */
export interface SectionRequest {
  session: SessionRecord | null;
  /** The visitor's address key (`clientAddressKey`), for the registration captcha. */
  ip?: string;
  shop: Shop;
  /** The store view the page asking is in (the call's validated `store`): names in the section are the view's (ADR 0041). */
  view?: StoreViewCode;
  /** The page asking (its `Referer`, as `messagePage` writes it), when it says: a redirect's messages wait for their page (ADR 0042). */
  page?: string;
}

/** Builds one customer-data section as its contract declares it. */
export type SectionBuilder<Name extends keyof ShopSections> = (request: SectionRequest) => Promise<SectionInputOf<ShopSections[Name]>>;

/** A customer signed in (login, registration, an account made from an order), inside its transaction. */
export interface SignInEvent {
  shop: Shop;
  tx: Db;
  /** The guest session the customer signed in from: what it kept moves to the customer. */
  previous: SessionRecord;
  /** The customer's new session (messages added to it show on the next page). */
  current: SessionRecord;
  customerId: number;
  /**
   * The view the shopper signs in from (the call's `X-Store-View`, or a plain post's `store`):
   * what the hooks' notices name, they name in its words (ADR 0041).
   */
  view: StoreViewCode;
}

/**
 * Addresses a capability lists in the sitemaps: how many, and a slice of them in a stable order
 * (a large source, such as the products, is read a slice at a time).
 */
export interface SitemapSource {
  /** Where the source stands among the others (lower first): the home page 0, categories 10, content 20, products 90. */
  rank: number;
  count(): Promise<number>;
  /** A slice of the paths as the store view `view` writes them (its own URL keys: ADR 0041), without the view's prefix. */
  paths(offset: number, limit: number, view?: StoreViewCode): Promise<string[]>;
}

/** What a capability's page setting is written from: the configuration and every call's address by its contract's name. */
export interface PageSettingsSource {
  config: ShopConfig;
  urls: Readonly<Record<CallName, string>>;
}

/**
 * One page setting a capability writes (ADR 0044): where it stands among the shop-wide ones (right
 * after or right before one of them; the capabilities' settings at one place in the folders'
 * order, then the order the feature declares them in), and its value. The value is written each
 * time a page's settings are, so a value of the page's view (the Free Shipping threshold in the
 * view's currency) is the view's; undefined leaves the setting out.
 */
export type PageSettingPart<Key extends keyof FeaturePageSettings> = ({ after: keyof ShopWideSettings } | { before: keyof ShopWideSettings }) & {
  value: (source: PageSettingsSource) => FeaturePageSettings[Key];
};

/**
 * What a capability adds to the shop's server, declared once in its folder
 * (`src/features/<capability>/feature.server.ts`, default export). The server collects every
 * declaration (`server/features.ts`): no central file names a capability.
 */
export interface ServerFeature {
  /**
   * The services it adds to the shop, by name (each also declared in `ShopServices` by the same
   * module). Each is built once per process from the shop, when first asked for: a service may use
   * another feature's service whatever the order the features are found in.
   */
  services?: { readonly [Name in keyof ShopServicesOf]?: (shop: Shop) => ShopServicesOf[Name] };
  /** Registers its calls (`endpoints.handle(contract, handler)`) and, rarely, plain routes on the app (the sitemap). */
  routes?: (endpoints: EndpointRegistry, app: Hono<ShopEnv>, shop: Shop) => void;
  /** The builders of the customer-data sections its contract declares. */
  sections?: { readonly [Name in keyof ShopSections]?: SectionBuilder<Name> };
  /**
   * At sign-in, inside the transaction that moved the session to the customer: what a guest kept
   * in their session (a cart, a compare list, a remembered wish-list item) joins the customer's.
   */
  onSignIn?: (event: SignInEvent) => Promise<void>;
  /**
   * What page loaders may call of its services (`PageServices`, which the module extends with the
   * same names): each public method with the full-page cache tags of what it answers (ADR 0013),
   * so a cached page is purged when what it shows changes.
   */
  pageServices?: { readonly [Name in keyof PageServices]?: Taggers<PageServices[Name]> };
  /**
   * The visitor's own records its pages may read (`AccountAccess`, which the module extends with
   * the same names; ADR 0010), each from the request's shop session (`visitor.session()`, null
   * for a visitor without one) or, for the back office, its own cookie (`visitor.request`): a page
   * that asks for one is answered private.
   */
  privateReads?: { readonly [Name in keyof AccountAccess]?: (visitor: PrivateVisitor, shop: Shop) => ReturnType<AccountAccess[Name]> };
  /** Its public pages the full-page cache keeps (ADR 0013), by route id, with the query parameters each reads. */
  cachedPages?: Readonly<Record<string, KeyParams>>;
  /** The addresses of its public pages the sitemaps list. */
  sitemap?: (shop: Shop) => SitemapSource[];
  /**
   * Work it runs in the background of every serving process (the mail worker), started once the
   * server listens and stopped before the database closes; null when there is nothing to run.
   */
  background?: (shop: Shop) => BackgroundTask | null;
  /**
   * The back office's guard (one feature gives it): run before the input of every call whose
   * contract is marked `staff`, in place of the shop's form_key check; it refuses with a 4xx.
   */
  staffGuard?: (c: Context<ShopEnv>, contract: CallContract) => Promise<void>;
  /**
   * The page settings it writes (`FeaturePageSettings`, which its `page-settings.ts` extends with
   * the same names and whose schema it exports; ADR 0044).
   */
  pageSettings?: { readonly [Key in keyof FeaturePageSettings]?: PageSettingPart<Key> };
}

/** Whose records a private read reads (`ServerFeature.privateReads`). */
export interface PrivateVisitor {
  /** The shop session (looked up once per request, when first asked for). */
  session(): Promise<SessionRecord | null>;
  /** The request (its cookies and address). */
  request: Context<ShopEnv>;
}

/** Background work of a shop process (`ServerFeature.background`). */
export interface BackgroundTask {
  /** Ends it: what is in flight finishes, nothing new starts. */
  stop(): Promise<void>;
}

/** A sitemap source of a few addresses, read whole. */
export function fewPaths(rank: number, read: (view?: StoreViewCode) => Promise<string[]>): SitemapSource {
  return {
    rank,
    count: async () => (await read()).length,
    paths: async (offset, limit, view) => (await read(view)).slice(offset, offset + limit),
  };
}

/** The services every feature adds, by name: each `feature.server.ts` extends it (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface ShopServices {}

type ShopServicesOf = ShopServices;

/** Declares what a capability adds to the server (the default export of its `feature.server.ts`). */
export function defineServerFeature(feature: ServerFeature): ServerFeature {
  return feature;
}
