import type { WishlistItem } from './types';

const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300"><rect width="240" height="300" fill="#d1d8e0"/><path d="M70 90h100l22 44-30 14v92H78v-92l-30-14z" fill="#4b6584"/></svg>`;

/** A wish-list item for tests and stories: a simple product with a special price. */
export function wishlistItemFixture(id: number, name = `Product ${id}`, qty = 1, description = ''): WishlistItem {
  return {
    id,
    qty,
    description,
    product: {
      id: 100 + id,
      sku: `SKU-${id}`,
      name,
      url: `/p-${id}.html`,
      type: 'simple',
      image: { src: `data:image/svg+xml,${encodeURIComponent(picture)}`, alt: name, width: 240, height: 300 },
      isSalable: true,
      shortDescription: '',
      price: { amount: 3200, regularAmount: 4500, currency: 'USD' },
    },
  };
}
