export { Select, selectVariants, type SelectOption, type SelectProps } from './select';
