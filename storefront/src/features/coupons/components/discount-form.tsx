import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@shop/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@shop/ui/collapsible';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { couponCodeParam } from '../contract';
import { COUPON_TEXTS } from '../model';

const codeSchema = z.object({ coupon_code: couponCodeParam });

export interface DiscountFormProps {
  /** The code the cart has applied (from the cart section, or checkout's totals); undefined without one. */
  appliedCode: string | undefined;
  /** Applies a code; the answer's message shows in the shop's messages area. Resolves once the cart is updated. */
  apply: (code: string) => Promise<unknown>;
  /** Cancels the applied code. */
  cancel: () => Promise<unknown>;
  /** Classes of the block. */
  className?: string;
}

/**
 * Luma's "Apply Discount Code" block: a collapsible panel (open while a code is applied) with the
 * code field and "Apply Discount"; once applied the field shows the code, read-only, and the
 * button is "Cancel Coupon". What the code takes off comes back from the server in the totals.
 */
export function DiscountForm({ appliedCode, apply, cancel, className }: DiscountFormProps) {
  const form = useForm<{ coupon_code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { coupon_code: appliedCode ?? '' } });
  const applied = appliedCode !== undefined;
  // Open while a code is applied (and when one arrives); canceling it leaves the block open.
  const [open, setOpen] = useState(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    if (applied) setOpen(true);
  }
  const { reset } = form;
  // The cart section (or the totals) says which code is applied: the field follows it.
  useEffect(() => {
    reset({ coupon_code: appliedCode ?? '' });
  }, [appliedCode, reset]);

  const submit = form.handleSubmit(async ({ coupon_code }) => {
    if (applied) await cancel();
    else await apply(coupon_code);
  });

  return (
    <Collapsible data-slot="discount-form" open={open} onOpenChange={setOpen} className={className}>
      <CollapsibleTrigger>{COUPON_TEXTS.blockTitle()}</CollapsibleTrigger>
      <CollapsibleContent>
        <Form {...form}>
          <form noValidate aria-label={COUPON_TEXTS.blockTitle()} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField
              control={form.control}
              name="coupon_code"
              render={({ field }) => (
                <FormItem className="flex-1">
                  <FormLabel>{COUPON_TEXTS.fieldLabel()}</FormLabel>
                  <FormControl>
                    <Input {...field} readOnly={applied} autoComplete="off" spellCheck={false} placeholder={COUPON_TEXTS.placeholder()} className={applied ? 'bg-neutral-100' : undefined} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" variant={applied ? 'secondary' : 'primary'} className="sm:mt-7" loading={form.formState.isSubmitting}>
              {applied ? COUPON_TEXTS.cancel() : COUPON_TEXTS.apply()}
            </Button>
          </form>
        </Form>
      </CollapsibleContent>
    </Collapsible>
  );
}
