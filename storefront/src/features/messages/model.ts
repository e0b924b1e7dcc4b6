/** A message shown to the shopper. Its text may hold the allowed tags only (sanitize when rendering). */
export interface ShopMessage {
  type: string;
  text: string;
}

function toMessage(value: unknown): ShopMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, text } = value as { type?: unknown; text?: unknown };
  if (typeof text !== 'string' || text === '') return undefined;
  return { type: typeof type === 'string' && type ? type : 'notice', text };
}

/** The `mage-messages` cookie value (a JSON list) as messages, one per text. */
export function parseCookieMessages(value: unknown): ShopMessage[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const messages: ShopMessage[] = [];
  for (const entry of value) {
    const message = toMessage(entry);
    if (!message || seen.has(message.text)) continue;
    seen.add(message.text);
    messages.push(message);
  }
  return messages;
}

/** The messages section's list. */
export function sectionMessages(section: unknown): ShopMessage[] {
  const list = (section as { messages?: unknown } | undefined)?.messages;
  if (!Array.isArray(list)) return [];
  return list.map(toMessage).filter((message): message is ShopMessage => message !== undefined);
}

/** Cookie messages first, then the section's; the same type and text is shown once. */
export function mergeMessages(cookieMessages: readonly ShopMessage[], fromSection: readonly ShopMessage[]): ShopMessage[] {
  const seen = new Set<string>();
  const merged: ShopMessage[] = [];
  for (const message of [...cookieMessages, ...fromSection]) {
    const key = `${message.type}\u0000${message.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(message);
  }
  return merged;
}
