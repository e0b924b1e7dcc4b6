import type { ComponentType } from "react";

/**
 * What a capability puts in the storefront's footer, declared in its own folder
 * (`src/features/<capability>/footer.tsx`, default export) and collected by the footer, the way
 * the back office collects `admin-menu.ts`: adding a page with a footer link costs no edit of
 * the footer itself.
 */
export interface FooterLink {
  /** The footer column the link sits in. */
  group: FooterGroup;
  /** The link's text in the page's language: `() => t('About Us')`, called as the footer renders. */
  label: () => string;
  /** A path of the shop (`/about-us`). */
  href: string;
  /** Place within its column (lower first). @default 0 */
  order?: number;
}

/** The footer's link columns, in their order. */
export const FOOTER_GROUPS = [
  "Shop",
  "Customer Service",
  "Your account",
] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

export interface FooterContribution {
  links?: FooterLink[];
  /**
   * A small piece of UI under the footer's columns (a newsletter form, a cookie-settings button).
   * It is part of every page's first load: keep it light and load what it needs on interaction.
   */
  widget?: ComponentType;
  /** Place among the widgets (lower first). @default 0 */
  widgetOrder?: number;
}

/** Declares a capability's part of the footer. */
export function defineFooter(
  contribution: FooterContribution,
): FooterContribution {
  return contribution;
}

/** The links of one column, in order (then by label, so the order never depends on file names). */
export function footerLinks(
  contributions: readonly FooterContribution[],
  group: FooterGroup,
): FooterLink[] {
  return contributions
    .flatMap((contribution) => contribution.links ?? [])
    .filter((link) => link.group === group)
    .sort(
      (a, b) =>
        (a.order ?? 0) - (b.order ?? 0) || a.label().localeCompare(b.label()),
    );
}

/** The widgets, in order. */
export function footerWidgets(
  contributions: readonly FooterContribution[],
): ComponentType[] {
  return contributions
    .filter(
      (
        contribution,
      ): contribution is FooterContribution & { widget: ComponentType } =>
        contribution.widget !== undefined,
    )
    .sort((a, b) => (a.widgetOrder ?? 0) - (b.widgetOrder ?? 0))
    .map((contribution) => contribution.widget);
}
