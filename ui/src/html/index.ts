/**
 * `@shop/ui/html`: the one sanitizer every HTML that reaches the DOM goes through
 * (messages, server fragments, any other markup), and `SafeHtml`, the one component
 * allowed to set inner HTML (lint forbids it everywhere else).
 */
export {
  FRAGMENT_IFRAME_HOSTS,
  MESSAGE_ALLOWED_ATTRIBUTES,
  MESSAGE_ALLOWED_TAGS,
  inertText,
  isSanitizerAvailable,
  provideSanitizerWindow,
  sanitizeFragment,
  sanitizeHtml,
  sanitizeMessage,
  type SanitizeFragmentOptions,
  type SanitizeOptions,
  type SanitizerResults,
  type SanitizerWindow,
  type SanitizerWindowOptions,
} from './sanitize';
export { SafeHtml, SAFE_HTML_TAGS, type SafeHtmlProfile, type SafeHtmlProps, type SafeHtmlTag } from './safe-html';
