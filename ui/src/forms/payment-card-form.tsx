import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '../components/input';
import { Select } from '../components/select';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import { today } from '../clock';
import { CARD_TYPES, paymentCardSchema, type CardTypeCode } from '../validation';
import { FormFrame, FormSubmitRow } from './form-frame';
import { FormRow } from './form-row';

/** The payment card form's values: type code, number, expiry month (`01`-`12`) and year, verification number. */
export type PaymentCardValues = z.input<typeof paymentCardSchema>;

/** The card types offered when the payment method does not say. */
export const DEFAULT_CARD_TYPES: readonly CardTypeCode[] = ['AE', 'VI', 'MC', 'DI'];

/** How many years ahead of the current one the expiry year list reaches. */
export const EXPIRY_YEARS_AHEAD = 10;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type PaymentCardFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the valid card; 'Place Order' shows progress until it settles. */
  onPay: (values: PaymentCardValues) => void | Promise<void>;
  /** The card types the payment method accepts, in the order listed. @default DEFAULT_CARD_TYPES */
  cardTypes?: readonly CardTypeCode[];
  /**
   * The expiry years offered.
   * @default the current year (validation clock) and the EXPIRY_YEARS_AHEAD after it
   */
  years?: readonly number[];
  /** Values to start with. @default empty */
  defaultValues?: Partial<PaymentCardValues>;
};

/**
 * A payment card form (SPEC.md §3, §5): 'Credit Card Type', 'Credit Card Number' (digit
 * checksum and the chosen type's prefix and length), 'Expiration Date' month and year
 * (not in the past) and 'Card Verification Number' (3 digits, 4 for American Express).
 */
export function PaymentCardForm({
  onPay,
  cardTypes = DEFAULT_CARD_TYPES,
  years,
  defaultValues,
  className,
  ...props
}: PaymentCardFormProps) {
  const form = useForm<PaymentCardValues>({
    resolver: zodResolver(paymentCardSchema),
    defaultValues: { ccType: '', ccNumber: '', ccExpMonth: '', ccExpYear: '', ccCvn: '', ...defaultValues },
  });
  const typeOptions = cardTypes.map((code) => ({ value: code, label: t(CARD_TYPES[code].name) }));
  const monthOptions = MONTH_NAMES.map((name, index) => {
    const month = String(index + 1).padStart(2, '0');
    return { value: month, label: `${month} - ${t(name)}` };
  });
  const yearOptions = useMemo(() => {
    const firstYear = today().getFullYear();
    const offered = years ?? Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => firstYear + index);
    return offered.map((year) => ({ value: String(year), label: String(year) }));
  }, [years]);

  return (
    <FormFrame
      form={form}
      slot="payment-card-form"
      // 'Place Order' is disabled while onPay runs: focus comes back to it (or the first invalid field) after.
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((values) => onPay(values))}
      className={cn('flex w-full max-w-md flex-col gap-5', className)}
      {...props}
    >
      <FormRow
        control={form.control}
        name="ccType"
        // Once the form was sent, a new type re-checks the number and the verification number against it.
        rules={{ deps: ['ccNumber', 'ccCvn'] }}
        label={t('Credit Card Type')}
        required
      >
        {(field) => (
          <Select
            autoComplete="cc-type"
            placeholder={t('--Please Select--')}
            options={typeOptions}
            aria-required
            {...field}
          />
        )}
      </FormRow>
      <FormRow
        control={form.control}
        name="ccNumber"
        rules={{ deps: ['ccType'] }}
        label={t('Credit Card Number')}
        required
      >
        {(field) => <Input inputMode="numeric" autoComplete="cc-number" aria-required {...field} />}
      </FormRow>
      <fieldset data-slot="payment-card-form-expiry" className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-neutral-900">
          {t('Expiration Date')}
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        </legend>
        {/* The selects show 'Month' and 'Year' until chosen, as the shop's payment forms do; their labels are for screen readers. */}
        <div className="grid grid-cols-2 gap-3">
          <FormRow control={form.control} name="ccExpMonth" label={t('Month')} labelClassName="sr-only">
            {(field) => (
              <Select
                autoComplete="cc-exp-month"
                placeholder={t('Month')}
                options={monthOptions}
                aria-required
                {...field}
              />
            )}
          </FormRow>
          <FormRow
            control={form.control}
            name="ccExpYear"
            rules={{ deps: ['ccExpMonth'] }}
            label={t('Year')}
            labelClassName="sr-only"
          >
            {(field) => (
              <Select autoComplete="cc-exp-year" placeholder={t('Year')} options={yearOptions} aria-required {...field} />
            )}
          </FormRow>
        </div>
      </fieldset>
      <FormRow
        control={form.control}
        name="ccCvn"
        label={t('Card Verification Number')}
        required
        description={t('The 3 digits on the back of the card; 4 on the front for American Express.')}
      >
        {(field) => (
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} className="w-24" aria-required {...field} />
        )}
      </FormRow>
      <FormSubmitRow label={t('Place Order')} loading={form.formState.isSubmitting} />
    </FormFrame>
  );
}
