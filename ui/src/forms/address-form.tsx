import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useForm, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { Input } from '../components/input';
import { Select } from '../components/select';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import {
  addressSchema,
  countryById,
  COUNTRIES,
  DEFAULT_COUNTRY_ID,
  type Address,
  type AddressFormValues,
} from '../validation';
import { FormFrame, FormSubmitRow } from './form-frame';
import { FormRow } from './form-row';

/** An empty address as a form starts with, in `countryId` (the shop's default country). */
export function emptyAddressValues(countryId: string = DEFAULT_COUNTRY_ID): AddressFormValues {
  return {
    firstname: '',
    lastname: '',
    street: ['', ''],
    city: '',
    country_id: countryId,
    region_code: '',
    region: '',
    postcode: '',
    telephone: '',
  };
}

export type AddressFieldsProps = {
  /**
   * Where the address sits in the form's values, e.g. `'shipping'` for `shipping.firstname`;
   * empty when the address is the whole form. @default ''
   */
  name?: string;
  /**
   * The autofill section (`shipping`, `billing`), so a browser fills each address of a
   * checkout from the matching saved one. @default undefined
   */
  autoCompleteSection?: 'shipping' | 'billing';
  /** Disables every field, e.g. while the form is sent. @default false */
  disabled?: boolean;
  /** Classes of the fields' container. @default undefined */
  className?: string;
};

/**
 * The fields of a postal address as Magento's checkout asks for it (First Name, Last Name,
 * Street Address on two lines, City, State/Province, Zip/Postal Code, Country, Phone Number),
 * bound to the react-hook-form of the `Form` around them. The form's resolver checks them:
 * put `addressSchema` at `name` in its schema. State/Province is a list for countries that
 * have regions and free text otherwise; a change of country clears it and checks the
 * postcode again (once the form was sent).
 *
 * @example
 * const form = useForm({ resolver: zodResolver(z.object({ shipping: addressSchema })), defaultValues: { shipping: emptyAddressValues() } });
 * <Form {...form}><form onSubmit={form.handleSubmit(save)}><AddressFields name="shipping" /></form></Form>
 */
export function AddressFields({ name = '', autoCompleteSection, disabled = false, className }: AddressFieldsProps) {
  const where = useAddressPlace(name, autoCompleteSection, disabled);
  const { control, path, auto } = where;

  return (
    <div data-slot="address-fields" className={cn('flex flex-col gap-5', className)}>
      <FormRow control={control} name={path('firstname')} label={t('First Name')} required>
        {(field) => <Input autoComplete={auto('given-name')} aria-required {...field} disabled={disabled} />}
      </FormRow>
      <FormRow control={control} name={path('lastname')} label={t('Last Name')} required>
        {(field) => <Input autoComplete={auto('family-name')} aria-required {...field} disabled={disabled} />}
      </FormRow>
      {/* Two rows, as Magento's street lines: the second is optional and named for screen readers only. */}
      <div data-slot="address-fields-street" className="flex flex-col gap-2">
        <FormRow control={control} name={path('street.0')} label={t('Street Address')} required>
          {(field) => <Input autoComplete={auto('address-line1')} aria-required {...field} disabled={disabled} />}
        </FormRow>
        <FormRow
          control={control}
          name={path('street.1')}
          label={t('Street Address: Line 2')}
          labelClassName="sr-only"
        >
          {(field) => <Input autoComplete={auto('address-line2')} {...field} disabled={disabled} />}
        </FormRow>
      </div>
      <FormRow control={control} name={path('city')} label={t('City')} required>
        {(field) => <Input autoComplete={auto('address-level2')} aria-required {...field} disabled={disabled} />}
      </FormRow>
      <RegionRow {...where} />
      <PostcodeRow {...where} />
      <CountryRow {...where} />
      <FormRow control={control} name={path('telephone')} label={t('Phone Number')} required>
        {(field) => <Input type="tel" autoComplete={auto('tel')} aria-required {...field} disabled={disabled} />}
      </FormRow>
    </div>
  );
}

/** Where the address rows sit in the form, and how they are named for autofill. */
function useAddressPlace(name: string, autoCompleteSection: AddressFieldsProps['autoCompleteSection'], disabled: boolean) {
  const { control } = useFormContext<FieldValues>();
  const path = (field: string) => (name ? `${name}.${field}` : field);
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const countryId = useWatch({ control, name: path('country_id') }) as string | undefined;
  return { control, path, auto, disabled, country: countryById(countryId ?? '') };
}

type AddressPlace = ReturnType<typeof useAddressPlace>;

