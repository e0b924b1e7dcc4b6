import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../../../server/test/helpers';
import { STORE_VIEW_HEADER } from './model';

const t = setUpTestShop();
const SUBSCRIBE = '/newsletter/subscriber/new';

// A call answers in the language of the view the page calling it is in (ADR 0039): the browser's
// client sends the view's code in X-Store-View; a form posted without JavaScript names it in `store`.
describe('calls answer in the view’s language', () => {
  const invalidEmail = async (headers: Record<string, string>, fields: Record<string, string> = {}) => {
    const response = await t.client().postJson(SUBSCRIBE, { email: 'not-an-address', ...fields }, { headers });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it('validates in French and in Arabic when the page is in those views, and in English without a view', async () => {
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'fr' })).toMatchObject({
      status: 400,
      body: { message: 'Veuillez saisir une adresse e-mail valide (ex. : johndoe@domain.com).' },
    });
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'ar' })).toMatchObject({
      status: 400,
      body: { message: 'يرجى إدخال عنوان بريد إلكتروني صالح (مثال: johndoe@domain.com).' },
    });
    expect(await invalidEmail({})).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address (Ex: johndoe@domain.com).' } });
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'default' })).toMatchObject({ body: { message: 'Please enter a valid email address (Ex: johndoe@domain.com).' } });
  });

  it('answers a form posted without JavaScript in the language of the view it names', async () => {
    const response = await t.client().postForm(SUBSCRIBE, { email: 'not-an-address', store: 'fr' }, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Veuillez saisir une adresse e-mail valide (ex. : johndoe@domain.com).');
    // The header, when both are there, is the page's view.
    expect(await invalidEmail({ [STORE_VIEW_HEADER]: 'ar' }, { store: 'fr' })).toMatchObject({ body: { message: 'يرجى إدخال عنوان بريد إلكتروني صالح (مثال: johndoe@domain.com).' } });
  });

  it('refuses a view no shop has with a 400 that says so, before the call runs', async () => {
    const response = await t.client().postJson(SUBSCRIBE, { email: 'reader.unknown.view@example.com' }, { headers: { [STORE_VIEW_HEADER]: 'de' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Unknown store view: "de". Use one of default, fr, ar.' });
  });

  it('says its answers vary by the view; a page does not (its view is its address)', async () => {
    const call = await t.client().get('/customer/section/load?sections=messages');
    expect(call.headers.get('vary')).toContain(STORE_VIEW_HEADER);
    const page = await t.client().get('/fr/');
    expect(page.headers.get('vary') ?? '').not.toContain(STORE_VIEW_HEADER);
  });
});
