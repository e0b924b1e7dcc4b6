/** The shop's name, after every page title. */
export const SHOP_NAME = 'Summit Outfitters';

/** A page's document title: `<page> | Summit Outfitters`. */
export function pageTitle(page: string): string {
  return `${page} | ${SHOP_NAME}`;
}
