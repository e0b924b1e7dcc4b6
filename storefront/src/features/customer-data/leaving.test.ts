import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_WAITING_COOKIE } from '../../config/constants';
import { createCookieJar } from '../../lib/cookies';
import { MemoryStorage } from '../../lib/storage';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import { leavingPosts, watchPageLeaving } from './leaving';
import { createSectionConfig, type SectionsPayload } from './model';
import { createCustomerDataStore, type SectionLoader } from './store';

const pageIsLeaving = () => leavingPosts() !== undefined;

// ADR 0042, "Messages left for the next page": a page that a form's own submit is taking away
// takes no flash message, which the post may have left for the page it redirects to.

const SECTIONS = ['cart', 'customer', 'messages'];

/** A form in the page, and a submit of it as the browser fires it (cancelable, bubbling to the window). */
function submitForm(attributes: Record<string, string> = {}, prevent = false) {
  const form = document.createElement('form');
  form.method = 'post';
  for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value);
  document.body.append(form);
  if (prevent) form.addEventListener('submit', (event) => event.preventDefault());
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  form.remove();
}

let stop: () => void;

beforeEach(() => {
  stop = watchPageLeaving(window);
});

afterEach(() => {
  // A page shown again from the back/forward cache is no longer being left.
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  stop();
  vi.useRealTimers();
});

describe('a page being left', () => {
  it('is one whose form the browser submits itself, to this window', () => {
    expect(pageIsLeaving()).toBe(false);
    submitForm({ target: '_blank' });
    expect(pageIsLeaving()).toBe(false);
    submitForm({}, true);
    expect(pageIsLeaving()).toBe(false);
    submitForm({ action: '/wishlist/index/add/' });
    expect(pageIsLeaving()).toBe(true);
  });

  it('knows where the posts that leave it go: none for a GET form, and nothing while it stays', () => {
    expect(leavingPosts()).toBeUndefined();
    submitForm({ method: 'get', action: '/catalogsearch/result/' });
    expect(leavingPosts()).toEqual([]);
    submitForm({ action: '/wishlist/index/add/' });
    submitForm({ action: '/catalog/product_compare/add/' }, true);
    expect(leavingPosts()).toEqual([`${window.location.origin}/wishlist/index/add/`]);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(leavingPosts()).toBeUndefined();
  });

  it('is a page again when the back/forward cache shows it, and not after an ordinary page show', () => {
    submitForm();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(pageIsLeaving()).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(pageIsLeaving()).toBe(false);
  });

  it('loads no messages: its start-up load asks for the other stale sections only, and none when only messages were stale', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 29, 23, 0, 0) });
    const asked: (readonly string[] | undefined)[] = [];
    const load: SectionLoader = async (names) => {
      asked.push(names);
      const dataId = Math.floor(Date.now() / 1000);
      return Object.fromEntries((names ?? SECTIONS).map((name) => [name, name === 'messages' ? { data_id: dataId, messages: [{ type: 'error', text: 'Taken' }] } : { data_id: dataId }])) as SectionsPayload;
    };
    const open = (storage = new MemoryStorage(), cookies = createFakeCookieTarget()) =>
      createCustomerDataStore({
        config: createSectionConfig({ sections: { '*': ['messages'] }, sectionNames: SECTIONS }),
        lifetimes: { expirableSectionLifetime: 60, expirableSectionNames: [], persistentLifetime: 600 },
        scope: { websiteId: 1, storeId: 1 },
        cookieLifeTime: 3600,
        storage,
        cookies: createCookieJar(cookies),
        load,
        // Left by a post that changes no section of this configuration: only the messages are held back.
        leaving: () => (pageIsLeaving() ? [] : undefined),
        scheduleInitialLoad: (run) => run(),
      });

    // A page that is staying loads every section, its messages with them.
    const staying = open();
    staying.init();
    await vi.runAllTimersAsync();
    expect(asked).toEqual([undefined]);
    expect(staying.get('messages')).toMatchObject({ messages: [{ text: 'Taken' }] });

    // A first visitor presses Add to Wish List: the post leaves before the services' first load goes.
    asked.length = 0;
    const storage = new MemoryStorage();
    const cookies = createFakeCookieTarget();
    const left = open(storage, cookies);
    submitForm({ action: '/wishlist/index/add/' });
    left.init();
    await vi.runAllTimersAsync();
    expect(asked).toEqual([['cart', 'customer']]);
    expect(left.get('messages')).toBeUndefined();
    // Asked for messages alone, a page being left sends nothing.
    asked.length = 0;
    const reloaded = left.reload(['messages']);
    await vi.runAllTimersAsync();
    await reloaded;
    expect(asked).toEqual([]);

    // The page the post redirects to has a warm cache, and no submit of a running engine invalidated
    // the messages: the redirect's mage-messages-waiting cookie has it load them.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    asked.length = 0;
    open(storage, cookies).init();
    await vi.runAllTimersAsync();
    expect(asked).toEqual([]);
    cookies.cookie = `${MESSAGES_WAITING_COOKIE}=1; path=/`;
    const next = open(storage, cookies);
    next.init();
    await vi.runAllTimersAsync();
    expect(asked).toEqual([['messages']]);
    expect(next.get('messages')).toMatchObject({ messages: [{ text: 'Taken' }] });
  });
});
