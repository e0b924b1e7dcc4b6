/**
 * The mobile (hamburger) menu's state machine (SPEC.md §4): closed, open, sub-menu
 * open, sub-sub-menu open; a close resets all of them.
 */
export type MobileMenuState = {
  open: boolean;
  /** Indexes of the expanded items: [] none, [i] a sub-menu, [i, j] a sub-sub-menu. */
  path: readonly [] | readonly [number] | readonly [number, number];
};

export type MobileMenuStatus = 'closed' | 'open' | 'submenu-open' | 'subsubmenu-open';

export type MobileMenuAction =
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggleSubmenu'; index: number }
  | { type: 'toggleSubSubmenu'; index: number }
  /** One level up: a sub-sub-menu back to its sub-menu, a sub-menu back to the first level. */
  | { type: 'back' };

export const MOBILE_MENU_CLOSED: MobileMenuState = { open: false, path: [] };

/** Applies one action; sub-menus only change while the menu is open. */
export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggle':
      return state.open ? MOBILE_MENU_CLOSED : { open: true, path: [] };
    case 'open':
      return state.open ? state : { open: true, path: [] };
    case 'close':
      return MOBILE_MENU_CLOSED;
    case 'toggleSubmenu':
      if (!state.open) return state;
      return { open: true, path: state.path[0] === action.index ? [] : [action.index] };
    case 'toggleSubSubmenu': {
      const [submenu] = state.path;
      if (!state.open || submenu === undefined) return state;
      return { open: true, path: state.path[1] === action.index ? [submenu] : [submenu, action.index] };
    }
    case 'back':
      if (!state.open || state.path.length === 0) return state;
      return { open: true, path: state.path.length === 2 ? [state.path[0]] : [] };
  }
}

/** The named state of the menu. */
export function mobileMenuStatus(state: MobileMenuState): MobileMenuStatus {
  if (!state.open) return 'closed';
  if (state.path.length === 0) return 'open';
  return state.path.length === 1 ? 'submenu-open' : 'subsubmenu-open';
}
