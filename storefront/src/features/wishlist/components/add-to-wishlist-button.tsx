import { t } from '@shop/ui/i18n';
import { useState } from 'react';
import { Button } from '@shop/ui/button';
import { cn } from '@shop/ui/cn';
import type { DataPostDependencies } from '@shop/ui/form-post';
import { useStoreField } from '../../store-views/hooks';

export interface AddToWishlistButtonProps {
  /** The add call's address (the page settings' `urls.addToWishlist`). */
  action: string;
  productId: number;
  /** Completes the accessible name, so a grid's buttons tell their products apart. */
  productName: string;
  /** Reads the form_key the post carries. */
  getFormKey: DataPostDependencies['getFormKey'];
  /** Submits the hidden form. @default the kit's (requestSubmit: the customer-data engine sees the post) */
  submitForm?: DataPostDependencies['submitForm'];
  className?: string;
}

function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 fill-none stroke-current stroke-2">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Add to Wish List" (Luma's tile and product page action): a data-post of the product id with the
 * form_key — a full-page post, so a guest is taken to sign in by the server and comes back to My
 * Wish List with the item added; a signed-in customer lands there at once.
 */
export function AddToWishlistButton({ action, productId, productName, getFormKey, submitForm, className }: AddToWishlistButtonProps) {
  const [posting, setPosting] = useState(false);
  // The page's view: the sign-in or My Wish List the post goes to is in it.
  const store = useStoreField();
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      data-slot="add-to-wishlist"
      // The visible words first (WCAG 2.5.3), then the product, so a grid's buttons differ.
      aria-label={t('Add to Wish List: %1', productName)}
      loading={posting}
      className={cn('h-auto min-h-8 gap-1.5 px-0 text-start whitespace-normal', className)}
      onClick={() => {
        setPosting(true);
        // The helper loads on the first press: tiles carry no form-post code on the first load.
        void import('@shop/ui/form-post').then(({ dataPost }) =>
          dataPost({ action, data: { product: productId, ...store } }, { getFormKey, ...(submitForm ? { submitForm } : {}) }),
        );
      }}
    >
      <HeartIcon />
      {t('Add to Wish List')}
    </Button>
  );
}
