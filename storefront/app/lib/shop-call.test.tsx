import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../src/lib/contract';
import { createHttpClient } from '../../src/lib/http';
import { createFakeFetch, jsonResponse } from '../../test-support/browser-doubles';
import { shopCall, useShopCall } from './shop-call';
import { ShopRuntimeContext, type ShopRuntime } from './shop-runtime';
import type { ShopServices } from './shop-services';

const contracts = {
  save: defineCall({ name: 'save', method: 'POST', path: '/save', request: z.object({ id: z.number() }), response: z.object({ success: z.boolean(), message: z.string() }) }),
  list: defineCall({ name: 'list', method: 'GET', path: '/list', request: z.object({ p: z.number() }), response: z.array(z.number()) }),
  NOT_A_CALL: 3,
};

function setup(answer: () => Response = () => jsonResponse({ success: true, message: 'Saved.' })) {
  const fake = createFakeFetch(answer);
  const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch, urls: { save: '/configured/save' } });
  const services = vi.fn(async () => ({ http }) as unknown as ShopServices);
  const runtime = { settings: {}, services } as unknown as ShopRuntime;
  const load = vi.fn(async () => contracts);
  return { fake, services, runtime, load };
}

describe('shopCall', () => {
  it('loads the contract module and the services on the first call only, and calls at the address the client knows by name', async () => {
    const { fake, services, runtime, load } = setup();
    const save = shopCall(runtime, load, 'save');
    expect(load).not.toHaveBeenCalled();
    expect(services).not.toHaveBeenCalled();
    await expect(save({ id: 7 })).resolves.toEqual({ success: true, message: 'Saved.' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.calls[0]!.url.pathname).toBe('/configured/save');
    expect(fake.calls[0]!.body).toBe('{"id":7}');
    // @ts-expect-error only a call contract of the module can be bound
    shopCall(runtime, load, 'NOT_A_CALL');
  });

  it('sends its defaults with every call, a call’s own options winning', async () => {
    const { fake, runtime, load } = setup(() => jsonResponse({ success: false, message: 'No.' }, 400));
    const save = shopCall(runtime, load, 'save', { refusalIsAnswer: true, headers: { 'X-Default': 'yes' } });
    await expect(save({ id: 7 })).resolves.toEqual({ success: false, message: 'No.' });
    expect(fake.calls[0]!.headers.get('X-Default')).toBe('yes');
    await expect(save({ id: 7 }, { refusalIsAnswer: false, url: '/elsewhere' })).rejects.toMatchObject({ status: 400 });
    expect(fake.calls[1]!.url.pathname).toBe('/elsewhere');
  });
});

describe('useShopCall', () => {
  it('gives the same call on every render of a page', async () => {
    const { fake, runtime, load } = setup(() => jsonResponse([1, 2]));
    const wrapper = ({ children }: { children: ReactNode }) => <ShopRuntimeContext.Provider value={runtime}>{children}</ShopRuntimeContext.Provider>;
    const hook = renderHook(() => useShopCall(() => load(), 'list'), { wrapper });
    const first = hook.result.current;
    hook.rerender();
    expect(hook.result.current).toBe(first);
    await expect(first({ p: 2 })).resolves.toEqual([1, 2]);
    expect(`${fake.calls[0]!.url.pathname}${fake.calls[0]!.url.search}`).toBe('/list?p=2');
  });
});
