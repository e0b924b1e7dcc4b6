import { cn } from '@shop/ui/cn';
import { t } from '@shop/ui/i18n';
import { CHECKOUT_STEPS, type CheckoutStep } from '../model';

export interface CheckoutProgressProps {
  /** The step shown. */
  step: CheckoutStep;
  /** Goes back to a step before the current one (Luma's progress bar links back). @default undefined */
  onStepSelect?: (step: CheckoutStep) => void;
  className?: string;
}

/**
 * Luma's progress bar: "Shipping" → "Review & Payments". The current step is marked with
 * `aria-current="step"`; an earlier step is a button back to it.
 */
export function CheckoutProgress({ step, onStepSelect, className }: CheckoutProgressProps) {
  const current = CHECKOUT_STEPS.findIndex((candidate) => candidate.id === step);
  return (
    <nav aria-label={t('Checkout steps')} data-slot="checkout-progress" className={className}>
      <ol className="grid grid-cols-2">
        {CHECKOUT_STEPS.map((candidate, index) => {
          const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          const marker = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-10 flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold',
                  state === 'upcoming' ? 'border-neutral-300 bg-white text-neutral-600' : 'border-brand-700 bg-brand-700 text-white',
                )}
              >
                {index + 1}
              </span>
              <span className={cn('text-sm sm:text-base', state === 'current' ? 'font-bold text-neutral-900' : 'text-neutral-700')}>{candidate.title}</span>
            </>
          );
          return (
            <li
              key={candidate.id}
              data-slot="checkout-progress-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'relative flex flex-col items-center text-center',
                // The bar between the markers, coloured up to the current step (it reaches back to
                // the previous marker: leftwards, rightwards right to left).
                'before:absolute before:top-[1.0625rem] before:h-1 before:w-full before:-translate-x-1/2 rtl:before:translate-x-1/2',
                index === 0 ? 'before:hidden' : state === 'upcoming' ? 'before:bg-neutral-300' : 'before:bg-brand-700',
              )}
            >
              {state === 'complete' && onStepSelect ? (
                <button
                  type="button"
                  onClick={() => onStepSelect(candidate.id)}
                  className="flex flex-col items-center gap-2 rounded-md px-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {marker}
                </button>
              ) : (
                <span className="flex flex-col items-center gap-2 px-2">{marker}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
