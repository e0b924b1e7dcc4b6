export { StoreSwitcher, type StoreSwitcherOption, type StoreSwitcherProps } from './store-switcher';
