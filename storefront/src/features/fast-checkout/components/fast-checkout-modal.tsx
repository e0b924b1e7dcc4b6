import { Modal } from '@shop/ui/modal';
import { t } from '@shop/ui/i18n';

/** The fast-checkout start page in the kit's custom modal (backdrop, scroll lock, focus kept inside). */
export function FastCheckoutModal({ startUrl, onClose }: { startUrl: string; onClose: () => void }) {
  return (
    <Modal layout="custom" title={t('Fast Checkout')} open onOpenChange={(open) => !open && onClose()} bodyClassName="p-0">
      <iframe title={t('Fast Checkout')} src={startUrl} className="size-full min-h-[70vh] border-0" />
    </Modal>
  );
}
