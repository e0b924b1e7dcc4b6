import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataPost, parseDataPost } from './data-post';
import { REMOVE_QUESTION, TEST_FORM_KEY, fieldsOf, recordPostedForms } from '../../test-support/form-post';

const posted = recordPostedForms();

const getFormKey = () => TEST_FORM_KEY;
const UENC = 'aHR0cHM6Ly9zaG9wLnRlc3Qvd29tZW4uaHRtbA,,';

afterEach(() => vi.restoreAllMocks());

describe('dataPost', () => {
  it('posts the hidden fields plus the form_key to the action', async () => {
    await expect(dataPost({ action: '/catalog/product_compare/add/', data: { product: 42, uenc: UENC } }, { getFormKey })).resolves.toBe(true);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.action).toBe(new URL('/catalog/product_compare/add/', document.baseURI).href);
    expect(fieldsOf(posted[0]!)).toEqual([
      ['product', '42'],
      ['uenc', UENC],
      ['form_key', TEST_FORM_KEY],
    ]);
  });

  it('asks first and posts once the shopper confirms', async () => {
    const confirm = vi.fn(async () => true);
    const request = { action: '/checkout/cart/delete/', data: { id: 7 }, confirmation: { title: 'Remove item', content: REMOVE_QUESTION } };
    await expect(dataPost(request, { getFormKey, confirm })).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith({ title: 'Remove item', content: REMOVE_QUESTION });
    expect(fieldsOf(posted[0]!)).toEqual([
      ['id', '7'],
      ['form_key', TEST_FORM_KEY],
    ]);
  });

  it('posts nothing, and builds no form, when the shopper cancels', async () => {
    const confirm = vi.fn(() => false);
    await expect(dataPost({ action: '/checkout/cart/delete/', data: { id: 7 }, confirmation: { content: REMOVE_QUESTION } }, { getFormKey, confirm })).resolves.toBe(false);
    expect(posted).toEqual([]);
    expect(document.querySelector('form')).toBeNull();
  });

  it("asks with the browser's confirm when no confirm is given", async () => {
    const native = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await expect(dataPost({ action: '/a', confirmation: { content: REMOVE_QUESTION } }, { getFormKey })).resolves.toBe(false);
    expect(native).toHaveBeenCalledWith(REMOVE_QUESTION);
    expect(posted).toEqual([]);
  });

  it('rejects a script action without posting', async () => {
    await expect(dataPost({ action: 'javascript:alert(1)', data: { id: 1 } }, { getFormKey })).rejects.toThrow(TypeError);
    expect(posted).toEqual([]);
  });
});

describe('parseDataPost', () => {
  it('reads the attribute a server renders, with the question as an object', () => {
    const json = JSON.stringify({ action: '/wishlist/index/add/', data: { product: '42', uenc: UENC }, confirmation: { content: 'Sure?', title: 'Wish List' } });
    expect(parseDataPost(json)).toEqual({
      action: '/wishlist/index/add/',
      data: { product: '42', uenc: UENC },
      confirmation: { content: 'Sure?', title: 'Wish List' },
    });
  });

  it('reads the older question inside the data, and never posts those two flags', () => {
    const json = { action: '/checkout/cart/delete/', data: { id: '7', confirmation: true, confirmationMessage: REMOVE_QUESTION } };
    expect(parseDataPost(json)).toEqual({ action: '/checkout/cart/delete/', data: { id: '7' }, confirmation: { content: REMOVE_QUESTION } });
    expect(parseDataPost({ action: '/a', data: { id: '7', confirmation: false } })).toEqual({ action: '/a', data: { id: '7' } });
  });

  it.each([['not json'], ['null'], [JSON.stringify({ data: {} })], [JSON.stringify({ action: '' })], [JSON.stringify({ action: '/a', data: [1] })], [42]])(
    'answers undefined for %j',
    (value) => {
      expect(parseDataPost(value)).toBeUndefined();
    },
  );
});
