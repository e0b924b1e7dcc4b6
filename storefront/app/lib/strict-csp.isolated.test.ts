// Isolated (vitest.config.ts): zod must load for the first time in this file, after the setting.
import { describe, expect, it, vi } from 'vitest';

describe('the script policy setting for zod', () => {
  it('makes zod parse without compiling, though zod loads after it', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./strict-csp');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // An object schema made now parses without `new Function` (the policy refuses it).
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
