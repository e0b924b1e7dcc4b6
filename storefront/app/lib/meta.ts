/** The shop's name, after every page title. */
export const SHOP_NAME = 'Summit Outfitters';

/** A page's document title: `<page> | Summit Outfitters`. */
export function pageTitle(page: string): string {
  return `${page} | ${SHOP_NAME}`;
}

/** The meta of a page search engines leave out (a private page, one per visitor): its title and `robots: noindex`. */
export function noindexMeta(page: string) {
  return [{ title: pageTitle(page) }, { name: 'robots', content: 'noindex' }];
}
