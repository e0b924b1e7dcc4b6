import { useShopCall } from '../../../app/lib/shop-call';
import { defineFooter } from '../../lib/footer';
import { NewsletterForm } from './components/newsletter-form';

/** The footer's newsletter form, posting through the subscribe call (the page's HTTP client adds the form_key). */
function NewsletterWidget() {
  const subscribe = useShopCall(() => import('./contract'), 'newsletterSubscribe', { refusalIsAnswer: true });
  return <NewsletterForm subscribe={(email) => subscribe({ email })} />;
}

export default defineFooter({ widget: NewsletterWidget });
