import type { CookieJar } from './cookies';
import type { HttpClient, RequestInterceptor } from './http';
import type { PageSettings } from './page-settings';
import type { StorageLike } from './storage';

/**
 * The browser services the capabilities start, by name: each `feature.browser.ts` adds its own
 * by declaration merging (`declare module '../../lib/browser-feature' { interface BrowserServices { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface BrowserServices {}

/**
 * What every page starts right after hydration, before (and without) the HTTP client, the
 * contracts and zod: the settings as written, cookies and storage. The services declared on it
 * (`src/features/<capability>/feature.page.ts`) are the ones a page view itself needs: the
 * visitor's cookie choice, analytics' data layer, the form_key (ADR 0042).
 */
export interface PageHost {
  /** The page settings as the server wrote them. */
  settings: PageSettings;
  cookies: CookieJar;
  /** localStorage, or its fallback. */
  storage: StorageLike;
}

/** What the page gives every capability's browser services: the page view's host and its own. */
export interface BrowserHost extends PageHost {
  /** The page settings, parsed with their schema; null when they do not fit it. */
  engineSettings: PageSettings | null;
  /** The one HTTP client every call goes through. */
  http: HttpClient;
  /** A client like `http` (same addresses, same interceptors) whose calls nothing watches: for checks that change nothing, so no section reloads. */
  quietHttp: HttpClient;
}

/** A page's started page-view services (a part of `BrowserServices`; the others come with the shop's services). */
export type PageServices = PageHost & BrowserServices;

/** A page's running browser services: the host's and every capability's. */
export type StartedServices = BrowserHost & BrowserServices;

/** Services a capability declares, by name, each made from the started ones (built once, whatever the folders' order). */
type DeclaredServices<Started> = { [Name in keyof BrowserServices]?: (started: Started) => BrowserServices[Name] };

/** A capability's page-view side, declared in `src/features/<capability>/feature.page.ts`: code that must not need the HTTP client or zod. */
export interface PageFeature {
  /** Runs first, in the folders' order. */
  setUp?(host: PageHost): void;
  /** Its page-view services, from the host and the others of this side. */
  services?: DeclaredServices<PageServices>;
}

/** A capability's browser side, declared in `src/features/<capability>/feature.browser.ts`: started on top of the page view's. */
export interface BrowserFeature {
  /** Run on every request of the page's HTTP client, after the host's. */
  interceptors?: readonly RequestInterceptor[];
  /** The services it starts, from the page's others. */
  services?: DeclaredServices<StartedServices>;
}

/** Declares a capability's page-view side (typed; nothing else). */
export function definePageFeature(feature: PageFeature): PageFeature {
  return feature;
}

/** Declares a capability's browser side (typed; nothing else). */
export function defineBrowserFeature(feature: BrowserFeature): BrowserFeature {
  return feature;
}
