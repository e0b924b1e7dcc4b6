import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Form } from '@shop/ui/form-field';
import { FormMessageArea, FormRow } from '@shop/ui/forms';
import { Input, requiredEmailInput } from '@shop/ui/input';
import { Select } from '@shop/ui/select';
import { useFocusMessageAfterSubmit } from '../../../lib/focus-message';
import { usePostThenNavigate, type NavigatingAnswer } from '../../../lib/post-then-navigate';
import { FIND_ORDER_BY, guestOrderLookupSchema, type GuestOrderLookupValues } from '../model';
import { GUEST_ORDER_TEXTS as T } from '../paths';

export interface GuestOrderFormProps {
  /** Sends the lookup; a success names the order's page, a refusal its message. */
  lookup: (values: GuestOrderLookupValues) => Promise<NavigatingAnswer>;
  /** @default window.location.assign */
  navigate?: (url: string) => void;
}

/**
 * Luma's Orders and Returns form: Order ID, Billing Last Name and Find Order By, then the e-mail or
 * the billing ZIP code, checked by the kit's rules; Continue opens the order, or shows why not.
 */
export function GuestOrderForm({ lookup, navigate }: GuestOrderFormProps) {
  const form = useForm<GuestOrderLookupValues>({
    resolver: zodResolver(guestOrderLookupSchema),
    defaultValues: { oar_order_id: '', oar_billing_lastname: '', oar_type: 'email', oar_email: '', oar_zip: '' },
  });
  const findBy = useWatch({ control: form.control, name: 'oar_type' });
  const { post, message, clearMessage } = usePostThenNavigate(navigate);
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting, slot: 'guest-order-message', hasMessage: message !== undefined });
  const submit = form.handleSubmit(async (values) => {
    await post(true, () => lookup(values));
  });
  return (
    <Form {...form}>
      <form ref={formRef} data-slot="guest-order-form" aria-label={T.heading} noValidate onSubmit={submit} className="flex w-full max-w-xl flex-col gap-6">
        <FormMessageArea data-slot="guest-order-message" message={message ? { type: 'error', text: message } : null} onClear={clearMessage} />
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-4 w-full border-b border-neutral-300 pb-2 text-xl font-bold">{T.legend}</legend>
          <FormRow control={form.control} name="oar_order_id" label={T.orderId} required>
            {(field) => <Input autoComplete="off" inputMode="numeric" aria-required {...field} />}
          </FormRow>
          <FormRow control={form.control} name="oar_billing_lastname" label={T.lastname} required>
            {(field) => <Input autoComplete="family-name" aria-required {...field} />}
          </FormRow>
          <FormRow control={form.control} name="oar_type" label={T.findBy} required>
            {(field) => <Select options={[...FIND_ORDER_BY]} aria-required {...field} />}
          </FormRow>
          {findBy === 'zip' ? (
            <FormRow key="zip" control={form.control} name="oar_zip" label={T.zip} required>
              {(field) => <Input autoComplete="postal-code" aria-required {...field} value={field.value ?? ''} />}
            </FormRow>
          ) : (
            <FormRow key="email" control={form.control} name="oar_email" label={T.email} required>
              {(field) => <Input {...requiredEmailInput} {...field} value={field.value ?? ''} />}
            </FormRow>
          )}
        </fieldset>
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {T.submit}
          </Button>
        </div>
      </form>
    </Form>
  );
}
