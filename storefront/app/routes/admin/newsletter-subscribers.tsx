import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import { useStaffCall } from '../../../src/features/admin/hooks';
import { SubscribersGrid } from '../../../src/features/admin-newsletter/components/subscribers-grid';
import { SUBSCRIBERS_GRID_PATH, subscriberGridParams, subscriberGridQuery } from '../../../src/features/admin-newsletter/model';
import { newsletterSubscribersDelete, newsletterSubscribersUnsubscribe } from '../../../src/features/admin-newsletter/staff-contract';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/newsletter-subscribers';

export const meta = () => [{ title: 'Newsletter Subscribers · Admin' }];

/** Marketing › Newsletter Subscribers: the grid's query is the page's address. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'marketing.newsletter');
  const query = subscriberGridQuery(new URL(args.request.url).searchParams);
  return { query, ...(await shop.newsletter.grid(query)) };
}

export default function NewsletterSubscribers({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [messages, setMessages] = useState<readonly MessageData[]>([]);
  const unsubscribe = useStaffCall(newsletterSubscribersUnsubscribe);
  const remove = useStaffCall(newsletterSubscribersDelete);
  /** Shows a call's answer above the grid and the grid as it is now. */
  const shown = async (result: Awaited<ReturnType<typeof remove>>): Promise<boolean> => {
    setMessages([result.ok ? { type: 'success', text: result.answer.message } : { type: 'error', text: result.message }]);
    if (result.ok) await revalidate();
    return result.ok;
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Newsletter Subscribers" meta="Addresses signed up for the newsletter: Not Activated until the subscriber confirms." />
      <Messages messages={messages} />
      <SubscribersGrid
        rows={loaderData.rows}
        total={loaderData.total}
        query={loaderData.query}
        onQueryChange={(query) => void navigate(`${SUBSCRIBERS_GRID_PATH}${subscriberGridParams(query)}`, { preventScrollReset: true })}
        onUnsubscribe={async (ids) => shown(await unsubscribe({ ids }))}
        onDelete={async (ids) => shown(await remove({ ids }))}
      />
    </div>
  );
}
