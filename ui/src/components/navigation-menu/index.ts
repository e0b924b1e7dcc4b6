export {
  DesktopNavigationMenu,
  MobileNavigationMenu,
  NavigationMenu,
  DESKTOP_MENU_HOVER_DELAYS,
  MOBILE_MENU_QUERY,
  navigationItemKey,
  useMobileMode,
  type DesktopNavigationMenuProps,
  type MobileNavigationLayout,
  type MobileNavigationMenuProps,
  type NavigationItem,
  type NavigationMenuProps,
} from './navigation-menu';
export {
  MOBILE_MENU_CLOSED,
  mobileMenuReducer,
  mobileMenuStatus,
  type MobileMenuAction,
  type MobileMenuState,
  type MobileMenuStatus,
} from './mobile-menu-state';
