/** A menu entry: a link, or a group that opens a deeper level on phones. */
export interface MenuNode {
  id: string;
  label: string;
  /** Where the entry leads; groups may have one too ("All Women"). */
  url?: string;
  children?: MenuNode[];
}

/**
 * The phone menu (SPEC.md §4 "Mobile menu"): closed, open, a sub-menu open or a
 * sub-sub-menu open. `path` holds the ids of the groups opened, outermost first.
 */
export interface MobileMenuState {
  open: boolean;
  path: string[];
}

export type MobileMenuAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'enter'; id: string }
  | { type: 'back' };

export const closedMobileMenu: MobileMenuState = { open: false, path: [] };

/** The menu's transitions; closing resets every level. */
export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { open: true, path: [] };
    case 'close':
      return closedMobileMenu;
    case 'toggle':
      return state.open ? closedMobileMenu : { open: true, path: [] };
    case 'enter':
      return state.open ? { open: true, path: [...state.path, action.id] } : state;
    case 'back':
      return state.open ? { open: true, path: state.path.slice(0, -1) } : state;
  }
}

/** The name of a state: 'closed', 'open', 'sub-menu' or 'sub-sub-menu' (and deeper). */
export function mobileMenuLevel(state: MobileMenuState): 'closed' | 'open' | 'sub-menu' | 'sub-sub-menu' {
  if (!state.open) return 'closed';
  if (state.path.length === 0) return 'open';
  return state.path.length === 1 ? 'sub-menu' : 'sub-sub-menu';
}

/** The entries shown at the current level and the trail of groups above them. */
export function resolveMobileMenuLevel(root: readonly MenuNode[], path: readonly string[]): { items: readonly MenuNode[]; trail: MenuNode[] } {
  const trail: MenuNode[] = [];
  let items = root;
  for (const id of path) {
    const group = items.find((node) => node.id === id);
    if (!group?.children) break;
    trail.push(group);
    items = group.children;
  }
  return { items, trail };
}
