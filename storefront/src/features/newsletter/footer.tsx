import { useCallback } from 'react';
import { deferredWidget } from '../../../app/lib/deferred-widget';
import { useShopCall } from '../../../app/lib/shop-call';
import { defineFooter } from '../../lib/footer';
import { useStoreField } from '../store-views/hooks';

// At the foot of every page, sent after typing an address: the server renders it with the page; its
// code comes (and the form hydrates in place) when the footer comes near the viewport or is touched,
// so a view that never reaches the footer does not download it. It reads no context of the page's.
const NewsletterForm = deferredWidget(() => import('./components/newsletter-form').then((module) => module.NewsletterForm), { contexts: [] });

/** The footer's newsletter form, posting through the subscribe call (the page's HTTP client adds the form_key) with the page's view. */
function NewsletterWidget() {
  const subscribe = useShopCall(() => import('./contract'), 'newsletterSubscribe', { refusalIsAnswer: true });
  // The view subscribed in: the confirmation mail's link comes back to its home page.
  const { store } = useStoreField();
  const send = useCallback((email: string) => subscribe({ email, ...(store ? { store } : {}) }), [subscribe, store]);
  return <NewsletterForm subscribe={send} />;
}

export default defineFooter({ widget: NewsletterWidget });
