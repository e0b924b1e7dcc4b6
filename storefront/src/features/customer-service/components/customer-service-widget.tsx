import { t } from '@shop/ui/i18n';
import { lazy, Suspense } from 'react';
import { DropdownDialog } from '@shop/ui/dropdown-dialog';
import type { CustomerServiceContactFormProps } from './contact-form';

const loadForm = () => import('./contact-form');
const CustomerServiceContactForm = lazy(() => loadForm().then((module) => ({ default: module.CustomerServiceContactForm })));

export interface CustomerServiceWidgetProps {
  /** Whether the panel is open (controlled: the mini cart closes it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the contact form (call 7). */
  send: CustomerServiceContactFormProps['send'];
  /** Prefills the name and e-mail of a signed-in customer. */
  defaults?: CustomerServiceContactFormProps['defaults'];
}

/**
 * The sticky customer-service element (SPEC.md §2): a button at the bottom corner that
 * opens the kit's dropdown dialog above it, with the contact form (loaded on first use).
 * A press elsewhere or Escape closes it, and so does opening the mini cart.
 */
export function CustomerServiceWidget({ open, onOpenChange, send, defaults }: CustomerServiceWidgetProps) {
  return (
    <div data-slot="customer-service" data-state={open ? 'open' : 'closed'} className="fixed end-4 bottom-4 z-sticky flex flex-col items-end">
      <DropdownDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('Customer Service')}
        closeButton={false}
        side="top"
        closeOnMouseLeave={false}
        trigger={
          <button
            type="button"
            onPointerEnter={() => void loadForm()}
            className="inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg hover:bg-brand-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
              <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
            </svg>
            <span className="max-sm:sr-only">{t('Customer Service')}</span>
          </button>
        }
      >
        <p className="text-sm text-neutral-700">{t('Questions about an order or a product? Write to us and we answer within a day.')}</p>
        <Suspense fallback={<div className="min-h-[20rem]" />}>
          <CustomerServiceContactForm send={send} defaults={defaults} className="mt-4" />
        </Suspense>
      </DropdownDialog>
    </div>
  );
}
