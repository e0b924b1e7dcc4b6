import { lazy, Suspense, useRef, useState } from 'react';
import { useDismiss } from '@shop/ui/hooks';
import type { ContactFormProps } from './contact-form';

const loadForm = () => import('./contact-form');
const ContactForm = lazy(() => loadForm().then((module) => ({ default: module.ContactForm })));

export interface CustomerServiceWidgetProps {
  /** Whether the panel is open (controlled: the mini cart closes it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the contact form (call 7). */
  send: ContactFormProps['send'];
  /** Prefills the name and e-mail of a signed-in customer. */
  defaults?: ContactFormProps['defaults'];
}

/**
 * The sticky customer-service element (SPEC.md §2): a button at the bottom corner that
 * opens a panel with the contact form (loaded on first use). A press elsewhere or Escape
 * closes it.
 */
export function CustomerServiceWidget({ open, onOpenChange, send, defaults }: CustomerServiceWidgetProps) {
  const [requested, setRequested] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss({ open, onDismiss: () => onOpenChange(false), rootRef, returnFocusRef: buttonRef });

  return (
    <div ref={rootRef} data-slot="customer-service" data-state={open ? 'open' : 'closed'} className="fixed right-4 bottom-4 z-sticky flex flex-col items-end gap-3">
      {requested && open ? (
        <section
          role="dialog"
          aria-labelledby="customer-service-title"
          data-slot="customer-service-panel"
          className="w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-neutral-200 bg-white p-5 text-neutral-900 shadow-lg"
        >
          <h2 id="customer-service-title" className="text-lg font-bold">
            Customer Service
          </h2>
          <p className="mt-1 text-sm text-neutral-700">Questions about an order or a product? Write to us and we answer within a day.</p>
          <Suspense fallback={<div className="min-h-[20rem]" />}>
            <ContactForm send={send} defaults={defaults} className="mt-4" />
          </Suspense>
        </section>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        onPointerEnter={() => void loadForm()}
        onClick={() => {
          setRequested(true);
          onOpenChange(!open);
        }}
        className="inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
        </svg>
        <span className="max-sm:sr-only">Customer Service</span>
      </button>
    </div>
  );
}
