import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/lib/http';
import { createFakeFetch, jsonResponse } from '../../test-support/browser-doubles';
import { createPageBlocks } from './blocks';
import type { ShopRuntime } from './shop-runtime';
import type { ShopServices } from './shop-services';

function setup(page: Parameters<typeof createPageBlocks>[1]) {
  const fake = createFakeFetch((call) => jsonResponse(Object.fromEntries((JSON.parse(call.url.searchParams.get('blocks') ?? '[]') as string[]).map((name) => [name, `<p>${name}</p>`]))));
  const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch, urls: { lazyBlocks: '/page_cache/block/render' } });
  const runtime = { settings: {}, services: async () => ({ http }) as unknown as ShopServices } as unknown as ShopRuntime;
  return { fake, blocks: createPageBlocks(runtime, page) };
}

describe('createPageBlocks', () => {
  it("sends call 3 the block names and the page's handles, request and block content version, each JSON-encoded (SPEC.md §7)", async () => {
    const { fake, blocks } = setup({ handles: ['default'], originalRequest: { route: 'cms' }, version: 'v1' });
    await expect(blocks.cms.load('a')).resolves.toBe('<p>a</p>');
    const url = fake.calls[0]!.url;
    expect(url.pathname).toBe('/page_cache/block/render');
    expect(url.searchParams.get('blocks')).toBe('["a"]');
    expect([url.searchParams.get('handles'), url.searchParams.get('originalRequest'), url.searchParams.get('version')]).toEqual(['["default"]', '{"route":"cms"}', '"v1"']);
  });

  it('sends call 4 the names with the request, call 5 the names only', async () => {
    const { fake, blocks } = setup({ handles: ['default'], originalRequest: { route: 'cms' }, version: 'v1' });
    await expect(Promise.all([blocks.rewards.load('reward.points'), blocks.blog.load('blog.posts')])).resolves.toEqual(['<p>reward.points</p>', '<p>blog.posts</p>']);
    const query = (path: string) => [...fake.calls.find((call) => call.url.pathname.includes(path))!.url.searchParams];
    expect(query('reward')).toEqual([
      ['blocks', '["reward.points"]'],
      ['originalRequest', '{"route":"cms"}'],
    ]);
    expect(query('blog')).toEqual([['blocks', '["blog.posts"]']]);
  });
});
