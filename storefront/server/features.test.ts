import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, sections, SECTION_NAMES } from '../src/config/contracts';
import { collectContracts, defineCall, defineCallFamily, defineSection } from '../src/lib/contract';
import type { ServerFeature, SignInEvent } from './feature';
import { runSignInHooks, sectionBuilders, serverFeatures } from './features';

const call = (name: string, path: string) => defineCall({ name, method: 'POST', path, request: z.object({}), response: z.object({}) });

describe('the registries derived from the feature folders', () => {
  it('collects every call and section a contract module exports, and nothing else', () => {
    const registry = collectContracts([{ a: call('a', '/a'), section: defineSection('s', z.object({})), schema: z.object({}), text: 'x' }]);
    expect(Object.keys(registry.calls)).toEqual(['a']);
    expect(Object.keys(registry.sections)).toEqual(['s']);
  });

  it('builds a schema declared as a factory when it is first read, once, and parses with it as with a schema', () => {
    let built = 0;
    const request = () => {
      built++;
      return z.object({ qty: z.coerce.number().int().min(1, 'Please enter a quantity greater than 0.') });
    };
    const family = defineCallFamily({ method: 'POST', response: () => z.object({ ok: z.boolean() }) });
    const lazy = family({ name: 'lazy', path: '/lazy', request });
    const section = defineSection('lazy', () => z.object({ count: z.number() }));
    expect(built).toBe(0);
    expect(lazy.request.safeParse({ qty: '2' }).data).toEqual({ qty: 2 });
    expect(lazy.request.safeParse({ qty: '0' }).error?.issues[0]?.message).toBe('Please enter a quantity greater than 0.');
    expect(lazy.request).toBe(lazy.request);
    expect(built).toBe(1);
    expect(lazy.response.parse({ ok: true })).toEqual({ ok: true });
    expect(section.schema.safeParse({ count: 'x' }).success).toBe(false);
    expect(collectContracts([{ lazy, section }]).calls.lazy).toBe(lazy);
  });

  it('refuses two calls of one name, or two calls on one method and path', () => {
    expect(() => collectContracts([{ a: call('a', '/a') }, { b: call('a', '/b') }])).toThrow('Two calls are named "a"');
    expect(() => collectContracts([{ a: call('a', '/a') }, { b: call('b', '/a') }])).toThrow('Two calls declare POST /a');
    expect(() => collectContracts([{ a: defineSection('s', z.object({})) }, { b: defineSection('s', z.object({})) }])).toThrow('Two sections are named "s"');
  });

  it("finds the shop's features in their folders: their calls, sections and a builder for every section", () => {
    expect(Object.keys(calls)).toEqual(expect.arrayContaining(['addToWishlist', 'sectionLoad', 'placeOrder', 'login']));
    expect(Object.keys(sections).sort()).toEqual([...SECTION_NAMES]);
    expect(serverFeatures.map((feature) => feature.folder)).toEqual(expect.arrayContaining(['cart', 'wishlist', 'compare', 'customer', 'checkout']));
    expect(Object.keys(sectionBuilders()).sort()).toEqual([...SECTION_NAMES]);
  });

  it('refuses a section built by two features, or by none', () => {
    const builds = (folder: string): ServerFeature & { folder: string } => ({ folder, sections: { persistent: async () => ({}) } });
    const rest = serverFeatures.filter((feature) => !feature.sections?.persistent);
    expect(() => sectionBuilders([...rest, builds('one'), builds('two')])).toThrow('The section "persistent" is built by two features: one and two');
    expect(() => sectionBuilders(rest)).toThrow('No feature builds the section(s) persistent');
  });

  it('runs every sign-in hook in the folders’ order, each once', async () => {
    const ran: string[] = [];
    const hook = (name: string): ServerFeature => ({ onSignIn: async () => void ran.push(name) });
    await runSignInHooks({} as SignInEvent, [hook('cart'), {}, hook('compare'), hook('wishlist')]);
    expect(ran).toEqual(['cart', 'compare', 'wishlist']);
  });
});
