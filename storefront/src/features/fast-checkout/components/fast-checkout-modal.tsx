import { Modal } from '@shop/ui/modal';

/** The fast-checkout start page in the kit's custom modal (backdrop, scroll lock, focus kept inside). */
export function FastCheckoutModal({ startUrl, onClose }: { startUrl: string; onClose: () => void }) {
  return (
    <Modal layout="custom" title="Fast Checkout" open onOpenChange={(open) => !open && onClose()} bodyClassName="p-0">
      <iframe title="Fast Checkout" src={startUrl} className="size-full min-h-[70vh] border-0" />
    </Modal>
  );
}
