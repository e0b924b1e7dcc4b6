export { Input, inputVariants, trimInputValue, type InputProps } from './input';
