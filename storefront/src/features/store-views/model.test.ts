import { describe, expect, it } from 'vitest';
import { pathInView, pathWithoutView, redirectInView, storeViews, viewOfPath } from './model';

const [english, french, arabic] = storeViews as [(typeof storeViews)[number], (typeof storeViews)[number], (typeof storeViews)[number]];

describe('the store views', () => {
  it('are the default at the root, French at /fr and Arabic right to left at /ar', () => {
    expect(storeViews.map(({ code, locale, currency, direction, prefix, name }) => [code, locale, currency, direction, prefix, name])).toEqual([
      ['default', 'en-US', 'USD', 'ltr', '', 'English'],
      ['fr', 'fr-FR', 'EUR', 'ltr', '/fr', 'Français'],
      ['ar', 'ar-AE', 'AED', 'rtl', '/ar', 'العربية'],
    ]);
  });

  it('finds a path’s view by a whole first segment only', () => {
    expect(viewOfPath('/fr')).toBe(french);
    expect(viewOfPath('/fr/')).toBe(french);
    expect(viewOfPath('/ar/women/tops.html')).toBe(arabic);
    // A page whose own path starts with the letters of a code is the default view's.
    expect(viewOfPath('/french-press.html')).toBe(english);
    expect(viewOfPath('/arrival.html')).toBe(english);
    expect(viewOfPath('/')).toBe(english);
  });

  it('moves a page between views and back', () => {
    expect(pathInView(french, '/')).toBe('/fr/');
    expect(pathInView(english, '/checkout/cart/')).toBe('/checkout/cart/');
    expect(pathWithoutView('/fr/checkout/cart/')).toBe('/checkout/cart/');
    expect(pathWithoutView('/ar')).toBe('/');
    expect(pathWithoutView('/arrival.html')).toBe('/arrival.html');
  });

  it('send a redirect to the page in the view the request names, or leave the path as written when it names none', () => {
    expect(redirectInView('fr', '/wishlist/')).toBe('/fr/wishlist/');
    expect(redirectInView('ar', '/fr/gear.html?p=2')).toBe('/ar/gear.html?p=2');
    expect(redirectInView('default', '/fr/gear.html')).toBe('/gear.html');
    expect(redirectInView(undefined, '/fr/gear.html')).toBe('/fr/gear.html');
    expect(redirectInView(undefined, '/')).toBe('/');
  });
});
