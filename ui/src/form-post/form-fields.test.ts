import { describe, expect, it } from 'vitest';
import { FORM_KEY_FIELD, serializeForm, toSearchParams, withFormKey } from './form-fields';

function formFrom(markup: string): HTMLFormElement {
  document.body.innerHTML = `<form>${markup}</form>`;
  return document.querySelector('form')!;
}

describe('serializeForm', () => {
  it('reads a form as the browser submits it: checked boxes only, every selected option, no disabled controls', () => {
    const form = formFrom(`
      <input name="email" value="jane@example.com">
      <input type="checkbox" name="newsletter" checked>
      <input type="checkbox" name="terms">
      <input type="checkbox" name="topics[]" value="yoga" checked>
      <input type="checkbox" name="topics[]" value="running" checked>
      <input type="radio" name="size" value="S"><input type="radio" name="size" value="M" checked>
      <select name="colors[]" multiple><option selected>red</option><option>green</option><option selected>blue</option></select>
      <input name="locked" value="x" disabled>
      <button name="action" value="save">Save</button>
    `);
    const submitter = form.querySelector('button')!;
    expect([...serializeForm(form, submitter)]).toEqual([
      ['email', 'jane@example.com'],
      ['newsletter', 'on'],
      ['topics[]', 'yoga'],
      ['topics[]', 'running'],
      ['size', 'M'],
      ['colors[]', 'red'],
      ['colors[]', 'blue'],
      ['action', 'save'],
    ]);
    expect([...serializeForm(form)].some(([name]) => name === 'action')).toBe(false);
  });

  it('nests records and lists into bracketed names; null leaves a field out, undefined sends it empty', () => {
    const fields = serializeForm({
      product: 42,
      qty: 1.5,
      gift: true,
      super_attribute: { 93: '52', 142: '167' },
      related: [3, 4],
      rows: [{ id: 7, qty: 2 }],
      note: undefined,
      coupon: null,
    });
    expect([...fields]).toEqual([
      ['product', '42'],
      ['qty', '1.5'],
      ['gift', 'true'],
      ['super_attribute[93]', '52'],
      ['super_attribute[142]', '167'],
      ['related[]', '3'],
      ['related[]', '4'],
      ['rows[0][id]', '7'],
      ['rows[0][qty]', '2'],
      ['note', ''],
    ]);
  });

  it('copies FormData and URLSearchParams with their repeated names, leaving the source as it was', () => {
    const source = new FormData();
    source.append('id', '1');
    source.append('id', '2');
    const copy = withFormKey(serializeForm(source), 'AbCdEfGh12345678');
    expect([...copy]).toEqual([['id', '1'], ['id', '2'], ['form_key', 'AbCdEfGh12345678']]);
    expect(source.has('form_key')).toBe(false);
    expect([...serializeForm(new URLSearchParams('a=1&a=2'))]).toEqual([['a', '1'], ['a', '2']]);
  });
});

describe('withFormKey', () => {
  it("replaces a rendered form_key with the cookie's, and adds none without a key", () => {
    const fields = serializeForm({ form_key: 'stale00000000000', product: 1 });
    expect(withFormKey(fields, 'Fresh12345678901').getAll(FORM_KEY_FIELD)).toEqual(['Fresh12345678901']);
    expect(withFormKey(serializeForm({ product: 1 }), undefined).has(FORM_KEY_FIELD)).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('encodes text fields and refuses a file, which only multipart can carry', () => {
    expect(toSearchParams(serializeForm({ q: 'a b&c', ids: [1, 2] })).toString()).toBe('q=a+b%26c&ids%5B%5D=1&ids%5B%5D=2');
    const withFile = serializeForm({ photo: new File(['x'], 'x.png') });
    expect(() => toSearchParams(withFile)).toThrow(TypeError);
  });
});
