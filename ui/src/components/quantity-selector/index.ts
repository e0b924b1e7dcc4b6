export {
  QuantitySelector,
  QUANTITY_ERROR,
  QUANTITY_PRESETS,
  isValidQuantity,
  type QuantitySelectorProps,
} from './quantity-selector';
