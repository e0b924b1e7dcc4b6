import { t } from '@shop/ui/i18n';
import { Modal } from '@shop/ui/modal';
import { FilterGroups, NowShoppingBy, type LayeredNavigationProps } from './layered-navigation';

/** "Shop By" on a phone: the filters in the kit's slide panel (loaded when first opened). */
export function ShopByModal({ onClose, ...props }: LayeredNavigationProps & { onClose: () => void }) {
  return (
    <Modal layout="slide" title={t('Shop By')} open onOpenChange={(open) => (open ? undefined : onClose())}>
      <div className="flex flex-col gap-3">
        <NowShoppingBy {...props} />
        <FilterGroups {...props} />
      </div>
    </Modal>
  );
}
