import { afterEach, describe, expect, it } from 'vitest';
import { parsePageSettings, readPageSettings, serializePageSettings } from './page-settings';
import { minimalSettings } from './testing';


afterEach(() => {
  document.body.innerHTML = '';
});

describe('page settings', () => {
  it('fills the defaults: SameSite lax, not secure, default login call, sync disabled', () => {
    const settings = parsePageSettings(minimalSettings);
    expect(settings.cookieSameSite).toBe('lax');
    expect(settings.cookieSecure).toBe(false);
    expect(settings.customerLoginUrl).toBe('customer/ajax/login');
    expect(settings.clientSideSections).toEqual([]);
    expect(settings.productStorage.allowToSendRequest).toEqual({
      recently_viewed_product: false,
      recently_compared_product: false,
    });
    expect(settings.productStorage.lifetime).toBe(1000);
  });

  it('names the missing field', () => {
    const { sectionLoadUrl: _omitted, ...incomplete } = minimalSettings;
    expect(() => parsePageSettings(incomplete)).toThrow(/sectionLoadUrl/);
  });

  it('reads the settings embedded in the page, even with a closing script tag in a value', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-settings';
    script.textContent = serializePageSettings({ ...minimalSettings, cartUrl: 'http://shop.test/</script><b>' });
    document.body.append(script);
    expect(script.textContent).not.toContain('</script>');
    const settings = readPageSettings();
    expect(settings.cartUrl).toBe('http://shop.test/</script><b>');
    expect(settings.websiteId).toBe(1);
  });

  it('throws when the page has no settings', () => {
    expect(() => readPageSettings()).toThrow('Page settings element #page-settings is missing');
  });
});
