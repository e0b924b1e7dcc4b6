import { t } from '@shop/ui/i18n';
import { shownDate } from '../../../lib/dates';
import { useStoreView } from '../../store-views/hooks';
import type { RewardAccount } from '../model';

const cell = 'px-3 py-3 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-1 max-md:before:min-w-24 max-md:before:font-semibold max-md:before:content-[attr(data-th)]';

/**
 * My Account › Reward Points: the balance, then the history of what earned or took back points
 * ("Earned for order #000000012"), newest first. On phones each change is a block of labelled lines.
 */
export function RewardPoints({ account }: { account: RewardAccount }) {
  const { balance, history } = account;
  const { locale } = useStoreView();
  const points = (n: number) => n.toLocaleString(locale);
  const titles = { points: t('Points'), reason: t('Reason'), date: t('Date') };
  // The balance in bold inside the sentence of the page's language.
  const [balanceBefore, balanceAfter] = (balance === 1 ? t('Your balance is %1 reward point.') : t('Your balance is %1 reward points.')).split('%1');
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="reward-balance" className="flex flex-col gap-3">
        <h2 id="reward-balance" className="border-b border-neutral-300 pb-2 text-xl font-bold">
          {t('Reward Points Balance')}
        </h2>
        <p data-slot="reward-balance" className="text-neutral-900">
          {balanceBefore}
          <strong>{points(balance)}</strong>
          {balanceAfter}
        </p>
        <p className="text-sm text-neutral-700">{t('You earn points when your order is invoiced; a refund takes back the points of what it refunds.')}</p>
      </section>
      <section aria-labelledby="reward-history" className="flex flex-col gap-3">
        <h2 id="reward-history" className="border-b border-neutral-300 pb-2 text-xl font-bold">
          {t('Balance History')}
        </h2>
        {history.length === 0 ? (
          <p className="rounded-md bg-neutral-50 p-4 text-neutral-800">{t('You have no reward points history yet.')}</p>
        ) : (
          <table data-slot="reward-history" className="w-full border-collapse text-start text-sm max-md:block">
            <caption className="sr-only">{t('Reward points history')}</caption>
            <thead className="border-b border-neutral-300 max-md:sr-only">
              <tr>
                {Object.values(titles).map((title) => (
                  <th key={title} scope="col" className="px-3 py-2 text-start font-semibold">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:block">
              {history.map((entry) => (
                <tr key={entry.id} className="border-b border-neutral-200 max-md:block max-md:py-3">
                  <td data-th={titles.points} className={`${cell} font-semibold tabular-nums`}>
                    {entry.delta > 0 ? `+${points(entry.delta)}` : `−${points(-entry.delta)}`}
                  </td>
                  <td data-th={titles.reason} className={cell}>
                    {entry.reason}
                  </td>
                  <td data-th={titles.date} className={cell}>
                    {shownDate(entry.createdAt, locale, 'numeric')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
