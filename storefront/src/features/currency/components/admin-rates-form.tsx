import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@shop/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { rateSchema } from '../model';

export interface RatesFormProps {
  /** The base currency (CURRENCY). */
  base: string;
  /** Each view currency other than the base one, with its rate ('' when it has none yet). */
  rates: readonly { currency: string; rate: string | null }[];
  /** Saves the checked rates by currency (the page posts them with the admin form reload). */
  onSave: (values: Record<string, string>) => Promise<void>;
}

/** Magento's Stores › Currency Rates: one rate per currency, "1 USD =" the rate in that currency. */
export function RatesForm({ base, rates, onSave }: RatesFormProps) {
  const schema = z.object(Object.fromEntries(rates.map(({ currency }) => [currency, rateSchema])));
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(rates.map(({ currency, rate }) => [currency, rate ?? ''])),
  });
  return (
    <Form {...form}>
      <form id="currency-rates" aria-label="Currency Rates" noValidate onSubmit={form.handleSubmit(onSave)} className="flex max-w-md flex-col gap-5">
        {rates.map(({ currency }) => (
          <FormField
            key={currency}
            control={form.control}
            name={currency}
            render={({ field }) => (
              <FormItem>
                <FormLabel required>{`1 ${base} in ${currency}`}</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="decimal" autoComplete="off" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
          Save Currency Rates
        </Button>
      </form>
    </Form>
  );
}
