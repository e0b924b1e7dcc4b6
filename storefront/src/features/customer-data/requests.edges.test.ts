// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MutationEvent } from '../../lib/http';
import { createSectionConfig } from './model';
import { handleMutation, watchRequests } from './requests';
import type { CustomerDataStore } from './store';

// What an action does to the sections: invalidate and reload with new data ids, or only invalidate before a redirect.
function fakeStore(reload: () => Promise<void> = () => Promise.resolve()) {
  const config = createSectionConfig({ sections: { 'checkout/cart/add': ['cart'] } });
  const store = { config, invalidate: vi.fn(), reload: vi.fn(reload) };
  return store as typeof store & CustomerDataStore;
}

describe('handleMutation', () => {
  it('leaves the sections alone after an action that affects none', () => {
    const store = fakeStore();
    expect(handleMutation({ url: '/newsletter/subscriber/new', data: {} }, store)).toBeUndefined();
    expect(store.invalidate).not.toHaveBeenCalled();
    expect(store.reload).not.toHaveBeenCalled();
  });

  it('invalidates the affected sections and reloads them with new data ids', async () => {
    const store = fakeStore();
    await handleMutation({ url: '/checkout/cart/add', data: {} }, store);
    expect(store.invalidate).toHaveBeenCalledWith(['cart'], { navigating: false });
    expect(store.reload).toHaveBeenCalledWith(['cart'], true);
  });

  it('only invalidates, saying the page navigates, when the answer redirects', () => {
    const store = fakeStore();
    expect(handleMutation({ url: '/checkout/cart/add', data: { backUrl: '/checkout/cart' } }, store)).toBeUndefined();
    expect(store.invalidate).toHaveBeenCalledWith(['cart'], { navigating: true });
    expect(store.reload).not.toHaveBeenCalled();
  });
});

describe('watchRequests', () => {
  it('hands a failed reload to onError, and nothing for an action that affects no section', async () => {
    const failure = new Error('offline');
    const store = fakeStore(() => Promise.reject(failure));
    const listeners: ((event: MutationEvent) => void)[] = [];
    const onError = vi.fn();
    watchRequests({ onMutationComplete: (listener) => (listeners.push(listener), () => {}) }, store, onError);
    listeners[0]!({ url: '/newsletter/subscriber/new', data: {} } as MutationEvent);
    listeners[0]!({ url: '/checkout/cart/add', data: {} } as MutationEvent);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('watchRequests without an error handler', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('only logs a failed reload, as an error naming it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    const store = fakeStore(() => Promise.reject(failure));
    const listeners: ((event: MutationEvent) => void)[] = [];
    watchRequests({ onMutationComplete: (listener) => (listeners.push(listener), () => {}) }, store);
    expect(() => listeners[0]!({ url: '/checkout/cart/add', data: {} } as MutationEvent)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]).toEqual(['A customer data request failed', failure]);
  });
});
