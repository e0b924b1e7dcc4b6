import DOMPurify from 'dompurify';

/** The only tags a customer message may keep (SPEC.md §2, §9). */
export const MESSAGE_ALLOWED_TAGS = ['div', 'span', 'b', 'strong', 'i', 'em', 'u', 'a'] as const;

export interface SanitizeOptions {
  /** Restrict to these tags; the default keeps DOMPurify's safe HTML profile. */
  allowedTags?: readonly string[];
}

/**
 * The one sanitizer every injected HTML fragment goes through (messages, lazy blocks,
 * mini cart markup, extra_actions, tab content). Scripts, event handlers and
 * `javascript:` URLs never survive.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (options.allowedTags) {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...options.allowedTags],
      ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'class'],
    });
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true, svg: true } });
}

/** Sanitizes a customer message: only div, span, b, strong, i, em, u and a survive. */
export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, { allowedTags: MESSAGE_ALLOWED_TAGS });
}
