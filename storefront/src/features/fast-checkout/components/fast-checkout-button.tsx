import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '@shop/ui/button';
import { cn } from '@shop/ui/cn';
import { t } from '@shop/ui/i18n';
import type { FastCheckoutSettings } from '../model';

const FastCheckoutModal = lazy(() => import('./fast-checkout-modal').then((module) => ({ default: module.FastCheckoutModal })));

export interface FastCheckoutButtonProps {
  /** The settings; without them (setting off) the button and its modal are not rendered. */
  settings: FastCheckoutSettings | null;
  className?: string;
}

/**
 * The fast-checkout button beside the mini cart's checkout button (SPEC.md §2): with the
 * modal option it opens the start page in a modal over a backdrop (page scroll locked
 * until it closes), otherwise it goes to the start page.
 */
export function FastCheckoutButton({ settings, className }: FastCheckoutButtonProps) {
  const [open, setOpen] = useState(false);
  if (!settings?.minicartEnabled) return null;
  const classes = cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full', className);
  if (!settings.useModal) {
    return (
      <a href={settings.startUrl} data-slot="fast-checkout-button" className={classes}>
        {t('Fast Checkout')}
      </a>
    );
  }
  return (
    <>
      <button type="button" data-slot="fast-checkout-button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={classes}>
        {t('Fast Checkout')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FastCheckoutModal startUrl={settings.startUrl} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
