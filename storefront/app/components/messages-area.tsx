import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { MessageData, MessageType } from '@shop/ui/messages';
import { ADD_TO_CART_EVENTS } from '../../src/features/cart/model';
import { useMessages } from '../../src/features/messages/hooks';
import type { ShopMessage } from '../../src/features/messages/model';
import { useSection } from '../../src/features/customer-data/hooks';

const Messages = lazy(() => import('@shop/ui/messages').then((module) => ({ default: module.Messages })));

const TYPES: readonly MessageType[] = ['success', 'notice', 'warning', 'error'];

/** The messages an add-to-cart answer carries (`{ type, text }[]`). */
function answerMessages(detail: unknown): ShopMessage[] {
  const list = (detail as { response?: { messages?: unknown } } | null)?.response?.messages;
  if (!Array.isArray(list)) return [];
  return list.filter((entry): entry is ShopMessage => typeof entry?.text === 'string' && entry.text !== '').map((entry) => ({ type: String(entry.type ?? 'notice'), text: entry.text }));
}

/**
 * The page's message area: the mage-messages cookie, the messages section and the
 * messages of add-to-cart answers. It floats over the page under the header, so arriving
 * messages move nothing; the kit's message code loads only when there is something to show.
 */
export function MessagesArea() {
  const section = useSection('messages');
  const stored = useMessages(section);
  const [answered, setAnswered] = useState<ShopMessage[]>([]);

  useEffect(() => {
    const onAdded = (event: Event) => {
      const messages = answerMessages((event as CustomEvent).detail);
      if (messages.length > 0) setAnswered(messages);
    };
    document.addEventListener(ADD_TO_CART_EVENTS.success, onAdded);
    return () => document.removeEventListener(ADD_TO_CART_EVENTS.success, onAdded);
  }, []);

  const shown = useMemo<MessageData[]>(
    () =>
      [...stored, ...answered].map((message, index) => ({
        id: `${index}:${message.text}`,
        type: TYPES.includes(message.type as MessageType) ? (message.type as MessageType) : 'notice',
        text: message.text,
      })),
    [stored, answered],
  );
  return (
    // Below lg (touch screens, no hover to pause it) a tap on the message's text reaches the header
    // under it (My Cart, the menu), which a shopper reaches for right after adding; its links and
    // buttons still take taps. From lg, hovering the message pauses its hiding.
    <div data-slot="page-messages" className="pointer-events-none fixed inset-x-0 top-4 z-toast flex justify-center px-4">
      <div className="w-full max-w-xl lg:pointer-events-auto [&_a]:pointer-events-auto [&_button]:pointer-events-auto">
        {shown.length > 0 ? (
          <Suspense fallback={null}>
            <Messages messages={shown} className="shadow-lg" />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
