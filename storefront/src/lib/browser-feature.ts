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

/** What the page gives every capability's browser services. */
export interface BrowserHost {
  /** The page settings as the server wrote them. */
  settings: PageSettings;
  /** The page settings, parsed with their schema; null when they do not fit it. */
  engineSettings: PageSettings | null;
  /** The one HTTP client every call goes through. */
  http: HttpClient;
  /** A client like `http` (same addresses, same interceptors) whose calls nothing watches: for checks that change nothing, so no section reloads. */
  quietHttp: HttpClient;
  cookies: CookieJar;
  /** localStorage, or its fallback. */
  storage: StorageLike;
}

/** A page's running browser services: the host's and every capability's. */
export type StartedServices = BrowserHost & BrowserServices;

/** A capability's browser side, declared in `src/features/<capability>/feature.browser.ts`. */
export interface BrowserFeature {
  /** Runs first, before the HTTP client exists, in the folders' order. */
  setUp?(settings: PageSettings): void;
  /** Run on every request of the page's HTTP client, after the host's. */
  interceptors?: readonly RequestInterceptor[];
  /** The services it starts, each from the page's others (built once, whatever the folders' order). */
  services?: { [Name in keyof BrowserServices]?: (started: StartedServices) => BrowserServices[Name] };
}

/** Declares a capability's browser side (typed; nothing else). */
export function defineBrowserFeature(feature: BrowserFeature): BrowserFeature {
  return feature;
}
