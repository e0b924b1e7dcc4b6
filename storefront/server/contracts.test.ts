import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls, sections } from '../src/config/contracts';
import { staffCalls } from './test/staff-contracts';
import type { CallContract, SectionContract } from '../src/lib/contract';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './log';
import type { Shop } from './shop';
import { fakeBuild } from './test/fake-build';

/** The app's routes, without a database: registering them touches none. */
function routes() {
  const shop = { config: loadConfig({ LOG_LEVEL: 'silent' }, { dataDir: 'memory://' }), log: createLogger('silent') } as unknown as Shop;
  return createApp({ build: fakeBuild, shop }).routes.map((route) => ({ method: route.method, path: route.path }));
}

/** Every call: the storefront's and the back office's. */
const contracts: CallContract[] = [...Object.values(calls), ...Object.values(staffCalls)];
const storefront = path.resolve(import.meta.dirname, '..');

/** Source files of the browser side (app routes and components, feature code), tests, stories and the features' server modules left out. */
function browserSources(): string[] {
  const files: string[] = [];
  for (const dir of ['app', 'src']) {
    for (const file of readdirSync(path.join(storefront, dir), { recursive: true, encoding: 'utf8' })) {
      if (/\.tsx?$/.test(file) && !/\.(test|stories|fixtures|server)\.tsx?$/.test(file) && !file.includes('testing')) files.push(path.join(dir, file));
    }
  }
  return files;
}

describe('contracts', () => {
  it('every call has a server route with its method and path', () => {
    const served = routes();
    for (const call of contracts) {
      expect(served, `${call.method} ${call.path}`).toContainEqual({ method: call.method, path: call.path });
    }
  });

  it('no route changes state without a contract: every non-GET route is a call (or the 405 guard of one)', () => {
    const callPaths = new Set<string>(contracts.map((call) => call.path));
    const unmatched = routes().filter((route) => {
      if (route.method === 'GET') return false;
      if (route.method === 'ALL') return !callPaths.has(route.path) && route.path !== '/*' && route.path !== '/rest/*';
      return !contracts.some((call) => call.method === route.method && call.path === route.path);
    });
    expect(unmatched).toEqual([]);
  });

  it('pages change nothing: no route module has an action (a state-changing page post would bypass the contracts)', () => {
    const routes = path.join(storefront, 'app', 'routes');
    const routeModules = readdirSync(routes, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(path.join(routes, file), 'utf8'));
    expect(routeModules.length).toBeGreaterThan(25);
    for (const source of routeModules) expect(source).not.toMatch(/export\s+(async\s+)?function\s+(client)?[aA]ction\b/);
  });

  it("the back office's calls are marked for its guard, none of the storefront's is, and the page settings name none of them", () => {
    expect(Object.keys(staffCalls).length).toBeGreaterThan(0);
    for (const call of Object.values(staffCalls)) expect(call.staff, call.name).toBeTypeOf('string');
    for (const call of Object.values(calls) as CallContract[]) expect(call.staff, call.name).toBeUndefined();
    for (const name of Object.keys(staffCalls)) expect(Object.keys(calls)).not.toContain(name);
  });

  it("the storefront's calls and sections build their schemas on first use (ADR 0035): none is built when the contracts load", () => {
    for (const call of Object.values(calls) as CallContract[]) {
      for (const key of ['request', 'response'] as const) {
        expect(Object.getOwnPropertyDescriptor(call, key)?.get, `${call.name}.${key} is declared as a factory`).toBeTypeOf('function');
      }
    }
    for (const section of Object.values(sections) as SectionContract[]) {
      expect(Object.getOwnPropertyDescriptor(section, 'schema')?.get, `section ${section.name}`).toBeTypeOf('function');
    }
  });

  it('names are unique, and every POST that changes customer data says which sections', () => {
    expect(new Set(contracts.map((call) => `${call.method} ${call.path}`)).size).toBe(contracts.length);
    const sectionNames = Object.keys(sections);
    for (const call of contracts) {
      for (const name of call.invalidates ?? []) expect([...sectionNames, '*'], `${call.name} invalidates ${name}`).toContain(name);
    }
  });

  it('the browser calls the server only through contracts: no fetch, XMLHttpRequest or beacon outside the HTTP client', () => {
    const offenders = browserSources().filter((file) => {
      if (file === path.join('src', 'lib', 'http.ts')) return false;
      const source = readFileSync(path.join(storefront, file), 'utf8');
      return /(^|[^.\w])fetch\(|XMLHttpRequest|sendBeacon|\.request\(\s*'(GET|POST|PUT|DELETE)'/.test(source);
    });
    expect(offenders).toEqual([]);
  });

  it('every address the browser calls comes from a contract (no endpoint path written elsewhere)', () => {
    const offenders: string[] = [];
    for (const file of browserSources()) {
      if (file.endsWith('contract.ts')) continue;
      const source = readFileSync(path.join(storefront, file), 'utf8');
      for (const call of contracts) {
        const literal = call.path.replace(/\/:[A-Za-z_]+.*$/, '');
        if (source.includes(`'${literal}`) || source.includes(`'${literal.slice(1)}`)) offenders.push(`${file}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
