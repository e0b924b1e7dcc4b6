import { describe, expect, it } from 'vitest';
import { applyCaptchaSection, shouldRefreshAfterFailedLogin } from './captcha';

const initial = { isRequired: false, timestamp: 0, imageSrc: '' };

describe('login captcha', () => {
  it('turns required on newer section data and asks for an image when it was not required', () => {
    const step = applyCaptchaSection(initial, { isRequired: true, timestamp: 10 });
    expect(step.state.isRequired).toBe(true);
    expect(step.refresh).toBe(true);
  });

  it('ignores older data, and data of the same second that changes nothing', () => {
    const state = { isRequired: false, timestamp: 10, imageSrc: '' };
    expect(applyCaptchaSection(state, { isRequired: true, timestamp: 9 })).toEqual({ state, refresh: false });
    expect(applyCaptchaSection(state, { isRequired: false, timestamp: 10 })).toEqual({ state, refresh: false });
  });

  it('takes a change reported in the same second (timestamps are whole seconds)', () => {
    const state = { isRequired: false, timestamp: 10, imageSrc: '' };
    expect(applyCaptchaSection(state, { isRequired: true, timestamp: 10 })).toEqual({ state: { ...state, isRequired: true }, refresh: true });
  });

  it('does not refresh an image it already has when it stays required', () => {
    const state = { isRequired: true, timestamp: 10, imageSrc: '/captcha.svg' };
    expect(applyCaptchaSection(state, { isRequired: true, timestamp: 11 }).refresh).toBe(false);
  });

  it('refreshes after a failed login only for its own form while required', () => {
    const required = { isRequired: true, timestamp: 1, imageSrc: '/a.svg' };
    expect(shouldRefreshAfterFailedLogin(required, 'user_login', 'user_login')).toBe(true);
    expect(shouldRefreshAfterFailedLogin(required, 'user_login', 'other')).toBe(false);
    expect(shouldRefreshAfterFailedLogin(initial, 'user_login', 'user_login')).toBe(false);
  });
});
