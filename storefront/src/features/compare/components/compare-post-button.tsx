import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@shop/ui/button';
import type { DataPostDependencies, FormFields } from '@shop/ui/form-post';
import { useStoreField } from '../../store-views/hooks';

export interface ComparePostButtonProps {
  /** The call's address (Remove or Clear All, from the page settings). */
  action: string;
  /** The hidden fields (the product to remove); the page to come back to is added. */
  data?: FormFields;
  getFormKey: DataPostDependencies['getFormKey'];
  /** The accessible name when the visible text is an icon or too short. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** The button's `data-slot`. @default 'compare-post' */
  slot?: string;
  children: ReactNode;
}

/** Remove and Clear All of the compare list: data-posts with the form_key that come back to this page, in its view. */
export function ComparePostButton({ action, data = {}, getFormKey, label, variant = 'link', size = 'sm', className, slot = 'compare-post', children }: ComparePostButtonProps) {
  const [posting, setPosting] = useState(false);
  // The page's view: the post's redirect comes back in it.
  const store = useStoreField();
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      data-slot={slot}
      aria-label={label}
      loading={posting}
      className={className}
      onClick={() => {
        setPosting(true);
        const uenc = `${window.location.pathname}${window.location.search}`;
        void import('@shop/ui/form-post').then(({ dataPost }) => dataPost({ action, data: { ...data, uenc, ...store } }, { getFormKey }));
      }}
    >
      {children}
    </Button>
  );
}
