import { useShopCall } from '../../../app/lib/shop-call';
import { defineFooter } from '../../lib/footer';
import { NewsletterForm } from './components/newsletter-form';
import { useStoreField } from '../store-views/hooks';

/** The footer's newsletter form, posting through the subscribe call (the page's HTTP client adds the form_key) with the page's view. */
function NewsletterWidget() {
  const subscribe = useShopCall(() => import('./contract'), 'newsletterSubscribe', { refusalIsAnswer: true });
  // The view subscribed in: the confirmation mail's link comes back to its home page.
  const store = useStoreField();
  return <NewsletterForm subscribe={(email) => subscribe({ email, ...store })} />;
}

export default defineFooter({ widget: NewsletterWidget });
