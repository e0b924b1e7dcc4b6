import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// The jsdom projects run without per-file isolation (vitest.config.ts): a worker keeps one window
// for all its files. This file runs again before each of them; at each file's end the document and
// the window's stores go back to how a fresh window starts, so no file sees another's leftovers.
// What a file installs in code (listeners, module state, mocks) it cleans up itself.
const fresh = ((globalThis as { __freshWindow?: { url: string; head: Node[] } }).__freshWindow ??=
  typeof document === 'undefined' ? { url: '', head: [] } : { url: location.href, head: [...document.head.childNodes].map((node) => node.cloneNode(true)) });

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return; // a file of its own environment (`@vitest-environment node`)
  (document.activeElement as HTMLElement | null)?.blur?.();
  // (The head as it came: a <title> set by a test goes with it.)
  document.head.replaceChildren(...fresh.head.map((node) => node.cloneNode(true)));
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  history.replaceState(null, '', fresh.url);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
