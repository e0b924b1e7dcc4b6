import type { StoreView } from '../features/store-views/model';

/** Runs work with the kit's `t()` reading a store view's catalogue. */
export type ViewLanguageRunner = <T>(view: StoreView, work: () => T) => T;

// Until the store views feature tells it (on the server, at start): the dictionary in place, as in a story.
let runner: ViewLanguageRunner = (_view, work) => work();

/**
 * Tells how work is run in a view's language: on the server, the store views' per-request
 * catalogue (`inViewLanguage`, ADR 0038), set by that feature at start as `setPageLocaleSource`.
 */
export function setViewLanguageRunner(next: ViewLanguageRunner): void {
  runner = next;
}

/**
 * Runs `work` in the language of `view`, whatever request is being answered: what is written for
 * someone in a view other than the request's (a mail about an order, in the order's view, queued
 * from a back-office request). Free of `node:` imports, so a story can render what calls it.
 */
export function inLanguageOf<T>(view: StoreView, work: () => T): T {
  return runner(view, work);
}
