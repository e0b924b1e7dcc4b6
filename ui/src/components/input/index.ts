export { Input, inputVariants, requiredEmailInput, trimInputValue, type InputProps } from './input';
