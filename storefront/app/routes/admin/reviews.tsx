import { useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import { useStaffCall } from '../../../src/features/admin/hooks';
import { ReviewsGrid } from '../../../src/features/admin-reviews/components/reviews-grid';
import { reviewGridParams, reviewGridQuery, reviewPaths } from '../../../src/features/admin-reviews/model';
import { reviewsDelete, reviewsUpdateStatus } from '../../../src/features/admin-reviews/staff-contract';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/reviews';

export const meta = () => [{ title: 'Reviews · Admin' }];

/** Marketing › All Reviews: the grid's query is the page's address. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'reviews.moderate');
  const query = reviewGridQuery(new URL(args.request.url).searchParams);
  return { query, ...(await shop.reviewModeration.grid(query)) };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  // The edit page's Delete Review comes back here with its message.
  const { state } = useLocation() as { state: { message?: string } | null };
  const [messages, setMessages] = useState<readonly MessageData[]>(() => (state?.message ? [{ type: 'success', text: state.message }] : []));
  const updateStatus = useStaffCall(reviewsUpdateStatus);
  const remove = useStaffCall(reviewsDelete);
  /** Shows a call's answer above the grid and the grid as it is now. */
  const shown = async (result: Awaited<ReturnType<typeof updateStatus>>): Promise<boolean> => {
    setMessages([result.ok ? { type: 'success', text: result.answer.message } : { type: 'error', text: result.message }]);
    if (result.ok) await revalidate();
    return result.ok;
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reviews" meta="Pending reviews first: approve one to publish it on its product's page." />
      <Messages messages={messages} />
      <ReviewsGrid
        rows={loaderData.rows}
        total={loaderData.total}
        query={loaderData.query}
        onQueryChange={(query) => void navigate(`${reviewPaths.grid}${reviewGridParams(query)}`, { preventScrollReset: true })}
        onUpdateStatus={async (ids, status) => shown(await updateStatus({ ids, status }))}
        onDelete={async (ids) => shown(await remove({ ids }))}
        editUrl={reviewPaths.edit}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </div>
  );
}
