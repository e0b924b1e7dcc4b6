import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@shop/ui/button';
import { Checkbox } from '@shop/ui/checkbox';
import { cn } from '@shop/ui/cn';
import { Form } from '@shop/ui/form-field';
import { AddressFields, emptyAddressValues, FormRow } from '@shop/ui/forms';
import { Input, requiredEmailInput } from '@shop/ui/input';
import { formatMoney } from '@shop/ui/money';
import { t } from '@shop/ui/i18n';
import { addressSchema, emailFieldSchema, type Address, type AddressFormValues } from '@shop/ui/validation';
import type { SavedAddress, ShippingMethod } from '../contract';
import {
  CHECKOUT_TEXTS,
  destinationOf,
  initialSavedAddress,
  savedAddressLabel,
  savedAddressValues,
  type Destination,
} from '../model';
import { StepTitle } from './step-title';
import { useStoreView } from '../../store-views/hooks';

/** The shipping step's form as it holds its values. */
export interface ShippingStepValues {
  email: string;
  shipping: AddressFormValues;
  save_in_address_book: boolean;
}

/** What 'Next' hands on: the address (as typed, and as checked), the guest's e-mail, the saved address chosen. */
export interface ShippingStepResult {
  email?: string;
  /** The address as typed: Place Order sends it, the server checks it again with the same rules. */
  shipping: AddressFormValues;
  /** The address as the rules checked it (trimmed, the region's name filled in), to show. */
  checked: Address;
  save_in_address_book: boolean;
  /** The saved address used, null for a new one. */
  saved_address_id: number | null;
}

export interface ShippingStepProps {
  /** A guest gives an e-mail address; a signed-in customer may pick a saved address. */
  guest: boolean;
  /** The customer's saved addresses, known when the step mounts (none for a guest). @default undefined */
  savedAddresses?: readonly SavedAddress[];
  /** The methods for the current destination, cheapest first; undefined before the first estimate. */
  methods: readonly ShippingMethod[] | undefined;
  /** The method selected. */
  selectedMethod: string | null;
  /** Whether an estimate for a new destination runs. */
  estimating: boolean;
  /** The currency of the amounts. */
  currency: string;
  /** Values to start with. @default an empty address in the default country */
  defaultValues?: Partial<ShippingStepValues>;
  /** The destination changed (country, listed region, a postcode that fits): estimate again. */
  onDestinationChange: (destination: Destination | null) => void;
  onMethodChange: (code: string) => void;
  /** Call 15 for the guest's e-mail: true when no account has it. @default undefined (no check) */
  checkEmail?: (email: string) => Promise<true | string>;
  /** Opens the sign-in popup (offered when the e-mail has an account). @default undefined */
  onSignIn?: () => void;
  /**
   * 'Next' with valid fields: resolves to null when the checkout goes on to payment, else to
   * the message to show (no method offered or chosen; `shippingStepProblem`).
   */
  onNext: (result: ShippingStepResult) => Promise<string | null>;
}

const NEW_ADDRESS = 'new';

/** A radio button's label drawn as a card (a saved address, a shipping method): the chosen one stands out, the focus ring goes round it. */
const radioCard = (layout: string, chosen: boolean) =>
  cn(
    layout,
    'cursor-pointer rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
    chosen ? 'border-brand-700 bg-brand-50' : 'border-neutral-300',
  );
const radioCardInput = 'size-4 accent-brand-700 focus-visible:outline-none';

/**
 * Luma's Shipping step: the guest's Email Address (with the offer to sign in when it has an
 * account), the shipping address (a saved one or a new one, "Save in address book"), the
 * shipping methods with their prices as radio buttons and 'Next'.
 */
