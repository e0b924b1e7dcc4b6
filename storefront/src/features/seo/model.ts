/**
 * What search engines and link previews read from a page: the description, the canonical
 * address, Open Graph tags and schema.org JSON-LD. Pure functions over the page's data; every
 * absolute address is built by the server from its configured BASE_URL (never from a request).
 */
import { toDecimalText } from '@shop/ui/money';
import type { Breadcrumb, ProductDetailData } from '../catalog/types';

/** Paths crawlers are asked to leave alone: private, per-visitor or endless pages. */
export const ROBOTS_DISALLOW = ['/checkout/', '/customer/', '/catalogsearch/', '/wishlist', '/sales/', '/review/', '/catalog/product_compare'] as const;

/**
 * Whether a page (its path in the default view) is one search engines index, so one that carries
 * `hreflang` alternates (ADR 0038): not the private, per-visitor or endless pages above (account,
 * cart, checkout, compare, search results).
 */
export function isIndexablePath(path: string): boolean {
  return !ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix));
}

/** A tag of a route's `meta` (React Router's descriptor shapes this module writes). */
export type SeoTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': Record<string, unknown> };

export interface PageSeo {
  /** The document title (already with the shop's name). */
  title: string;
  /** The meta description: plain text. */
  description: string;
  /** The page's absolute address without the query parameters that only sort, page or filter it. */
  canonical: string;
  /** Open Graph type. @default 'website' */
  type?: 'website' | 'article' | 'product';
  /** An absolute image address for link previews. */
  image?: string;
  /** The shop's name (og:site_name). */
  siteName: string;
}

/** Description, canonical link and Open Graph tags of a page. */
export function seoTags({ title, description, canonical, type = 'website', image, siteName }: PageSeo): SeoTag[] {
  const tags: SeoTag[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
}

/** A product's reviews in numbers: the average of their ratings (1–5) and how many there are. */
export interface RatingSummary {
  average: number;
  count: number;
}

const SCHEMA = 'https://schema.org';

/**
 * JSON-LD `Product`: name, SKU, image, description, an offer (the price the page shows, as an
 * exact decimal string made from integer minor units, its currency and availability) and the
 * rating when the product has approved reviews.
 * @param absolute turns a shop page's path into an absolute address (from BASE_URL, in the page's store view)
 * @param asset turns a file's path (the image) into an absolute address
 */
export function productJsonLd(product: ProductDetailData, absolute: (path: string) => string, rating?: RatingSummary | null, asset = absolute): Record<string, unknown> {
  const url = absolute(product.url);
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: [asset(product.image.src)],
    description: product.shortDescription,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: toDecimalText(product.price.amount, product.price.currency),
      priceCurrency: product.price.currency,
      availability: `${SCHEMA}/${product.isSalable ? 'InStock' : 'OutOfStock'}`,
    },
  };
  if (rating && rating.count > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: rating.average.toFixed(1), reviewCount: rating.count, bestRating: 5, worstRating: 1 };
  }
  return data;
}

/** JSON-LD `BreadcrumbList` of a page's trail (the last entry is the page itself). */
export function breadcrumbJsonLd(trail: readonly Breadcrumb[], absolute: (path: string) => string): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: absolute(crumb.url) })),
  };
}
