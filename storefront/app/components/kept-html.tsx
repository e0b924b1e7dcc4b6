import { lazy, Suspense, use, type AriaRole } from 'react';
import type * as KitHtml from '@shop/ui/html';
import { KEEP_SERVER_NODES, useServerCopy } from '../lib/keep-server-nodes';

// The server's copy of the sanitizer, imported in a branch that is dead in the browser's build.
let serverHtml: Promise<typeof KitHtml> | undefined;

// A client render only (the page did not come with the block): the sanitizer, loaded then.
const LazySafeHtml = lazy(() => import('@shop/ui/html').then((module) => ({ default: module.SafeHtml })));

export interface KeptHtmlProps {
  /** What the wrapper is known by in the page (`data-block`): the browser finds the server's copy by it. */
  name: string;
  /** The HTML (a CMS block), sanitized on the server by the kit's SafeHtml. */
  html: string;
  className?: string;
  role?: AriaRole;
  'aria-label'?: string;
}

/**
 * Public HTML the page is rendered with (a CMS block): the server writes it through the one
 * sanitizer, and the browser keeps those nodes as they are, never hydrated, so the page loads no
 * code for it (neither the sanitizer nor a call). A client render (a navigation that did not come
 * with the server's HTML) loads the sanitizer and renders it then. The wrapper is the same
 * element in both, so hydration matches.
 */
export function KeptHtml({ name, html, ...wrapper }: KeptHtmlProps) {
  const fromServer = useServerCopy(() => `[data-block="${CSS.escape(name)}"] > [data-slot="safe-html"]`);
  if (import.meta.env.SSR) {
    const { SafeHtml } = use((serverHtml ??= import('@shop/ui/html')));
    return (
      <div data-block={name} {...wrapper}>
        <SafeHtml html={html} profile="fragment" />
      </div>
    );
  }
  // eslint-disable-next-line no-restricted-syntax
  if (fromServer) return <div data-block={name} {...wrapper} dangerouslySetInnerHTML={KEEP_SERVER_NODES} suppressHydrationWarning />;
  return (
    <div data-block={name} {...wrapper}>
      <Suspense fallback={null}>
        <LazySafeHtml html={html} profile="fragment" />
      </Suspense>
    </div>
  );
}
