import { describe, expect, it } from 'vitest';
import type { PageSettings } from '../../lib/page-settings';
import feature from './feature.browser';

function sent(storeCode: string): Headers {
  feature.setUp!({ storeCode } as PageSettings);
  const request = { method: 'GET' as const, url: '/customer/section/load', headers: new Headers(), body: undefined };
  for (const intercept of feature.interceptors ?? []) intercept(request);
  return request.headers;
}

describe('the page\'s calls say its store view (ADR 0040)', () => {
  it('sends X-Store-View with a view\'s code, and nothing in the default view', () => {
    expect(sent('fr').get('X-Store-View')).toBe('fr');
    expect(sent('ar').get('X-Store-View')).toBe('ar');
    expect(sent('default').has('X-Store-View')).toBe(false);
  });
});
