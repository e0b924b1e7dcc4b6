const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (ch) => entities[ch]!);
}

/** Formats a stored amount the way the platform's price renderer does: `<span class="price">$12.00</span>`. */
export function priceHtml(amount: number, currency = 'USD'): string {
  const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  return `<span class="price">${formatted}</span>`;
}
