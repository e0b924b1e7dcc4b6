export { Swatch, swatchVariants, type SwatchProps } from './swatch';