export function ShippingStep({
  guest,
  savedAddresses,
  methods,
  selectedMethod,
  estimating,
  currency,
  defaultValues,
  onDestinationChange,
  onMethodChange,
  checkEmail,
  onSignIn,
  onNext,
}: ShippingStepProps) {
  const { locale } = useStoreView();
  const schema = useMemo(
    () => z.object({ email: guest ? emailFieldSchema() : z.string(), shipping: addressSchema, save_in_address_book: z.boolean() }),
    [guest],
  );
  // A signed-in customer starts on their default shipping address.
  const firstSaved = savedAddresses ? initialSavedAddress(savedAddresses) : null;
  const form = useForm<ShippingStepValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      shipping: firstSaved ? savedAddressValues(firstSaved) : emptyAddressValues(),
      save_in_address_book: true,
      ...defaultValues,
    },
  });
  const [addressChoice, setAddressChoice] = useState<string>(firstSaved ? String(firstSaved.id) : NEW_ADDRESS);
  const [emailNotice, setEmailNotice] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const methodsId = useId();
  const checkedEmail = useRef('');

  const [countryId, regionCode, postcode] = useWatch({ control: form.control, name: ['shipping.country_id', 'shipping.region_code', 'shipping.postcode'] });
  const saveInAddressBook = useWatch({ control: form.control, name: 'save_in_address_book' });
  const destination = destinationOf({ country_id: countryId, region_code: regionCode, postcode });
  const destinationKey = JSON.stringify(destination);
  useEffect(() => {
    onDestinationChange(JSON.parse(destinationKey) as Destination | null);
    // The key stands for the destination: a new estimate only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [destinationKey]);

  const chooseAddress = (choice: string) => {
    setAddressChoice(choice);
    const saved = savedAddresses?.find((address) => String(address.id) === choice);
    form.setValue('shipping', saved ? savedAddressValues(saved) : emptyAddressValues(), { shouldValidate: form.formState.isSubmitted });
  };

  const onEmailBlur = async (email: string) => {
    if (!checkEmail || email === checkedEmail.current || !emailFieldSchema().safeParse(email).success) return;
    checkedEmail.current = email;
    const answer = await checkEmail(email);
    if (checkedEmail.current === email) setEmailNotice(answer !== true);
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    setProblem(await onNext({
      email: guest ? values.email : undefined,
      shipping: form.getValues('shipping'),
      checked: values.shipping,
      save_in_address_book: addressChoice === NEW_ADDRESS && !guest && values.save_in_address_book,
      saved_address_id: addressChoice === NEW_ADDRESS ? null : Number(addressChoice),
    }));
  });

  const showSaved = !guest && savedAddresses !== undefined && savedAddresses.length > 0;

  return (
    <Form {...form}>
      <form data-slot="shipping-step" aria-labelledby="shipping-address-title" noValidate onSubmit={submit} className="flex flex-col gap-8">
        <section className="flex flex-col gap-5">
          <StepTitle id="shipping-address-title">{t('Shipping Address')}</StepTitle>
          {guest ? (
            <div className="flex max-w-xl flex-col gap-3">
              <FormRow name="email" label={t('Email Address')} required description={t('You can create an account after checkout.')}>
                {(field) => (
                  <Input
                    {...requiredEmailInput}
                    {...field}
                    onBlur={(event) => {
                      field.onBlur();
                      void onEmailBlur(event.currentTarget.value.trim());
                    }}
                  />
                )}
              </FormRow>
              {emailNotice ? (
                <div role="status" data-slot="shipping-step-email-notice" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-brand-50 px-4 py-3 text-sm text-neutral-900">
                  <span>{CHECKOUT_TEXTS.emailHasAccount}</span>
                  {onSignIn ? (
                    <Button variant="link" size="sm" className="h-auto px-0" onClick={onSignIn}>
                      {t('Sign In')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </div>
          ) : null}
          {showSaved ? (
            <fieldset data-slot="shipping-step-saved-addresses" className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-neutral-900">{t('Ship to')}</legend>
              {[...savedAddresses.map((address) => ({ value: String(address.id), label: savedAddressLabel(address, locale) })), { value: NEW_ADDRESS, label: t('New Address') }].map(
                (option) => (
                  <label key={option.value} className={radioCard('flex items-start gap-3', addressChoice === option.value)}>
                    <input
                      type="radio"
                      name="saved_address"
                      value={option.value}
                      checked={addressChoice === option.value}
                      onChange={() => chooseAddress(option.value)}
                      className={cn('mt-1', radioCardInput)}
                    />
                    <span>{option.label}</span>
                  </label>
                ),
              )}
            </fieldset>
          ) : null}
          <div hidden={showSaved && addressChoice !== NEW_ADDRESS} className="flex max-w-xl flex-col gap-5">
            <AddressFields name="shipping" autoCompleteSection="shipping" />
            {!guest ? (
              <label className="flex items-center gap-2 text-sm">
                <Checkbox
                  name="save_in_address_book"
                  checked={saveInAddressBook}
                  onCheckedChange={(checked) => form.setValue('save_in_address_book', checked === true)}
                />
                {t('Save in address book')}
              </label>
            ) : null}
          </div>
        </section>
        <section aria-labelledby={`${methodsId}-title`} className="flex flex-col gap-4">
          <StepTitle id={`${methodsId}-title`}>{t('Shipping Methods')}</StepTitle>
          <fieldset
            data-slot="shipping-step-methods"
            aria-busy={estimating || methods === undefined}
            className={cn('flex min-h-[3.5rem] flex-col gap-2 transition-opacity', estimating && 'opacity-60')}
          >
            <legend className="sr-only">{t('Shipping Methods')}</legend>
            {methods === undefined ? <p className="text-neutral-700">{t('Loading...')}</p> : null}
            {methods?.length === 0 && !estimating ? <p className="text-neutral-700">{CHECKOUT_TEXTS.noShippingMethods}</p> : null}
            {methods?.map((method) => (
              <label
                key={method.code}
                className={radioCard('grid grid-cols-[auto_5.5rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[auto_6rem_1fr_1fr]', selectedMethod === method.code)}
              >
                <input
                  type="radio"
                  name="shipping_method"
                  value={method.code}
                  checked={selectedMethod === method.code}
                  onChange={() => {
                    setProblem(null);
                    onMethodChange(method.code);
                  }}
                  className={radioCardInput}
                />
                <span className="font-semibold tabular-nums">{formatMoney(method.amount, { currency, locale })}</span>{' '}
                <span>{method.method_title}</span>{' '}
                <span className="col-start-3 text-neutral-700 sm:col-start-auto">{method.carrier_title}</span>
              </label>
            ))}
          </fieldset>
          {problem ? (
            <p role="alert" className="rounded-md bg-danger-50 px-4 py-3 text-danger-700">
              {problem}
            </p>
          ) : null}
        </section>
        <div className="flex justify-end border-t border-neutral-300 pt-5">
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-40" loading={form.formState.isSubmitting}>
            {t('Next')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
