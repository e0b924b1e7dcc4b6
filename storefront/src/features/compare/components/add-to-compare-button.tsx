import { t } from '@shop/ui/i18n';
import { cn } from '@shop/ui/cn';
import type { DataPostDependencies } from '@shop/ui/form-post';
import { ComparePostButton } from './compare-post-button';

export interface AddToCompareButtonProps {
  /** The add call's address (the page settings' `urls.addToCompare`). */
  action: string;
  productId: number;
  /** Completes the accessible name, so a grid's buttons tell their products apart. */
  productName: string;
  /** Reads the form_key the post carries. */
  getFormKey: DataPostDependencies['getFormKey'];
  className?: string;
}

/**
 * "Add to Compare" (Luma's tile and product page action): a data-post of the product id, the page
 * to come back to and the form_key — the server adds it to the visitor's list and comes back here
 * with "You added product X to the comparison list.".
 */
export function AddToCompareButton({ action, productId, productName, getFormKey, className }: AddToCompareButtonProps) {
  return (
    <ComparePostButton
      action={action}
      data={{ product: productId }}
      getFormKey={getFormKey}
      // The visible words first (WCAG 2.5.3), then the product, so a grid's buttons differ.
      label={t('Add to Compare: %1', productName)}
      className={cn('h-auto min-h-8 gap-1.5 px-0 text-start whitespace-normal', className)}
      slot="add-to-compare"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current stroke-2">
        <path d="M7 4v16M17 4v16M3 8h8M13 16h8" strokeLinecap="round" />
      </svg>
      {t('Add to Compare')}
    </ComparePostButton>
  );
}
