import { useState } from 'react';
import { Messages } from '@shop/ui/messages';
import { CustomerServiceContactForm } from '../../src/features/customer-service/components/contact-form';
import { CONTACT_PAGE_TEXTS } from '../../src/features/customer-service/model';
import { useSection } from '../../src/features/customer-data/hooks';
import { useShopCall } from '../lib/shop-call';

/**
 * Contact Us's form: the widget's contact form and call (7), prefilled with a signed-in customer's
 * name from customer data (the page itself is the same for everyone), and Luma's thanks above it
 * once the message is sent.
 */
export function ContactPageForm() {
  const customer = useSection('customer');
  const contact = useShopCall(() => import('../../src/features/customer-service/contract'), 'contactPost');
  const [sent, setSent] = useState(false);
  const name = customer?.fullname;
  return (
    <div className="flex flex-col gap-4">
      <Messages messages={sent ? [{ type: 'success', text: CONTACT_PAGE_TEXTS.thanks }] : []} />
      <CustomerServiceContactForm
        // Remounted with the name once customer data knows it (before anything is typed: it comes with the page).
        key={name ?? 'guest'}
        defaults={name ? { name } : undefined}
        send={async (formData) => {
          setSent(false);
          const { success } = await contact({ formData });
          setSent(success);
          return success;
        }}
      />
    </div>
  );
}
