import { describe, expect, it } from 'vitest';
import { closedMobileMenu, mobileMenuLevel, mobileMenuReducer, resolveMobileMenuLevel, type MenuNode } from './menu-model';

const tree: MenuNode[] = [
  { id: 'shop', label: 'Shop', children: [{ id: 'women', label: 'Women', url: '/women.html', children: [{ id: 'tops', label: 'Tops', url: '/women/tops.html' }] }] },
  { id: 'cart', label: 'Cart', url: '/checkout/cart/' },
];

describe('mobile menu', () => {
  it('goes closed → open → sub-menu → sub-sub-menu and a close resets everything', () => {
    let state = mobileMenuReducer(closedMobileMenu, { type: 'open' });
    expect(mobileMenuLevel(state)).toBe('open');
    state = mobileMenuReducer(state, { type: 'enter', id: 'shop' });
    expect(mobileMenuLevel(state)).toBe('sub-menu');
    state = mobileMenuReducer(state, { type: 'enter', id: 'women' });
    expect(mobileMenuLevel(state)).toBe('sub-sub-menu');
    expect(mobileMenuReducer(state, { type: 'back' }).path).toEqual(['shop']);
    state = mobileMenuReducer(state, { type: 'close' });
    expect(state).toEqual(closedMobileMenu);
    expect(mobileMenuLevel(mobileMenuReducer(state, { type: 'toggle' }))).toBe('open');
  });

  it('ignores deeper steps while closed', () => {
    expect(mobileMenuReducer(closedMobileMenu, { type: 'enter', id: 'shop' })).toBe(closedMobileMenu);
  });

  it('resolves the entries of a level and its trail', () => {
    expect(resolveMobileMenuLevel(tree, []).items).toBe(tree);
    const level = resolveMobileMenuLevel(tree, ['shop', 'women']);
    expect(level.items.map((item) => item.label)).toEqual(['Tops']);
    expect(level.trail.map((item) => item.label)).toEqual(['Shop', 'Women']);
  });
});
