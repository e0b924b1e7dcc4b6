import { CustomerServiceWidget } from '../../src/features/customer-service/components/customer-service-widget';
import { useShopCall } from '../lib/shop-call';
import { useSection } from '../../src/features/customer-data/hooks';

/** The customer-service widget with the shop's contact call (7; the client adds the form_key). */
export function CustomerService({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const customer = useSection('customer');
  const contact = useShopCall(() => import('../../src/features/customer-service/contract'), 'contactPost');
  return (
    <CustomerServiceWidget
      open={open}
      onOpenChange={onOpenChange}
      defaults={customer?.fullname ? { name: customer.fullname } : undefined}
      send={async (formData) => (await contact({ formData })).success}
    />
  );
}
