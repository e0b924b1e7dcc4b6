import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { sameOriginUrl } from '../form-post/same-origin-url';

/** The only tags a customer message may keep (SPEC.md §2, §9). */
export const MESSAGE_ALLOWED_TAGS = ['div', 'span', 'b', 'strong', 'i', 'em', 'u', 'a'] as const;

/** The attributes the restricted profiles (messages, `allowedTags`) keep. */
export const MESSAGE_ALLOWED_ATTRIBUTES = ['href', 'title', 'target', 'rel', 'class'] as const;

/**
 * Hosts a server fragment may embed an `<iframe>` from (product videos); anything else,
 * and any iframe not on https, is removed.
 */
export const FRAGMENT_IFRAME_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/** The attributes an allowed iframe keeps besides the global ones (`src`, `width`, `height`, `title`). */
const IFRAME_ATTRIBUTES = ['allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'];

/**
 * URL-valued attributes keep only http, https, mailto or scheme-less (relative) URLs.
 * DOMPurify tests every attribute that is not plain text against this, so a value is
 * accepted when it starts with one of those schemes, with a character that cannot begin
 * a scheme, or with letters not followed by a colon.
 */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const LINK_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);

/**
 * CSS that old engines execute or that smuggles a script URL; no current browser runs
 * these, but inline styles and style elements that contain them are dropped anyway.
 */
const SCRIPTED_CSS = /(?:javascript|vbscript)\s*:|expression\s*\(|behavior\s*:|-moz-binding|url\s*\(\s*['"]?\s*data:(?!image\/)/i;

export interface SanitizeOptions {
  /** Restrict to these tags; the default keeps DOMPurify's safe HTML profile. */
  allowedTags?: readonly string[];
}

/** Options of `sanitizeFragment`. */
export interface SanitizeFragmentOptions {
  /**
   * Hosts iframes may load from (https only).
   * @default FRAGMENT_IFRAME_HOSTS
   */
  iframeHosts?: readonly string[];
}

/**
 * The part of a window the sanitizer needs: DOMPurify's DOM and the page's address (a form
 * may post only to its origin). In a browser it is the page's window; a server hands one in
 * with `provideSanitizerWindow`.
 */
export type SanitizerWindow = Parameters<typeof DOMPurify>[0] & { location: { href: string } };

let purifier: Purifier | null | undefined;
let purifierWindow: SanitizerWindow | undefined;
let serverWindow: (() => SanitizerWindow) | undefined;
let iframeHostsInUse: readonly string[] = [];

function isAllowedIframe(element: Element): boolean {
  const source = element.getAttribute('src');
  if (!source) return false;
  try {
    const url = new URL(source, 'https://invalid.invalid/');
    return url.protocol === 'https:' && iframeHostsInUse.includes(url.hostname) && /^https:\/\//i.test(source.trim());
  } catch {
    return false;
  }
}

/** Whether a form would post somewhere other than the page's own origin (DOMPurify drops `formaction` itself). */
function postsElsewhere(element: Element): boolean {
  if (element.tagName !== 'FORM') return false;
  const target = element.getAttribute('action');
  if (target === null || target.trim() === '') return false;
  return sameOriginUrl(target, purifierWindow!.location.href) === undefined;
}

function hardenElement(element: Element): void {
  if (element.tagName === 'IFRAME' && !isAllowedIframe(element)) {
    element.remove();
    return;
  }
  // A form from a fragment that posts to another site would hand it what the shopper types.
  if (postsElsewhere(element)) {
    element.remove();
    return;
  }
  const target = element.getAttribute('target');
  if (target === null) return;
  const normalized = target.trim().toLowerCase();
  if (!LINK_TARGETS.has(normalized)) {
    element.removeAttribute('target');
  } else if (normalized === '_blank') {
    // A page opened with target=_blank could otherwise drive this one through window.opener.
    const rel = new Set((element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    element.setAttribute('rel', [...rel].join(' '));
  }
}

/**
 * Where a server keeps what the sanitizer returned, by profile, iframe hosts and markup: a bounded
 * cache of the server's own (the shop hands in its LRU, `server/lib/stored-html.ts`; a test may
 * hand in a `Map`, which nothing bounds).
 */
export interface SanitizerResults {
  get(key: string): string | undefined;
  set(key: string, result: string): unknown;
  clear(): void;
}

/** Options of `provideSanitizerWindow`. */
export interface SanitizerWindowOptions {
  /**
   * Keeps results here and hands them back for the same input: a server renders the same stored
   * markup (a product's description, a block) again and again, and each parse costs about a
   * millisecond on a small machine. The output depends only on the markup, the profile and the
   * window's address, so it is emptied when a window is provided. Without it nothing is kept.
   */
  results?: SanitizerResults;
}

/**
 * Gives the sanitizer a DOM where there is none (a server rendering pages or storing HTML):
 * a function returning a standards-conforming window (the shop's server passes jsdom's, whose
 * HTML parser is the browser's algorithm, so the markup means on the server what it will mean
 * in the browser). It is called on the first sanitizing, not here, so a process pays for the DOM
 * only when it sanitizes. Its `location` is the page address forms are judged against (the
 * shop's base URL). Ignored in a browser, which always uses its own window and keeps nothing.
 */
export function provideSanitizerWindow(createWindow: () => SanitizerWindow, options: SanitizerWindowOptions = {}): void {
  serverWindow = createWindow;
  if (typeof window === 'undefined') {
    purifier = undefined;
    purifierWindow = undefined;
    serverResults?.clear();
    serverResults = options.results;
    serverResults?.clear();
  }
}

/** The results kept on a provided window (`SanitizerWindowOptions.results`). */
let serverResults: SanitizerResults | undefined;

function remembered(key: string, sanitize: () => string): string {
  if (typeof window !== 'undefined' || !serverResults) return sanitize();
  const known = serverResults.get(key);
  if (known !== undefined) return known;
  const result = sanitize();
  serverResults.set(key, result);
  return result;
}

function domWindow(): SanitizerWindow | undefined {
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') return window;
  return serverWindow?.();
}

/**
 * The DOMPurify instance, created on first use: importing this module in Node (SSR) must
 * not touch the DOM. `null` when there is no DOM to sanitize with (no window, none provided).
 */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const host = domWindow();
  if (host === undefined) return null;
  const instance = DOMPurify(host);
  if (!instance.isSupported) {
    purifier = null;
    return purifier;
  }
  purifierWindow = host;
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && SCRIPTED_CSS.test(node.textContent ?? '')) node.textContent = '';
  });
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && SCRIPTED_CSS.test(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) hardenElement(node as Element);
  });
  purifier = instance;
  return purifier;
}

