import { useShopCall } from '../../../app/lib/shop-call';
import { defineFooter } from '../../lib/footer';
import { lazy, Suspense } from 'react';
import { useStoreField } from '../store-views/hooks';

// At the foot of every page, sent after typing an address: its code is not in the pages' first load.
// The server renders it with the page; the browser keeps that HTML until the code has come.
const NewsletterForm = lazy(() => import('./components/newsletter-form').then((module) => ({ default: module.NewsletterForm })));

/** The footer's newsletter form, posting through the subscribe call (the page's HTTP client adds the form_key) with the page's view. */
function NewsletterWidget() {
  const subscribe = useShopCall(() => import('./contract'), 'newsletterSubscribe', { refusalIsAnswer: true });
  // The view subscribed in: the confirmation mail's link comes back to its home page.
  const store = useStoreField();
  return (
    <Suspense fallback={null}>
      <NewsletterForm subscribe={(email) => subscribe({ email, ...store })} />
    </Suspense>
  );
}

export default defineFooter({ widget: NewsletterWidget });
