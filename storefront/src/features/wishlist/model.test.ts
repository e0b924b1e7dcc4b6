import { describe, expect, it } from 'vitest';
import { wishlistUpdate } from './model';
import { wishlistItemFixture } from './fixtures';


describe('wishlistUpdate', () => {
  it('sends every item with its typed quantity and comment', () => {
    const items = [wishlistItemFixture(1), wishlistItemFixture(2, undefined, 3, 'old')];
    expect(wishlistUpdate(items, { 1: { qty: ' 4 ', description: 'gift' }, 2: { qty: '3', description: 'old' } })).toEqual({
      ok: true,
      request: { items: [{ id: 1, qty: 4, description: 'gift' }, { id: 2, qty: 3, description: 'old' }] },
    });
  });

  it('refuses a quantity of 0, a fraction or no number, with the kit’s message, and sends nothing', () => {
    for (const qty of ['0', '-2', '1.5', 'two', '']) {
      const result = wishlistUpdate([wishlistItemFixture(1)], { 1: { qty, description: '' } });
      expect(result.ok, qty).toBe(false);
      if (!result.ok) expect(result.problems[1]?.qty).toBeTruthy();
    }
    const zero = wishlistUpdate([wishlistItemFixture(1)], { 1: { qty: '0', description: '' } });
    expect(zero).toEqual({ ok: false, problems: { 1: { qty: 'Please enter a quantity greater than 0.' } } });
  });

  it('refuses HTML and a comment longer than 255 characters', () => {
    expect(wishlistUpdate([wishlistItemFixture(1)], { 1: { qty: '1', description: '<b>hi</b>' } })).toEqual({ ok: false, problems: { 1: { description: 'HTML tags are not allowed.' } } });
    const long = wishlistUpdate([wishlistItemFixture(1)], { 1: { qty: '1', description: 'x'.repeat(256) } });
    expect(long.ok).toBe(false);
    expect(wishlistUpdate([wishlistItemFixture(1)], { 1: { qty: '1', description: 'x'.repeat(255) } }).ok).toBe(true);
  });
});
