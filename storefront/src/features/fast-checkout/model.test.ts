import { describe, expect, it } from 'vitest';
import { readFastCheckoutSettings } from './model';

describe('fast-checkout settings', () => {
  it('turns the button on only with the mini-cart setting and a start path', () => {
    expect(readFastCheckoutSettings(undefined)).toBeNull();
    expect(readFastCheckoutSettings({ minicartEnabled: false, startUrl: '/pay/checkout/fastcheckoutstart' })).toBeNull();
    expect(readFastCheckoutSettings({ minicartEnabled: true, startUrl: '/elsewhere' })).toBeNull();
    expect(readFastCheckoutSettings({ minicartEnabled: true, useModal: true, startUrl: 'https://pay.test/checkout/fastcheckoutstart/' })).toEqual({
      minicartEnabled: true,
      useModal: true,
      startUrl: 'https://pay.test/checkout/fastcheckoutstart/',
    });
  });
});
