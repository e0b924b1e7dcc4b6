import { useState } from 'react';

/**
 * An element's content that is none of React's: as `dangerouslySetInnerHTML` (with
 * `suppressHydrationWarning`), an empty value React neither compares nor writes while hydrating,
 * nor on a re-render with the same value, so the nodes the server sent stay as they are. The
 * deferred widgets keep their server HTML with it until they hydrate; the test-mode notice and the
 * home page's promotions (`KeptHtml`) for good.
 */
export const KEEP_SERVER_NODES = { __html: '' };

/**
 * Whether the document holds the server's copy of a part (the element `selector()` finds), read
 * once at its first render in the browser (a deferred widget, the test-mode notice, `KeptHtml`): then the part keeps those nodes (`KEEP_SERVER_NODES`);
 * else (a client navigation) it renders itself. Always false on the server, where `selector` is
 * not called (it may use the browser's `CSS.escape`).
 */
export function useServerCopy(selector: () => string): boolean {
  const [found] = useState(() => !import.meta.env.SSR && document.querySelector(selector()) !== null);
  return found;
}
