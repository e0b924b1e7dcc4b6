import { t } from '@shop/ui/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { cn } from '@shop/ui/cn';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@shop/ui/collapsible';
import { Form } from '@shop/ui/form-field';
import { DestinationFields } from '@shop/ui/forms';
import { Price } from '@shop/ui/price';
import { destinationFormSchema, type DestinationFormValues } from '@shop/ui/validation';
import { CHECKOUT_TEXTS, destinationOf } from '../../checkout/model';
import type { CartEstimateState } from '../use-cart-estimate';
import { destinationOfChoice } from '../use-cart-estimate';
import { useStoreView } from '../../store-views/hooks';

/** How long the fields rest before a change is priced and kept (typing a region's name). */
export const ESTIMATE_DEBOUNCE_MS = 400;


export interface EstimateShippingProps {
  state: CartEstimateState;
  /** The store's currency, for the methods' prices. */
  currency: string;
  /** Open at first (stories, screenshots). @default false */
  defaultOpen?: boolean;
}

/** The form, once the cart's kept destination is known (its values start from it). */
function DestinationForm({ state }: { state: CartEstimateState }) {
  const start = destinationOfChoice(state.initial ?? null);
  const form = useForm<DestinationFormValues>({
    resolver: zodResolver(destinationFormSchema),
    mode: 'onTouched',
    defaultValues: { country_id: start.country_id, region_code: start.region_code ?? '', region: start.region ?? '', postcode: start.postcode ?? '' },
  });
  const [countryId, regionCode, region, postcode] = useWatch({ control: form.control, name: ['country_id', 'region_code', 'region', 'postcode'] });
  const { onDestinationChange } = state;
  useEffect(() => {
    const destination = destinationOf({ country_id: countryId, region_code: regionCode, postcode });
    if (!destination) return;
    const typed = region?.trim();
    const timer = setTimeout(() => onDestinationChange({ ...destination, ...(typed ? { region: typed } : {}) }), ESTIMATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [countryId, regionCode, region, postcode, onDestinationChange]);

  return (
    <Form {...form}>
      {/* Every change is priced as it is made: Enter only checks the fields. */}
      <form noValidate aria-label={t('Destination')} onSubmit={form.handleSubmit(() => undefined)}>
        <DestinationFields />
      </form>
    </Form>
  );
}

/**
 * Luma's "Estimate Shipping and Tax" on the cart page: a block that opens under its title with
 * Country, State/Province and Zip/Postal Code, and the shipping methods offered there with their
 * prices as radio buttons. The totals beside it (`EstimateTotals`) follow the chosen method.
 */
export function EstimateShipping({ state, currency, defaultOpen = false }: EstimateShippingProps) {
  const { locale } = useStoreView();
  const [open, setOpen] = useState(defaultOpen);
  const methodsId = useId();
  const methods = state.estimate?.shipping_methods;
  return (
    <Collapsible data-slot="estimate-shipping" open={open} onOpenChange={setOpen} className="border-y border-neutral-200">
      <h3>
        <CollapsibleTrigger>{t('Estimate Shipping and Tax')}</CollapsibleTrigger>
      </h3>
      <CollapsibleContent className="flex flex-col gap-4">
        <p className="text-sm text-neutral-700">{t('Enter your destination to get a shipping estimate.')}</p>
        {state.initial === undefined ? <div className="min-h-[15rem]" aria-busy="true" /> : <DestinationForm state={state} />}
        <fieldset
          data-slot="estimate-shipping-methods"
          aria-busy={state.estimating || methods === undefined}
          aria-describedby={state.problem ? `${methodsId}-problem` : undefined}
          className={cn('flex min-h-[3rem] flex-col gap-3 transition-opacity', state.estimating && 'opacity-60')}
        >
          <legend className="sr-only">{t('Shipping Methods')}</legend>
          {methods?.length === 0 && !state.estimating ? <p className="text-sm text-neutral-700">{CHECKOUT_TEXTS.noShippingMethods}</p> : null}
          {methods?.map((method) => (
            <div key={method.code} className="flex flex-col gap-1">
              <p aria-hidden="true" className="text-sm font-semibold text-neutral-900">
                {method.carrier_title}
              </p>
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="estimate_method"
                  value={method.code}
                  checked={state.selected === method.code}
                  onChange={() => state.onMethodChange(method.code)}
                  className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                />
                <span className="sr-only">{method.carrier_title}</span>{' '}
                <span>{method.method_title}</span>{' '}
                <Price amount={method.amount} currency={state.estimate?.totals.currency ?? currency} locale={locale} />
              </label>
            </div>
          ))}
        </fieldset>
        {state.problem ? (
          <p id={`${methodsId}-problem`} role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {state.problem}
          </p>
        ) : null}
      </CollapsibleContent>
    </Collapsible>
  );
}

/**
 * The totals the estimate adds under the cart's subtotal (rows of its `dl`): Shipping with the
 * chosen method's title under it (read as one: "Shipping (Flat Rate - Fixed)"), Tax and Order
 * Total. The rows are there from the start, empty until the first estimate, so nothing moves when
 * it arrives.
 */
export function EstimateTotals({ state }: { state: CartEstimateState }) {
  const { locale } = useStoreView();
  const totals = state.estimate?.totals;
  const amount = (value: number | undefined, className?: string) =>
    totals && value !== undefined ? <Price amount={value} currency={totals.currency} locale={locale} className={className} /> : null;
  return (
    <>
      {/* Each amount sits in a flex box of the line's height: no baseline gap grows the row when it
          arrives. The method's title has a line of its own, kept from the start: "Shipping (Free
          Shipping - Free)" on one line wrapped in a phone's summary as it came, moving all under it. */}
      <div data-slot="estimate-shipping-total" className="flex justify-between gap-4">
        <dt className="flex flex-col">
          <span>{t('Shipping')}</span>{' '}
          <span data-slot="estimate-shipping-title" className="min-h-5 text-sm text-neutral-700">
            {totals?.shipping_title ? `(${totals.shipping_title})` : null}
          </span>
        </dt>
        <dd aria-busy={!totals} className="flex h-6 shrink-0 items-center">
          {amount(totals?.shipping)}
        </dd>
      </div>
      <div data-slot="estimate-tax-total" className="flex justify-between gap-4">
        <dt>{t('Tax')}</dt>
        <dd aria-busy={!totals} className="flex h-6 shrink-0 items-center">
          {amount(totals?.tax)}
        </dd>
      </div>
      <div data-slot="estimate-grand-total" className="flex justify-between gap-4 border-t border-neutral-200 pt-2 text-lg font-bold">
        <dt>{t('Order Total')}</dt>
        <dd aria-busy={!totals} className="flex h-7 shrink-0 items-center">
          {amount(totals?.grand_total, 'text-lg')}
        </dd>
      </div>
    </>
  );
}
