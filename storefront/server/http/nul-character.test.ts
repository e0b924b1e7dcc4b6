import { describe, expect, it } from 'vitest';
import { normalizeQuery } from '../../src/features/catalog/search.server';
import { setUpTestShop } from '../test/helpers';
import { NUL_CHARACTER_MESSAGE } from './input';

// Found by the fuzz suite (server/fuzz.test.ts): `q=%00` reached PostgreSQL, which cannot hold
// U+0000 in text, and the suggestions answered 500.
describe('a NUL character in a request', () => {
  const t = setUpTestShop();

  it('is refused with a message by every call, before the database sees it', async () => {
    const client = t.client();
    const answers = [
      await client.get('/search/ajax/suggest?q=%00'),
      await client.get('/search/ajax/suggest?q=jack%00et'),
      await client.get('/customer/account/emailAvailable?email=a%00@example.com'),
      await client.postJson('/rest/V1/customer-service/contact/post', { formData: { name: 'Sam\u0000', email: 'sam@example.com', comment: 'Hello' } }),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBe(400);
      expect(JSON.stringify(await response.json()), response.url).toContain(NUL_CHARACTER_MESSAGE);
    }
  });

  it('counts as a space in a search phrase (the results page reads it without the call)', () => {
    expect(normalizeQuery('\u0000jack\u0000et\u001f')).toBe('jack et');
  });
});
