import type { ConfigurableAttribute, ConfigurableChild } from './types';

const image = { src: '/x.svg', alt: '', width: 1, height: 1 };

/** A configurable product's two super attributes, for tests: colour (swatches) and size. */
export const configurableAttributes: ConfigurableAttribute[] = [
  { id: 93, code: 'color', label: 'Color', options: [{ id: 1, label: 'Red', swatch: '#f00', products: [] }, { id: 2, label: 'Blue', swatch: '#00f', products: [] }] },
  { id: 144, code: 'size', label: 'Size', options: [{ id: 10, label: 'S', swatch: null, products: [] }, { id: 11, label: 'M', swatch: null, products: [] }] },
];

/** Its children: red in S, red in M (not salable), blue in M (on special price); no blue S. */
export const configurableChildren: ConfigurableChild[] = [
  { id: 100, sku: 'A-S-Red', isSalable: true, attributes: { 93: 1, 144: 10 }, image, price: { amount: 1000 } },
  { id: 101, sku: 'A-M-Red', isSalable: false, attributes: { 93: 1, 144: 11 }, image, price: { amount: 1000 } },
  { id: 102, sku: 'A-M-Blue', isSalable: true, attributes: { 93: 2, 144: 11 }, image, price: { amount: 800, regularAmount: 1000 } },
];
