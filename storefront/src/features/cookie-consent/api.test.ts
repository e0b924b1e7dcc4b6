import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../lib/cookies';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import { createCookieConsent } from './api';
import { allowsTagManager, CONSENT_COOKIE, consentCookieValue, consentFromCookie } from './model';

const NOW = Date.UTC(2026, 10, 2, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the consent cookie', () => {
  it('holds the JSON list of the allowed categories', () => {
    expect(consentCookieValue({ necessary: true, analytics: true, marketing: false })).toEqual(['necessary', 'analytics']);
    expect(consentCookieValue({ necessary: true, analytics: false, marketing: false })).toEqual(['necessary']);
  });

  it('reads back a choice, and none from a missing or foreign value', () => {
    expect(consentFromCookie(['necessary', 'marketing'])).toEqual({ necessary: true, analytics: false, marketing: true });
    expect(consentFromCookie(undefined)).toBeNull();
    expect(consentFromCookie({ '1': 1 })).toBeNull();
    expect(consentFromCookie(['necessary', 3])).toBeNull();
  });

  it('lets the tag manager load only with Analytics or Marketing', () => {
    expect(allowsTagManager(null)).toBe(false);
    expect(allowsTagManager({ necessary: true, analytics: false, marketing: false })).toBe(false);
    expect(allowsTagManager({ necessary: true, analytics: false, marketing: true })).toBe(true);
    expect(allowsTagManager({ necessary: true, analytics: true, marketing: false })).toBe(true);
  });
});

describe('createCookieConsent', () => {
  it('has no choice on a first visit; remembers one for a year, SameSite=Lax, readable by the page; tells its listeners', () => {
    const target = createFakeCookieTarget();
    const consent = createCookieConsent(createCookieJar(target));
    expect(consent.choice()).toBeNull();
    const listener = vi.fn();
    const stop = consent.subscribe(listener);
    consent.choose({ necessary: true, analytics: true, marketing: false });
    expect(consent.choice()).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(listener).toHaveBeenCalledWith({ necessary: true, analytics: true, marketing: false });
    const write = target.writes.at(-1) ?? '';
    expect(write).toMatch(new RegExp(`^${CONSENT_COOKIE}=${encodeURIComponent('["necessary","analytics"]')};`));
    expect(write.toLowerCase()).toContain('samesite=lax');
    expect(write.toLowerCase()).not.toContain('httponly');
    expect(Date.parse(target.attributes(CONSENT_COOKIE)?.expires ?? '') - NOW).toBe(365 * 24 * 60 * 60 * 1000);
    stop();
    consent.choose({ necessary: true, analytics: false, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
