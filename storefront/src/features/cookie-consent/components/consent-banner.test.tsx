import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../../lib/cookies';
import { createFakeCookieTarget } from '../../../../test-support/browser-doubles';
import { ShopRuntimeContext, type ShopRuntime } from '../../../../app/lib/shop-runtime';
import type { PageServices } from '../../../lib/browser-feature';
import { createCookieConsent } from '../api';
import { BANNER_SHOWN_ATTRIBUTE, SHOW_BANNER_SCRIPT } from '../first-paint';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../settings-event';
import footer from '../footer';
import { CONSENT_SLOT_CLASS, ConsentSlot } from './consent-slot';

/** The page's runtime with the consent service over a cookie jar holding `cookie`. */
function setUp(cookie?: string) {
  const target = createFakeCookieTarget();
  if (cookie) target.cookie = cookie;
  const consent = createCookieConsent(createCookieJar(target));
  const page = Promise.resolve({
    cookieConsent: consent,
  } as unknown as PageServices);
  const runtime = {
    settings: {},
    pageServices: () => page,
    services: () => new Promise(() => {}),
    servicesStarted: () => new Promise(() => {}),
  } as unknown as ShopRuntime;
  const Footer = footer.widget!;
  const tree = (
    <ShopRuntimeContext value={runtime}>
      <ConsentSlot />
      <Footer />
    </ShopRuntimeContext>
  );
  return { consent, tree };
}

/** A client render (no server HTML); the banner waits for the page's services, as React's act() must know. */
async function renderInBrowser(tree: ReactNode) {
  await act(async () => {
    render(tree);
  });
}

const shown = () => document.documentElement.hasAttribute(BANNER_SHOWN_ATTRIBUTE);

afterEach(() => {
  document.documentElement.removeAttribute(BANNER_SHOWN_ATTRIBUTE);
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0])) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the page script that shows the banner before the first paint', () => {
  const run = (cookie?: string) => {
    if (cookie) document.cookie = cookie;
    new Function(SHOW_BANNER_SCRIPT)();
    return shown();
  };

  it('shows the slot when the consent cookie holds no choice', () => {
    expect(run()).toBe(true);
    document.documentElement.removeAttribute(BANNER_SHOWN_ATTRIBUTE);
    // Another cookie whose name ends the same way is not the consent cookie.
    expect(run(`other_user_allowed_save_cookie=${encodeURIComponent('["necessary"]')}`)).toBe(true);
  });

  it('leaves it hidden for a visitor who chose', () => {
    expect(run(`user_allowed_save_cookie=${encodeURIComponent('["necessary","analytics"]')}`)).toBe(false);
    expect(run(`first=1`)).toBe(false);
  });

  it('shows it when the cookie holds something else than a list of names (as the service reads it)', () => {
    expect(run('user_allowed_save_cookie=%7B%221%22%3A1%7D')).toBe(true);
    document.documentElement.removeAttribute(BANNER_SHOWN_ATTRIBUTE);
    expect(run('user_allowed_save_cookie=%5B1%5D')).toBe(true);
    document.documentElement.removeAttribute(BANNER_SHOWN_ATTRIBUTE);
    expect(run('user_allowed_save_cookie=%5Bnot json')).toBe(true);
  });

  it('is the slot class’s attribute (Tailwind reads the class as written)', () => {
    expect(CONSENT_SLOT_CLASS).toContain(`[[${BANNER_SHOWN_ATTRIBUTE}]_&]:block`);
  });
});

describe('ConsentSlot', () => {
  it('is written by the server into every page, hidden, and hydrated in place', async () => {
    const user = userEvent.setup();
    const { consent, tree } = setUp();
    // The server's process: Vite's server build (import.meta.env.SSR).
    vi.stubEnv('SSR', true);
    let html: string;
    try {
      const stream = await renderToReadableStream(tree);
      await stream.allReady;
      html = await new Response(stream).text();
    } finally {
      vi.unstubAllEnvs();
    }
    // The banner's first view in its hidden slot (the script that shows it is in the head).
    expect(html.startsWith(`<div data-deferred=`)).toBe(true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const slot = container.querySelector('[data-deferred]')!;
    expect(slot.className).toBe(CONSENT_SLOT_CLASS);
    const region = slot.querySelector('section[data-slot="cookie-consent"]')!;
    expect(region.querySelector('h2')?.textContent).toBe('We use cookies');
    const reject = [...region.querySelectorAll('button')].find((button) => button.textContent === 'Reject All')!;

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    // Hydrated in place (jsdom has no IntersectionObserver: at once): the server's own nodes, now live.
    await waitFor(() => expect(shown()).toBe(true));
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBe(region);
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(reject);
    expect(consent.choice()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });

  it('shows on a first visit without taking focus, and closes once a choice is remembered (a client render)', async () => {
    const user = userEvent.setup();
    const { consent, tree } = setUp();
    await renderInBrowser(tree);
    const region = await screen.findByRole('region', {
      name: 'We use cookies',
    });
    expect(shown()).toBe(true);
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(consent.choice()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });
  });

  it("stays closed for a visitor who chose before; the footer's Cookie Settings reopens the choices, focused and shown", async () => {
    const user = userEvent.setup();
    const { consent, tree } = setUp(`user_allowed_save_cookie=${encodeURIComponent('["necessary","analytics"]')}`);
    await renderInBrowser(tree);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(shown()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const region = await screen.findByRole('region', {
      name: 'Cookie Settings',
    });
    expect(shown()).toBe(true);
    await waitFor(() => expect(region).toHaveFocus());
    expect(await screen.findByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(consent.choice()).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // And again, on the same page.
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(await screen.findByRole('region', { name: 'Cookie Settings' })).toBeInTheDocument();
  });

  it('reopens on the window event the footer sends', async () => {
    const { tree } = setUp(`user_allowed_save_cookie=${encodeURIComponent('["necessary"]')}`);
    await renderInBrowser(tree);
    act(() => {
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
    });
    expect(await screen.findByRole('region', { name: 'Cookie Settings' })).toBeInTheDocument();
  });
});
