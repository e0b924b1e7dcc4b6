import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@shop/ui/button';
import { Checkbox } from '@shop/ui/checkbox';
import { Form } from '@shop/ui/form-field';
import { t } from '@shop/ui/i18n';
import { AddressFields, emptyAddressValues, FormMessageArea, PaymentCardForm, type PaymentCardValues } from '@shop/ui/forms';
import { addressSchema, type Address, type AddressFormValues } from '@shop/ui/validation';
import { addressLines } from '../../../lib/address';
import { AddressBlock } from '../../../lib/address-block';
import type { SavedAddress } from '../contract';
import { isSameAddress, savedAddressValues } from '../model';
import { StepTitle } from './step-title';
import { useStoreView } from '../../store-views/hooks';

const billingSchema = z.object({ billing: addressSchema });

/** What Place Order needs from the payment step. */
export interface PaymentStepResult {
  billing_same_as_shipping: boolean;
  /** The billing address as typed (checked by the same rules here and on the server). */
  billing_address?: AddressFormValues;
  card: PaymentCardValues;
}

export interface PaymentStepProps {
  /** The shipping address chosen on the first step ('Ship To'). */
  shipping: Address;
  /** The chosen shipping method's title ('Flat Rate - Fixed'). @default undefined */
  shippingMethodTitle?: string | null;
  /** Goes back to the shipping step. */
  onEditShipping: () => void;
  /**
   * Place Order with valid fields. Resolves to null once the order is placed (the page moves
   * on), else to the message to show; the values typed stay.
   */
  onPlaceOrder: (result: PaymentStepResult) => Promise<string | null>;
  /** The expiry years offered (stories fix them). @default the kit's */
  years?: readonly number[];
  /**
   * The customer's default billing address: when it is not where the order ships, the billing
   * address starts as it (and "the same" unticked). @default undefined
   */
  defaultBilling?: SavedAddress | null;
}

/**
 * Luma's Review & Payments step: where it ships, the card payment method with "My billing and
 * shipping address are the same" (or a billing address), the kit's payment card form and
 * Place Order. A refusal (a declined card) shows above the card and keeps everything typed.
 */
export function PaymentStep({ shipping, shippingMethodTitle, onEditShipping, onPlaceOrder, years, defaultBilling }: PaymentStepProps) {
  const [billingSame, setBillingSame] = useState(!defaultBilling || isSameAddress(defaultBilling, shipping));
  const [message, setMessage] = useState<string | null>(null);
  const billingForm = useForm<{ billing: AddressFormValues }, unknown, z.output<typeof billingSchema>>({
    resolver: zodResolver(billingSchema),
    defaultValues: { billing: defaultBilling ? savedAddressValues(defaultBilling) : emptyAddressValues(shipping.country_id) },
  });
  const billingRef = useRef<HTMLDivElement>(null);
  const sameId = useId();
  const shippingLines = addressLines(shipping, useStoreView().locale);

  /** Checks the billing address (when one is asked for); focuses its first problem. */
  const checkBilling = async (): Promise<AddressFormValues | undefined | false> => {
    if (billingSame) return undefined;
    if (await billingForm.trigger()) return billingForm.getValues('billing');
    billingRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return false;
  };

  const pay = async (card: PaymentCardValues) => {
    setMessage(null);
    const billing = await checkBilling();
    if (billing === false) return;
    setMessage(await onPlaceOrder({ billing_same_as_shipping: billingSame, billing_address: billing, card }));
  };

  return (
    <div data-slot="payment-step" className="flex flex-col gap-8">
      <section aria-labelledby="payment-step-ship-to" className="flex flex-col gap-3 rounded-lg border border-neutral-300 p-4 sm:flex-row sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="payment-step-ship-to" className="font-semibold">
            {t('Ship To:')}
          </h2>
          <AddressBlock lines={shippingLines} />
          {shippingMethodTitle ? (
            <p>
              <span className="font-semibold">{t('Shipping Method:')}</span> {shippingMethodTitle}
            </p>
          ) : null}
        </div>
        <div>
          <Button variant="outline" size="sm" onClick={onEditShipping}>
            {t('Edit shipping')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="payment-step-title" className="flex flex-col gap-5">
        <StepTitle id="payment-step-title">{t('Payment Method')}</StepTitle>
        <h3 className="text-lg font-semibold">{t('Credit Card')}</h3>
        <div className="flex items-center gap-2">
          <Checkbox id={sameId} checked={billingSame} onCheckedChange={(checked) => setBillingSame(checked === true)} />
          <label htmlFor={sameId} className="text-sm">
            {t('My billing and shipping address are the same')}
          </label>
        </div>
        {billingSame ? (
          <div className="text-sm text-neutral-700">
            <AddressBlock lines={shippingLines} />
          </div>
        ) : (
          <Form {...billingForm}>
            <div ref={billingRef} role="group" aria-labelledby="payment-step-billing-title" className="flex max-w-xl flex-col gap-4">
              <h3 id="payment-step-billing-title" className="text-lg font-semibold">
                {t('Billing Address')}
              </h3>
              <AddressFields name="billing" autoCompleteSection="billing" />
            </div>
          </Form>
        )}
        <FormMessageArea message={message ? { type: 'error', text: message } : null} onClear={() => setMessage(null)} className="max-w-xl" />
        <PaymentCardForm
          aria-label={t('Credit Card')}
          onPay={pay}
          years={years}
          // Place Order shows the billing address's problems too, not only the card's.
          onSubmitCapture={() => {
            if (!billingSame) void billingForm.trigger();
          }}
        />
      </section>
    </div>
  );
}
