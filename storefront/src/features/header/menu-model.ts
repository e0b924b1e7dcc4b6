import type { NavigationItem } from '@shop/ui/navigation-menu';

/** A menu entry: a link, or a group that opens a deeper level on phones. */
export interface MenuNode {
  id: string;
  label: string;
  /** Where the entry leads; groups may have one too ("All Women"). */
  url?: string;
  children?: MenuNode[];
}

/** The shop's menu entries as the kit's NavigationMenu items. */
export function toNavigationItems(nodes: readonly MenuNode[]): NavigationItem[] {
  return nodes.map((node) => ({
    id: node.id,
    label: node.label,
    ...(node.url !== undefined ? { href: node.url } : {}),
    ...(node.children?.length ? { children: toNavigationItems(node.children) } : {}),
  }));
}
