import { t } from '@shop/ui/i18n';
import { pageLocale } from './page-locale';

/**
 * The answer's text when a visitor is over a throttle's limit (429, with Retry-After), in the
 * language of the call that was refused (ADR 0039): the call's own first sentence (`refusal`, read
 * there) or "Too many requests.", then how long to wait, counted as the view's locale counts it
 * (`Intl`: "1 minute", "15 minutes"; Arabic's dual and plural forms).
 */
export function tooManyRequestsText(retryAfter: number, refusal?: () => string): string {
  const [unit, count] = retryAfter < 60 ? (['second', retryAfter] as const) : (['minute', Math.ceil(retryAfter / 60)] as const);
  const wait = new Intl.NumberFormat(pageLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  return `${refusal?.() ?? t('Too many requests.')} ${t('Please try again in %1.', wait)}`;
}
