export { Price, PRICE_PREFIX_TEXT, priceVariants, type PricePrefix, type PriceProps } from './price';
