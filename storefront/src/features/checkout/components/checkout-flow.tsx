import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { emptyAddressValues } from '@shop/ui/forms';
import type { CheckoutEstimate, SavedAddress } from '../contract';
import type { ShippingEstimateChoice } from '../../cart-estimate/contract';
import {
  cardPayment,
  chosenMethod,
  keyAfterFailure,
  newAttemptKey,
  refusalMessage,
  sameDestination,
  shippingStepProblem,
  type CheckoutCalls,
  type CheckoutStep,
  type Destination,
  type PlacedOrder,
} from '../model';
import { CheckoutProgress } from './checkout-progress';
import { OrderSummary } from './order-summary';
import { PaymentStep, type PaymentStepResult } from './payment-step';
import { ShippingStep, type ShippingStepResult, type ShippingStepValues } from './shipping-step';
import { logger } from '@shop/ui/logger';
import { t } from '@shop/ui/i18n';

/** A new address starts where the cart page's estimate shipped to (Luma keeps it on the quote). */
function rememberedValues(choice: ShippingEstimateChoice | null): Partial<ShippingStepValues> | undefined {
  if (!choice) return undefined;
  return { shipping: { ...emptyAddressValues(choice.country_id), region_code: choice.region_code, region: choice.region, postcode: choice.postcode } };
}

export interface CheckoutFlowProps {
  /** The checkout's calls (the shop's HTTP client in the page; fakes in stories and tests). */
  calls: CheckoutCalls;
  /** A guest gives an e-mail; a signed-in customer picks from saved addresses. */
  guest: boolean;
  /** The store's currency, for the shipping method prices before the first estimate. */
  currency: string;
  /** Opens the sign-in popup (offered to a guest whose e-mail has an account). @default undefined */
  onSignIn?: () => void;
  /** The order was placed: go to the success page. */
  onPlaced: (order: PlacedOrder) => void;
  /** The expiry years offered (stories fix them). @default the kit's */
  years?: readonly number[];
  /** Told when a step is done (analytics): the shipping step with the method's title, the payment with its type. @default undefined */
  onProgress?: (progress: CheckoutProgressReport) => void;
  /**
   * A block of the Review & Payments step under the payment (the "Apply Discount Code" block the
   * route composes): it gets the applied code and reloads the totals after a change, without a page reload.
   */
  PaymentBlock?: ComponentType<{ appliedCode: string | undefined; refreshTotals: () => Promise<void> }>;
}

/** A step done, with the totals it was done on. */
export type CheckoutProgressReport =
  | { step: 'shipping'; totals: CheckoutEstimate['totals']; shippingTier: string }
  | { step: 'payment'; totals: CheckoutEstimate['totals']; paymentType: string };

/** The payment type analytics is told (the one method's title). */
const PAYMENT_TYPE = 'Credit Card';

/**
 * The one-page checkout of Luma: the progress bar, the Shipping step, the Review & Payments
 * step and the order summary beside them (above them on phones). Every amount comes from the
 * server's estimate; Place Order sends one idempotency key per attempt, so a second press or
 * a retry after a lost answer never creates a second order.
 */
