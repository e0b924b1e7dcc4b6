import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { reloadAdminForm } from '@shop/ui/form-post';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { RatesForm } from '../../../src/features/currency/components/admin-rates-form';
import { currencyRatesSave } from '../../../src/features/currency/staff-contract';
import { resolveUrl } from '../../../src/lib/http';
import { requireStaff } from '../../lib/staff.server';
import type { loader as frameLoader } from './frame';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/currency-rates';

export const meta = () => [{ title: 'Currency Rates · Admin' }];

/** Stores › Currency Rates: the rate of each view currency per unit of the base currency. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'stores.currency_rates');
  return { base: shop.currency.base, rates: await shop.currency.rates() };
}

export default function CurrencyRates({ loaderData }: Route.ComponentProps) {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const { formKey } = useRouteLoaderData<typeof frameLoader>('routes/admin/frame')!;
  const [messages, setMessages] = useState<readonly MessageData[]>([]);
  const { base, rates } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Currency Rates" meta={`Prices are stored in ${base}; each store view shows them in its currency at these rates.`} />
      <Messages messages={messages} />
      <Panel title={`Rates from ${base}`}>
        <RatesForm
          base={base}
          rates={rates}
          onSave={async (values) => {
            const notified: MessageData[] = [];
            const result = await reloadAdminForm(
              { url: resolveUrl(baseUrl, currencyRatesSave.path), data: values },
              { getFormKey: () => formKey, notify: ({ type, text }) => notified.push({ type, text }) },
            );
            if (result.status === 'content') setMessages([{ type: 'success', text: (result.content as { message: string }).message }]);
            else setMessages(notified);
          }}
        />
      </Panel>
    </div>
  );
}
