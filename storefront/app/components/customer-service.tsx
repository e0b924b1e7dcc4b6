import { CustomerServiceWidget } from '../../src/features/customer-service/components/customer-service-widget';
import { readFormKey } from '../../src/features/form-key/read';
import { useShopRuntime } from '../lib/shop-runtime';
import { useSection } from '../../src/features/customer-data/hooks';

/** The customer-service widget with the shop's contact call (7). */
export function CustomerService({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const runtime = useShopRuntime();
  const customer = useSection('customer');
  return (
    <CustomerServiceWidget
      open={open}
      onOpenChange={onOpenChange}
      defaults={customer?.fullname ? { name: customer.fullname } : undefined}
      send={async (formData) => {
        const [{ postContact }, { http }] = await Promise.all([import('../../src/features/customer-service/api'), runtime.services()]);
        return postContact(http, runtime.settings.urls.contactPost, formData, readFormKey());
      }}
    />
  );
}
