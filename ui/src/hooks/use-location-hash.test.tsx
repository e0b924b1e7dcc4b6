import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fragmentId, useLocationHash } from './use-location-hash';

describe('useLocationHash', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('reads the hash and follows hashchange', () => {
    window.location.hash = '#reviews';
    const { result } = renderHook(() => useLocationHash());
    expect(result.current).toBe('#reviews');
    act(() => {
      window.location.hash = '#details';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(result.current).toBe('#details');
  });
});

describe('fragmentId', () => {
  it('strips the # and decodes', () => {
    expect(fragmentId('#reviews')).toBe('reviews');
    expect(fragmentId('#caf%C3%A9')).toBe('café');
    expect(fragmentId('#')).toBeNull();
    expect(fragmentId('')).toBeNull();
  });
});