export function CheckoutFlow({ calls, guest, currency, onSignIn, onPlaced, years, onProgress, PaymentBlock }: CheckoutFlowProps) {
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [estimate, setEstimate] = useState<CheckoutEstimate | undefined>();
  const [estimating, setEstimating] = useState(false);
  const [selectedMethod, setSelectedMethod] = useState<string | null>(null);
  const [savedAddresses, setSavedAddresses] = useState<SavedAddress[] | undefined>();
  const [shipping, setShipping] = useState<ShippingStepResult | null>(null);
  // What the cart kept of the cart page's estimate: undefined while it is read.
  const [remembered, setRemembered] = useState<ShippingEstimateChoice | null | undefined>();
  const destination = useRef<Destination | null>(null);
  const chosen = useRef<string | null>(null);
  const pending = useRef<Promise<CheckoutEstimate | undefined> | null>(null);
  const requestCount = useRef(0);
  const attemptKey = useRef<string | null>(null);
  const placing = useRef(false);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const shippingHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (guest) return;
    calls.savedAddresses().then(setSavedAddresses, (error: unknown) => {
      logger.error('Saved addresses could not be loaded', error);
      setSavedAddresses([]);
    });
  }, [calls, guest]);

  useEffect(() => {
    calls.rememberedEstimate().then(
      (choice) => {
        chosen.current ??= choice?.shipping_method ?? null;
        setRemembered(choice);
      },
      (error: unknown) => {
        logger.error('The kept shipping estimate could not be read', error);
        setRemembered(null);
      },
    );
  }, [calls]);

  /** Asks for methods and totals; only the latest request's answer is kept. */
  const runEstimate = useCallback(
    (target: Destination, method: string | null) => {
      const request = ++requestCount.current;
      setEstimating(true);
      const call = calls.estimate({ ...target, ...(method ? { shipping_method: method } : {}) }).then(
        (answer) => {
          if (request !== requestCount.current) return pending.current ?? undefined;
          const selected = chosenMethod(answer.shipping_methods, answer.selected_method ?? chosen.current);
          chosen.current = selected;
          setSelectedMethod(selected);
          setEstimate(answer);
          setEstimating(false);
          return answer;
        },
        (error: unknown) => {
          logger.error('Shipping methods could not be estimated', error);
          if (request === requestCount.current) setEstimating(false);
          return undefined;
        },
      );
      pending.current = call;
      return call;
    },
    [calls],
  );

  const onDestinationChange = useCallback(
    (next: Destination | null) => {
      if (!next || sameDestination(next, destination.current)) return;
      destination.current = next;
      void runEstimate(next, chosen.current);
    },
    [runEstimate],
  );

  const refreshTotals = useCallback(async () => {
    if (destination.current) await runEstimate(destination.current, chosen.current);
  }, [runEstimate]);

  const onMethodChange = (code: string) => {
    chosen.current = code;
    setSelectedMethod(code);
    if (destination.current) void runEstimate(destination.current, code);
  };

  const focusStepHeading = useRef(false);
  const goTo = (next: CheckoutStep) => {
    focusStepHeading.current = true;
    setStep(next);
  };
  // Once the new step is shown (not hidden any more), its heading takes focus, so keyboard and
  // screen reader users start there. A frame timer could run before React showed it, and miss.
  useEffect(() => {
    if (!focusStepHeading.current) return;
    focusStepHeading.current = false;
    (step === 'payment' ? paymentHeading.current : shippingHeading.current)?.focus();
  }, [step]);

  const onNext = async (result: ShippingStepResult): Promise<string | null> => {
    const answer = (await pending.current) ?? estimate;
    const problem = shippingStepProblem({ estimating: false, methods: answer?.shipping_methods ?? [], selected: chosen.current });
    if (problem) return problem;
    const picked = answer?.shipping_methods.find((candidate) => candidate.code === chosen.current);
    if (answer && picked) onProgress?.({ step: 'shipping', totals: answer.totals, shippingTier: `${picked.carrier_title} - ${picked.method_title}` });
    setShipping(result);
    goTo('payment');
    return null;
  };

  const onPlaceOrder = async (payment: PaymentStepResult): Promise<string | null> => {
    if (!shipping || !chosen.current || placing.current) return null;
    placing.current = true;
    if (estimate) onProgress?.({ step: 'payment', totals: estimate.totals, paymentType: PAYMENT_TYPE });
    attemptKey.current ??= newAttemptKey();
    try {
      const order = await calls.placeOrder({
        idempotency_key: attemptKey.current,
        email: shipping.email,
        shipping_address: shipping.shipping,
        save_in_address_book: shipping.save_in_address_book,
        shipping_method: chosen.current,
        billing_same_as_shipping: payment.billing_same_as_shipping,
        billing_address: payment.billing_address,
        payment: cardPayment(payment.card),
      });
      onPlaced(order);
      return null;
    } catch (error) {
      logger.error('The order could not be placed', error);
      attemptKey.current = keyAfterFailure(attemptKey.current, error);
      return refusalMessage(error);
    } finally {
      placing.current = false;
    }
  };

  const method = estimate?.shipping_methods.find((candidate) => candidate.code === selectedMethod);

  return (
    <div data-slot="checkout-flow" data-step={step} className="flex flex-col gap-8">
      <CheckoutProgress step={step} onStepSelect={goTo} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <OrderSummary totals={estimate?.totals} className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1" />
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <div hidden={step !== 'shipping'} className="relative">
            <h2 ref={shippingHeading} tabIndex={-1} className="sr-only">
              {t('Shipping')}
            </h2>
            {(!guest && savedAddresses === undefined) || remembered === undefined ? (
              <div data-slot="checkout-flow-loading" className="min-h-[40rem] rounded-lg bg-neutral-50" />
            ) : (
              <ShippingStep
                guest={guest}
                savedAddresses={savedAddresses}
                methods={estimate?.shipping_methods}
                selectedMethod={selectedMethod}
                estimating={estimating}
                currency={estimate?.totals.currency ?? currency}
                onDestinationChange={onDestinationChange}
                onMethodChange={onMethodChange}
                checkEmail={guest ? calls.checkEmail : undefined}
                onSignIn={onSignIn}
                onNext={onNext}
                defaultValues={savedAddresses?.length ? undefined : rememberedValues(remembered)}
              />
            )}
          </div>
          {shipping ? (
            <div hidden={step !== 'payment'} className="relative">
              <h2 ref={paymentHeading} tabIndex={-1} className="sr-only">
                {t('Review & Payments')}
              </h2>
              <PaymentStep
                shipping={shipping.checked}
                shippingMethodTitle={method ? `${method.carrier_title} - ${method.method_title}` : estimate?.totals.shipping_title}
                onEditShipping={() => goTo('shipping')}
                onPlaceOrder={onPlaceOrder}
                years={years}
                defaultBilling={savedAddresses?.find((address) => address.is_default_billing) ?? null}
              />
              {PaymentBlock ? <PaymentBlock appliedCode={estimate?.totals.coupon_code} refreshTotals={refreshTotals} /> : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
