import { describe, expect, it, vi } from 'vitest';
import { submitForm } from './submit-form';
import { TEST_FORM_KEY, fieldsOf, recordPostedForms } from '../../test-support/form-post';

const posted = recordPostedForms();

const getFormKey = () => TEST_FORM_KEY;

describe('submitForm (the generic form submit helper)', () => {
  it('posts the fields plus the form_key as a hidden form, through the submit event the page listens to', () => {
    const form = submitForm({ url: '/checkout/cart/updatePost', data: { cart: { 12: { qty: 2 } }, ids: [3, 4] } }, { getFormKey });
    expect(posted).toEqual([form]);
    expect(form.method).toBe('post');
    expect(form.action).toBe(new URL('/checkout/cart/updatePost', document.baseURI).href);
    expect(form.isConnected && form.hidden).toBe(true);
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
    expect(fieldsOf(form)).toEqual([
      ['cart[12][qty]', '2'],
      ['ids[]', '3'],
      ['ids[]', '4'],
      ['form_key', TEST_FORM_KEY],
    ]);
  });

  it("serializes a form element, replacing its rendered form_key with the cookie's", () => {
    document.body.innerHTML = `<form id="source"><input name="form_key" value="stale00000000000"><input type="checkbox" name="remember" checked><input type="checkbox" name="spam"></form>`;
    const form = submitForm({ url: '/customer/account/loginPost', data: document.querySelector<HTMLFormElement>('#source')! }, { getFormKey });
    expect(fieldsOf(form)).toEqual([
      ['form_key', TEST_FORM_KEY],
      ['remember', 'on'],
    ]);
  });

  it('sends no form_key to another origin, and none when there is no key', () => {
    const away = submitForm({ url: 'https://payments.example/return', data: { order: 1 } }, { getFormKey });
    const keyless = submitForm({ url: '/contact/index/post', data: { name: 'Jane' } }, { getFormKey: () => undefined });
    expect(fieldsOf(away)).toEqual([['order', '1']]);
    expect(fieldsOf(keyless)).toEqual([['name', 'Jane']]);
  });

  it('hands the form to a submitForm dependency when one is given', () => {
    const send = vi.fn();
    const form = submitForm({ url: '/a', data: {} }, { getFormKey, submitForm: send });
    expect(send).toHaveBeenCalledWith(form);
    expect(posted).toEqual([]);
  });

  it('refuses a script address or a file field, and leaves nothing in the page', () => {
    expect(() => submitForm({ url: 'javascript:alert(1)', data: {} }, { getFormKey })).toThrow(TypeError);
    expect(() => submitForm({ url: '/a', data: { photo: new File(['x'], 'x.png') } }, { getFormKey })).toThrow(TypeError);
    expect(document.querySelector('form')).toBeNull();
    expect(posted).toEqual([]);
  });
});
