import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';

/** One step of the trail: a page above the current one. */
export interface BreadcrumbData {
  /** The page's name, as its link reads. */
  label: string;
  /** The page's address. */
  url: string;
}

/** What `renderLink` receives: the props of the link to draw, spread them on your own link. */
export interface BreadcrumbLinkProps {
  /** The address of the step (`crumb.url`). */
  href: string;
  /** The link's text (`crumb.label`). */
  children: React.ReactNode;
  /** The kit's classes for the link. */
  className: string;
  /** `breadcrumbs-link`, the part's name for styling and tests. */
  'data-slot': string;
}

export interface BreadcrumbsProps extends Omit<React.ComponentProps<'nav'>, 'children'> {
  /** The pages above the current one, from the top (Home first). A last step that repeats `current` is dropped, so a trail that ends with the page itself can be passed as it is. */
  items: readonly BreadcrumbData[];
  /** The name of the page shown: the last entry, marked `aria-current="page"`, not a link. */
  current: React.ReactNode;
  /** Draws each step's link, e.g. with a router's `Link` (`(props, crumb) => <Link to={crumb.url} {...props} />`). @default a plain `<a href>` */
  renderLink?: (props: BreadcrumbLinkProps, crumb: BreadcrumbData) => React.ReactNode;
  /** The mark between steps; hidden from assistive technology, which reads the list instead. @default '›' */
  separator?: React.ReactNode;
  /** The landmark's name, read when a screen reader lists the page's navigation regions. @default t('Breadcrumb') */
  'aria-label'?: string;
}

/** The shop's link look (the focus ring comes from the base styles). */
const LINK_CLASS = 'text-brand-700 underline-offset-2 hover:underline';

const renderAnchor = (props: BreadcrumbLinkProps) => <a {...props} />;

/**
 * The trail from the top of the site to the page shown: "Home › Sales › Orders › #000000012".
 * The same markup and text as the shop's catalogue breadcrumbs.
 *
 * **When to use**: on pages more than one level deep (a category, a product, an order in the back
 * office), above the page heading, so a person sees where they are and can go up. Not for steps
 * of a process (checkout) nor as the main navigation.
 *
 * **Accessibility**: the WAI-ARIA Breadcrumb pattern: a `nav` landmark named "Breadcrumb" holding
 * an ordered list; the last entry is the current page (`aria-current="page"`, plain text); the
 * separators are `aria-hidden`, as the list already tells the order. Keyboard: `Tab` moves through
 * the links, `Enter` follows one; the current page is not a stop. On a phone the trail wraps onto
 * more lines instead of scrolling sideways.
 */
export function Breadcrumbs({
  items,
  current,
  renderLink = renderAnchor,
  separator = '›',
  'aria-label': ariaLabel = t('Breadcrumb'),
  className,
  ...props
}: BreadcrumbsProps) {
  // The trail may end with the page itself; it is shown once, as the current entry.
  const trail = typeof current === 'string' && items.at(-1)?.label === current ? items.slice(0, -1) : items;
  return (
    <nav aria-label={ariaLabel} data-slot="breadcrumbs" className={cn('text-sm', className)} {...props}>
      <ol data-slot="breadcrumbs-list" className="flex flex-wrap items-center gap-1 text-neutral-700">
        {trail.map((crumb) => (
          <li key={crumb.url} data-slot="breadcrumbs-item" className="flex min-w-0 items-center gap-1 break-words">
            {renderLink({ href: crumb.url, children: crumb.label, className: LINK_CLASS, 'data-slot': 'breadcrumbs-link' }, crumb)}
            <span data-slot="breadcrumbs-separator" aria-hidden="true" className="text-neutral-500">
              {separator}
            </span>
          </li>
        ))}
        <li data-slot="breadcrumbs-page" aria-current="page" className="min-w-0 break-words text-neutral-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
