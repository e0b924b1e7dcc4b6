import { createContext, use, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

/**
 * The value the page renderer (app/entry.server.tsx) gives the inline scripts it writes: the
 * answer's nonce, or the mark by which a cacheable page's scripts are found and hashed for its
 * policy (ADR 0012). Absent in the browser and in a renderer's test.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

const noChanges = () => () => {};
const inBrowser = () => false;
// The server's render, and the browser's while it hydrates that render.
const onServer = () => true;

/**
 * A script of the shop's own in the page, run where the parser meets it. `code` is a constant of
 * the shop's code, never input: a cacheable page's policy names its hash, so it must be the same
 * for every visitor. The browser hydrates the server's element (it has run) and then lets it go; a
 * client render writes none (it would not run).
 */
function InlineScript({ code }: { code: string }) {
  const nonce = use(ScriptNonceContext);
  const fromServer = useSyncExternalStore(noChanges, inBrowser, onServer);
  if (!fromServer) return null;
  // The shop's own constant code, marked like React Router's scripts (ADR 0012); nothing to sanitize.
  // eslint-disable-next-line no-restricted-syntax
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />;
}

/** What a route's `handle` may hold: scripts of its own for the document's head. */
export interface HeadScriptsHandle {
  /** Constants of the shop's code (see `InlineScript`), run before the page's body is parsed. */
  headScripts?: readonly string[];
}

/**
 * The head scripts of the routes the page is made of (their `handle.headScripts`), for the root's
 * `<head>`: they run before the body is parsed, so the first paint follows what they set, and the
 * parser meets no script in the middle of the body (after one it may paint the part it has read).
 */
export function RouteHeadScripts() {
  const scripts = useMatches().flatMap((match) => (match.handle as HeadScriptsHandle | undefined)?.headScripts ?? []);
  return scripts.map((code) => <InlineScript key={code} code={code} />);
}
