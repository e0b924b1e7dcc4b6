import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@shop/ui/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Checkbox } from '@shop/ui/checkbox';
import { Form } from '@shop/ui/form-field';
import { AddressFields, emptyAddressValues, FormMessageArea } from '@shop/ui/forms';
import { addressSchema, type Address, type AddressFormValues } from '@shop/ui/validation';
import { z } from 'zod';
import { usePostThenNavigate, type NavigatingAnswer } from '../../../lib/post-then-navigate';
import { savedAddressValues } from '../../checkout/model';
import type { SavedAddress } from '../types';
import { useFocusMessageAfterSubmit } from '../../../lib/focus-message';

const schema = z.object({ address: addressSchema });

export interface AddressEditFormProps {
  /** The address being edited; undefined for a new one. */
  address?: SavedAddress;
  /** The name a new address starts with (the customer's). @default empty */
  name?: { firstname: string; lastname: string };
  /** Posts the address (Save Address); a success navigates where the answer says. */
  save: (request: { id?: number; address: AddressFormValues; default_billing: boolean; default_shipping: boolean }) => Promise<NavigatingAnswer>;
  /** @default window.location.assign */
  navigate?: (url: string) => void;
}

/**
 * Luma's address form of the address book: the checkout's address fields and rules (the kit's
 * `AddressFields` and `addressSchema`), the default billing and shipping choices, Save Address.
 * An address that already is a default says so instead of offering the choice (a default is
 * changed by making another address the default).
 */
export function AddressEditForm({ address, name, save, navigate }: AddressEditFormProps) {
  const form = useForm<{ address: AddressFormValues }, unknown, { address: Address }>({
    resolver: zodResolver(schema),
    defaultValues: { address: address ? savedAddressValues(address) : { ...emptyAddressValues(), ...name } },
  });
  const [defaultBilling, setDefaultBilling] = useState(false);
  const [defaultShipping, setDefaultShipping] = useState(false);
  const { post, message, clearMessage } = usePostThenNavigate(navigate);
  // After a refusal, focus goes to its message (the first invalid field comes first).
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting, slot: 'address-edit-form-message' });

  // The server checks the address again with the same rules: it gets the fields as typed.
  const submit = () =>
    post(true, () => save({ ...(address ? { id: address.id } : {}), address: form.getValues('address'), default_billing: defaultBilling, default_shipping: defaultShipping }));

  const defaults = [
    { id: 'default_billing', isDefault: address?.is_default_billing, checked: defaultBilling, set: setDefaultBilling, label: t('Use as my default billing address'), is: t("It's a default billing address.") },
    { id: 'default_shipping', isDefault: address?.is_default_shipping, checked: defaultShipping, set: setDefaultShipping, label: t('Use as my default shipping address'), is: t("It's a default shipping address.") },
  ];

  return (
    <Form {...form}>
      <form ref={formRef} data-slot="address-edit-form" aria-label={address ? t('Edit Address') : t('Add New Address')} noValidate onSubmit={form.handleSubmit(submit)} className="flex w-full max-w-xl flex-col gap-5">
        <FormMessageArea data-slot="address-edit-form-message" message={message ? { type: 'error', text: message } : null} onClear={clearMessage} />
        <AddressFields name="address" />
        <div className="flex flex-col gap-3">
          {defaults.map((choice) =>
            choice.isDefault ? (
              <p key={choice.id} className="text-sm font-semibold text-neutral-800">
                {choice.is}
              </p>
            ) : (
              <label key={choice.id} className="flex items-center gap-2 text-sm">
                <Checkbox name={choice.id} checked={choice.checked} onCheckedChange={(checked) => choice.set(checked === true)} />
                {choice.label}
              </label>
            ),
          )}
        </div>
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Save Address')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
