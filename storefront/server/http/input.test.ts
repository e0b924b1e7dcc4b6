import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-error';
import { nestFormFields } from './input';

describe('nestFormFields', () => {
  it('nests bracket names the way the platform reads forms', () => {
    expect(
      nestFormFields({
        product: '12',
        'super_attribute[93]': '50',
        'super_attribute[144]': '168',
        'ids[5][product_id]': '5',
        'ids[5][added_at]': '1700000000',
        'tags[]': ['a', 'b'],
      }),
    ).toEqual({
      product: '12',
      super_attribute: { 93: '50', 144: '168' },
      ids: { 5: { product_id: '5', added_at: '1700000000' } },
      tags: ['a', 'b'],
    });
  });

  it('refuses prototype keys, deep names and too many fields', () => {
    expect(() => nestFormFields({ '__proto__[polluted]': '1' })).toThrow(HttpError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => nestFormFields({ 'a[b][c][d][e][f][g][h]': '1' })).toThrow(/Unsupported form field name/);
    expect(() => nestFormFields(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, '1'])))).toThrow(/Too many form fields/);
  });
});
