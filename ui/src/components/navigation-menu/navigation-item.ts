/** One menu entry; `children` nest two levels below the top (sub-menu, sub-sub-menu). */
export type NavigationItem = {
  /** A key unique among its siblings. @default href, else label */
  id?: string;
  label: string;
  /**
   * Where the entry leads. A group without one (e.g. 'Shop by Category') only opens its
   * sub-menu, and no 'All …' link is offered for it.
   */
  href?: string;
  children?: NavigationItem[];
};

/** How the mobile drawer shows deeper levels. */
export type MobileNavigationLayout = 'accordion' | 'drilldown';

/** The item's key: its `id`, else its `href`, else its label. */
export const navigationItemKey = (item: NavigationItem): string => item.id ?? item.href ?? item.label;

export const hasChildren = (item: NavigationItem): item is NavigationItem & { children: NavigationItem[] } =>
  Boolean(item.children && item.children.length > 0);

/** Whether the current page is somewhere below `item` (its section is the current one). */
export function isCurrentSection(item: NavigationItem, currentHref: string | undefined): boolean {
  if (currentHref === undefined) return false;
  return (item.children ?? []).some((child) => child.href === currentHref || isCurrentSection(child, currentHref));
}

/** `aria-current` of a link: `page` on the link to the current page (a link with no address is none). */
export const currentPageOf = (href: string | undefined, currentHref: string | undefined): 'page' | undefined =>
  href !== undefined && href === currentHref ? 'page' : undefined;

export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
