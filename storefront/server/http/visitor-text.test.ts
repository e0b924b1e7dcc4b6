import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../test/helpers';

/** Markup a visitor types where the shop echoes a value back in its message (shown as HTML with the message tags). */
const MARKUP = '<a href="//evil.example/">Sign in again</a>';

describe('messages that repeat what a visitor sent', () => {
  const t = setUpTestShop();

  it('carry it escaped, never as markup', async () => {
    const client = t.client();
    const answers = [
      await client.get(`/customer/section/load/?sections=${encodeURIComponent(MARKUP)}`),
      await client.postJson('/captcha/refresh', { formId: MARKUP.slice(0, 60) }),
      await client.get(`/rest/V1/${encodeURIComponent(MARKUP)}`),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBeGreaterThanOrEqual(400);
      expect(response.status, response.url).toBeLessThan(500);
      const { message } = (await response.json()) as { message: string };
      expect(message, response.url).toContain('&lt;a href');
      expect(message, response.url).not.toMatch(/<a\b/);
    }
  });
});
