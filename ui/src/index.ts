export { cn } from './lib/cn';
export { contrastRatio, relativeLuminance } from './lib/contrast';
export * from './components/button';
export { t, setDictionary, formatPositional, type Dictionary } from './i18n';
export { sanitizeHtml, sanitizeMessage, sanitizeFragment, SafeHtml, MESSAGE_ALLOWED_TAGS } from './html';
