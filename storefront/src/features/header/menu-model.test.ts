import { describe, expect, it } from 'vitest';
import { toNavigationItems, type MenuNode } from './menu-model';

describe('toNavigationItems', () => {
  it('maps the category tree and the phone groups to the kit menu’s items', () => {
    const tree: MenuNode[] = [
      { id: 'shop', label: 'Shop by Category', children: [{ id: 'women', label: 'Women', url: '/women.html', children: [{ id: 'tops', label: 'Tops', url: '/women/tops.html' }] }] },
      { id: 'cart', label: 'View and Edit Cart', url: '/checkout/cart/', children: [] },
    ];
    expect(toNavigationItems(tree)).toEqual([
      {
        id: 'shop',
        label: 'Shop by Category',
        children: [{ id: 'women', label: 'Women', href: '/women.html', children: [{ id: 'tops', label: 'Tops', href: '/women/tops.html' }] }],
      },
      { id: 'cart', label: 'View and Edit Cart', href: '/checkout/cart/' },
    ]);
  });
});
