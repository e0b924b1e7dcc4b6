import { describe, expect, it } from 'vitest';
import { inViewLanguage } from '../store-views/catalogues.server';
import { storeViews } from '../store-views/model';
import { COUPON_TEXTS } from '../coupons/model';
import { cartLinesFull, qtyNotAvailable } from './cart-rules.server';

const [english, french, arabic] = storeViews;

/**
 * The cart's answers are written when the request is answered, in its view's language: the
 * server gathers every feature's catalogue (issue 31), so these come from the cart's and the
 * coupons' own messages files.
 */
describe('the cart’s messages in each store view', () => {
  it('answers in the request’s language, SPEC.md’s English by default', () => {
    expect(inViewLanguage(english!, () => qtyNotAvailable(3))).toBe('The requested qty is not available. Only 3 left.');
    expect(inViewLanguage(french!, () => qtyNotAvailable(3))).toBe('La quantité demandée n’est pas disponible. Il n’en reste que 3.');
    expect(inViewLanguage(arabic!, () => cartLinesFull())).toBe('تتسع السلة لـ 100 عنصر مختلف كحد أقصى.');
    expect(inViewLanguage(french!, () => COUPON_TEXTS.notValid('WELCOME'))).toBe('Le code de réduction « WELCOME » n’est pas valide.');
  });
});