/** State/Province: a list for countries that have regions, free text otherwise. */
function RegionRow({ control, path, auto, disabled, country, required = true }: AddressPlace & { required?: boolean }) {
  if (!country?.regions) {
    return (
      <FormRow key="region-text" control={control} name={path('region')} label={t('State/Province')}>
        {(field) => <Input autoComplete={auto('address-level1')} {...field} disabled={disabled} />}
      </FormRow>
    );
  }
  const regionOptions = country.regions.map((region) => ({ value: region.code, label: t(region.name) }));
  return (
    <FormRow key={`region-list-${country.id}`} control={control} name={path('region_code')} label={t('State/Province')} required={required}>
      {(field) => (
        <Select
          autoComplete={auto('address-level1')}
          placeholder={t('Please select a region, state or province.')}
          options={regionOptions}
          aria-required={required}
          {...field}
          disabled={disabled}
        />
      )}
    </FormRow>
  );
}

/** Zip/Postal Code: required where the country has a format. */
function PostcodeRow({ control, path, auto, disabled, country, required = true }: AddressPlace & { required?: boolean }) {
  const needed = required && country?.postcode !== undefined;
  return (
    <FormRow control={control} name={path('postcode')} label={t('Zip/Postal Code')} required={needed}>
      {(field) => <Input autoComplete={auto('postal-code')} aria-required={needed} {...field} disabled={disabled} />}
    </FormRow>
  );
}

/** Country: a change clears the region and checks the postcode again once its message may show. */
function CountryRow({ control, path, auto, disabled }: AddressPlace) {
  const { setValue, getFieldState, formState, trigger } = useFormContext<FieldValues>();
  const countryOptions = COUNTRIES.map((option) => ({ value: option.id, label: t(option.name) }));
  return (
    <FormRow control={control} name={path('country_id')} label={t('Country')} required>
      {(field) => (
        <Select
          autoComplete={auto('country')}
          options={countryOptions}
          aria-required
          {...field}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event);
            // A region of the former country means nothing in the new one.
            setValue(path('region_code'), '');
            setValue(path('region'), '');
            // Once shown, the postcode's message follows the new country's format.
            if (formState.isSubmitted || getFieldState(path('postcode')).isTouched) {
              void trigger(path('postcode'));
            }
          }}
        />
      )}
    </FormRow>
  );
}

export type DestinationFieldsProps = Omit<AddressFieldsProps, 'autoCompleteSection'> & {
  /** The autofill section. @default 'shipping' */
  autoCompleteSection?: 'shipping' | 'billing';
};

/**
 * The destination of Luma's "Estimate Shipping and Tax": Country, State/Province (a list for
 * countries that have regions, else free text) and Zip/Postal Code, none of them but the country
 * required. The same rows as `AddressFields`; put `destinationFormSchema` at `name` in the form's schema.
 */
export function DestinationFields({ name = '', autoCompleteSection = 'shipping', disabled = false, className }: DestinationFieldsProps) {
  const where = useAddressPlace(name, autoCompleteSection, disabled);
  return (
    <div data-slot="destination-fields" className={cn('flex flex-col gap-4', className)}>
      <CountryRow {...where} />
      <RegionRow {...where} required={false} />
      <PostcodeRow {...where} required={false} />
    </div>
  );
}

export type AddressFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the checked address (trimmed, the region's name filled in); the button shows progress until it settles. */
  onSave: (address: Address) => void | Promise<void>;
  /** Values to start with. @default an empty address in DEFAULT_COUNTRY_ID */
  defaultValues?: Partial<AddressFormValues>;
  /** The submit button's text. @default t('Save Address') */
  submitLabel?: string;
  /** The autofill section of the fields. @default undefined */
  autoCompleteSection?: 'shipping' | 'billing';
};

/**
 * A standalone address form: the `AddressFields` with `addressSchema`'s rules (SPEC.md §5
 * messages) and a submit button. An invalid form is not sent; the first invalid field gets focus.
 */
export function AddressForm({
  onSave,
  defaultValues,
  submitLabel = t('Save Address'),
  autoCompleteSection,
  className,
  ...props
}: AddressFormProps) {
  const form = useForm<AddressFormValues, unknown, Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: { ...emptyAddressValues(), ...defaultValues },
  });

  return (
    <FormFrame
      form={form}
      slot="address-form"
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((address) => onSave(address))}
      className={cn('flex w-full max-w-xl flex-col gap-5', className)}
      {...props}
    >
      <AddressFields autoCompleteSection={autoCompleteSection} />
      <FormSubmitRow label={submitLabel} loading={form.formState.isSubmitting} />
    </FormFrame>
  );
}
