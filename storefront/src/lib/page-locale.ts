/**
 * The locale of the page request the server is working on (its store view's, ADR 0038), for what
 * a service formats on the server in the page's language (a country's name in an address). The
 * store views feature supplies it from the request's AsyncLocalStorage; outside a page request,
 * and until then, it is the default view's.
 */
let source: () => string = () => 'en-US';

/** Tells where the page's locale is read (the store views' catalogues module, at start). */
export function setPageLocaleSource(next: () => string): void {
  source = next;
}

/** The locale of the page being worked on. */
export function pageLocale(): string {
  return source();
}
