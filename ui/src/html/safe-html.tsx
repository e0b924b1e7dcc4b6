import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type * as React from 'react';
import { mergeRefs } from '../forms/form-elements';
import { inertText, isSanitizerAvailable, sanitizeFragment, sanitizeHtml, sanitizeMessage } from './sanitize';

/**
 * The elements `SafeHtml` may render into: containers whose content is parsed as markup.
 * Raw-text elements (`script`, `style`, `textarea`, `title`…) are left out on purpose:
 * sanitized text inside a `<script>` would still run.
 */
export const SAFE_HTML_TAGS = [
  'div',
  'span',
  'p',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'li',
  'dd',
  'td',
  'th',
  'blockquote',
  'figure',
  'figcaption',
  'small',
  'strong',
  'em',
] as const;

/** An element `SafeHtml` may render as. */
export type SafeHtmlTag = (typeof SAFE_HTML_TAGS)[number];

/**
 * Which sanitizer applies: `message` (customer messages: div, span, b, strong, i, em, u
 * and a only), `fragment` (server blocks: lazy blocks, mini cart markup, extra_actions,
 * tab content) or `html` (DOMPurify's safe HTML and SVG).
 */
export type SafeHtmlProfile = 'message' | 'fragment' | 'html';

export type SafeHtmlProps<Tag extends SafeHtmlTag = 'div'> = Omit<
  React.ComponentProps<Tag>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** The untrusted markup to show; it is sanitized before it reaches the DOM. */
  html: string;
  /**
   * The sanitizer profile.
   * @default 'fragment'
   */
  profile?: SafeHtmlProfile;
  /**
   * The element to render.
   * @default 'div'
   */
  as?: Tag;
  /**
   * Hosts iframes may load from over https (`fragment` profile only).
   * @default FRAGMENT_IFRAME_HOSTS
   */
  iframeHosts?: readonly string[];
};

const SAFE_TAGS: ReadonlySet<string> = new Set(SAFE_HTML_TAGS);

const subscribeToNothing = () => () => {};

/**
 * Whether markup can be sanitized in this render. A server given a DOM
 * (`provideSanitizerWindow`) renders the sanitized markup, and the browser hydrates with the
 * same profile's output: the content is there in the first paint and nothing moves. A server
 * without a DOM renders inert text (the markup's text, escaped); the browser, which keeps
 * mismatched inner HTML as the server sent it, replaces it after hydration (see below).
 */
function useSanitizerReady(): boolean {
  return useSyncExternalStore(subscribeToNothing, isSanitizerAvailable, isSanitizerAvailable);
}

function sanitizeFor(profile: SafeHtmlProfile, html: string, iframeHosts: readonly string[] | undefined): string {
  if (profile === 'message') return sanitizeMessage(html);
  if (profile === 'html') return sanitizeHtml(html);
  return sanitizeFragment(html, iframeHosts ? { iframeHosts } : {});
}

/**
 * Shows untrusted HTML (messages, server blocks, CMS content) after sanitizing it with the
 * matching profile. The only component allowed to set inner HTML: lint forbids
 * `dangerouslySetInnerHTML`, `innerHTML`/`outerHTML` assignments and
 * `insertAdjacentHTML` everywhere outside `ui/src/html/`.
 */
export function SafeHtml<Tag extends SafeHtmlTag = 'div'>({
  html,
  profile = 'fragment',
  as,
  iframeHosts,
  ...props
}: SafeHtmlProps<Tag>) {
  const tag: string = as ?? 'div';
  if (!SAFE_TAGS.has(tag)) throw new Error(`SafeHtml cannot render into <${tag}>`);
  const ready = useSanitizerReady();
  // A list written inline is a new array on every render; the hosts themselves are what count.
  const hostsKey = iframeHosts?.join(' ');
  const markup = useMemo(() => {
    if (!ready) return inertText(html);
    const hosts = hostsKey === undefined ? undefined : hostsKey.split(' ').filter(Boolean);
    return sanitizeFor(profile, html, hosts);
  }, [ready, profile, html, hostsKey]);
  const element = useRef<HTMLElement | null>(null);
  const { ref: givenRef, ...rest } = props as Omit<typeof props, 'ref'> & { ref?: React.Ref<HTMLElement> };
  useLayoutEffect(() => {
    // Rendered by a server without a DOM: hydration kept the inert text, so the markup goes in now.
    const node = element.current;
    if (!ready || !node?.hasAttribute('data-inert')) return;
    node.innerHTML = markup;
    node.removeAttribute('data-inert');
  }, [ready, markup]);
  const Element = tag as React.ElementType;
  return (
    <Element
      data-slot="safe-html"
      data-profile={profile}
      data-inert={ready ? undefined : ''}
      {...rest}
      ref={mergeRefs(element, givenRef)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
