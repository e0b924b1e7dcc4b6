/**
 * An element's content that is none of React's: as `dangerouslySetInnerHTML` (with
 * `suppressHydrationWarning`), an empty value React neither compares nor writes while hydrating,
 * nor on a re-render with the same value, so the nodes the server sent stay as they are. The
 * deferred widgets keep their server HTML with it until they hydrate; the test-mode notice for good.
 */
export const KEEP_SERVER_NODES = { __html: '' };
