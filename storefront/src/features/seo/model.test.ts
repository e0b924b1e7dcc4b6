import { describe, expect, it } from 'vitest';
import type { ProductDetailData } from '../catalog/types';
import { breadcrumbJsonLd, productJsonLd, seoTags } from './model';

const absolute = (path: string) => `https://shop.example${path}`;

const product = {
  id: 7,
  sku: 'WT002',
  name: 'Aero Trail Pullover',
  url: '/aero-trail-pullover.html',
  type: 'simple',
  image: { src: '/media/catalog/product/wt002.svg', alt: 'Aero Trail Pullover', width: 480, height: 600 },
  isSalable: true,
  shortDescription: 'A light pullover for cool mornings.',
  price: { amount: 4875, regularAmount: 6500, currency: 'USD' },
} as unknown as ProductDetailData;

/** The JSON-LD as a page carries it: serialised, then read back. */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as { offers: Record<string, unknown>; [key: string]: unknown };

describe('structured data', () => {
  it('describes a product: name, SKU, absolute image, description and an offer priced in exact decimal text', () => {
    const data = roundTrip(productJsonLd(product, absolute));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aero Trail Pullover',
      sku: 'WT002',
      image: ['https://shop.example/media/catalog/product/wt002.svg'],
      description: 'A light pullover for cool mornings.',
      url: 'https://shop.example/aero-trail-pullover.html',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/aero-trail-pullover.html',
        price: '48.75',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('writes prices from minor units without float error, in the currency\'s own digits', () => {
    expect(roundTrip(productJsonLd({ ...product, price: { amount: 1999, currency: 'USD' } }, absolute)).offers.price).toBe('19.99');
    expect(roundTrip(productJsonLd({ ...product, price: { amount: 10, currency: 'USD' } }, absolute)).offers.price).toBe('0.10');
    expect(roundTrip(productJsonLd({ ...product, price: { amount: 4500, currency: 'JPY' } }, absolute)).offers).toMatchObject({ price: '4500', priceCurrency: 'JPY' });
  });

  it('says out of stock, and gives the rating only when there are reviews', () => {
    expect(roundTrip(productJsonLd({ ...product, isSalable: false }, absolute)).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd(product, absolute, { average: 0, count: 0 })).not.toHaveProperty('aggregateRating');
    expect(roundTrip(productJsonLd(product, absolute, { average: 4.333, count: 3 })).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('lists a category\'s trail as a BreadcrumbList with absolute addresses', () => {
    const data = roundTrip(
      breadcrumbJsonLd(
        [
          { label: 'Home', url: '/' },
          { label: 'Women', url: '/women.html' },
          { label: 'Tops', url: '/women/tops.html' },
        ],
        absolute,
      ),
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Women', item: 'https://shop.example/women.html' },
      { '@type': 'ListItem', position: 3, name: 'Tops', item: 'https://shop.example/women/tops.html' },
    ]);
  });
});

describe('page tags', () => {
  it('gives the description, the canonical link and the Open Graph tags', () => {
    const tags = seoTags({ title: 'Tops | Shop', description: 'All tops.', canonical: 'https://shop.example/women/tops.html', siteName: 'Shop', image: 'https://shop.example/i.svg' });
    expect(tags).toEqual([
      { title: 'Tops | Shop' },
      { name: 'description', content: 'All tops.' },
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/women/tops.html' },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Shop' },
      { property: 'og:title', content: 'Tops | Shop' },
      { property: 'og:description', content: 'All tops.' },
      { property: 'og:url', content: 'https://shop.example/women/tops.html' },
      { property: 'og:image', content: 'https://shop.example/i.svg' },
    ]);
  });
});