/**
 * What is left of HTML without a DOM: the text with tags dropped and every markup
 * character escaped, so the result is inert wherever it is inserted. This is what every
 * profile returns on the server, and what `SafeHtml` renders while it hydrates.
 */
export function inertText(html: string): string {
  return html
    .replace(/<(script|style|template|iframe|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-z!?][^>]*>?/gi, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Sanitizes `html` with `config`; `profile` names the config (with the iframe hosts) for the
 * server's memo of results.
 */
function run(profile: string, html: string, config: Config, iframeHosts: readonly string[] = []): string {
  const instance = getPurifier();
  if (instance === null) return inertText(html);
  return remembered(`${profile}\u0000${iframeHosts.join(' ')}\u0000${html}`, () => {
    iframeHostsInUse = iframeHosts;
    try {
      return instance.sanitize(html, { ...config, ALLOWED_URI_REGEXP: SAFE_URL, RETURN_TRUSTED_TYPE: false });
    } finally {
      iframeHostsInUse = [];
    }
  });
}

/** Whether real sanitizing is available here (a DOM exists or was provided); without it every profile returns inert text. */
export function isSanitizerAvailable(): boolean {
  return getPurifier() !== null;
}

/**
 * The one sanitizer every injected HTML fragment goes through. Scripts, event handlers,
 * `javascript:`/`data:` URLs never survive; links keep `href` only with http, https,
 * mailto or a relative URL; `target="_blank"` links get `rel="noopener noreferrer"`.
 * With `allowedTags`, only those tags and the attributes href, title, target, rel and
 * class remain; without, DOMPurify's safe HTML (and SVG) profile applies.
 *
 * It needs a DOM: the browser's, or on a server the one given to `provideSanitizerWindow`.
 * Without either the result is the text with markup removed and escaped, never the raw input.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (options.allowedTags) {
    return run(`tags:${options.allowedTags.join(' ')}`, html, {
      ALLOWED_TAGS: [...options.allowedTags],
      ALLOWED_ATTR: [...MESSAGE_ALLOWED_ATTRIBUTES],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  }
  return run('html', html, { USE_PROFILES: { html: true, svg: true }, ADD_ATTR: ['target'] });
}

/** Sanitizes a customer message: only div, span, b, strong, i, em, u and a survive. */
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, { allowedTags: MESSAGE_ALLOWED_TAGS });
}

/**
 * Sanitizes server markup: lazy blocks, mini cart markup, extra_actions, tab content.
 * Keeps DOMPurify's safe HTML and SVG (forms, inputs, buttons, selects, labels, tables,
 * images, `data-*` attributes: the mini cart's forms carry a `form_key` input) and
 * iframes from `iframeHosts` over https. Never keeps scripts, event handlers, `<style>`,
 * `<object>` or `<embed>`, `srcdoc`, `javascript:`/`data:` URLs in href, src, action or
 * formaction, or a form that posts to another origin than the page's.
 */
export function sanitizeFragment(html: string, options: SanitizeFragmentOptions = {}): string {
  return run(
    'fragment',
    html,
    {
      USE_PROFILES: { html: true, svg: true },
      ADD_TAGS: ['iframe'],
      ADD_ATTR: ['target', ...IFRAME_ATTRIBUTES],
      // <style> would restyle the whole page (overlaying fake forms, hiding the real ones).
      FORBID_TAGS: ['object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset', 'style'],
      FORBID_ATTR: ['srcdoc'],
    },
    options.iframeHosts ?? FRAGMENT_IFRAME_HOSTS,
  );
}
