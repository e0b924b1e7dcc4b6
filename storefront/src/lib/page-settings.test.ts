import { describe, expect, it } from 'vitest';
import { parsePageSettings } from './page-settings';
import { minimalSettings } from '../../test-support/browser-doubles';

describe('page settings', () => {
  it('parses the settings the server writes', () => {
    const settings = parsePageSettings(minimalSettings);
    expect(settings.cookie.sameSite).toBe('lax');
    expect(settings.urls.sectionLoad).toBe('http://shop.test/customer/section/load');
  });

  it('names the missing or wrong field', () => {
    const { cookieLifeTime: _omitted, ...incomplete } = minimalSettings;
    expect(() => parsePageSettings(incomplete)).toThrow(/cookieLifeTime/);
    const { login: _login, ...urls } = minimalSettings.urls;
    expect(() => parsePageSettings({ ...minimalSettings, urls })).toThrow(/login/);
    expect(() => parsePageSettings({ ...minimalSettings, cookie: { ...minimalSettings.cookie, sameSite: 'loose' } })).toThrow(/sameSite/);
  });
});
