import { formatMoney, type MoneyFormat, type Minor } from '@shop/ui/money';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (ch) => entities[ch]!);
}

/**
 * Formats an amount in minor units the way the platform's price renderer does:
 * `<span class="price">$12.00</span>` (`@shop/ui/money`'s `formatMoney`, in the store's currency).
 */
export function priceHtml(minor: Minor, format: MoneyFormat = {}): string {
  return `<span class="price">${escapeHtml(formatMoney(minor, format))}</span>`;
}
