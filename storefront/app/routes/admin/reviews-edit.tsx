import { useState } from 'react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DescriptionList } from '@shop/ui/description-list';
import { reloadAdminForm } from '@shop/ui/form-post';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { useStaffCall } from '../../../src/features/admin/hooks';
import { ReviewEditForm } from '../../../src/features/admin-reviews/components/review-edit-form';
import { ReviewStatusBadge } from '../../../src/features/admin-reviews/components/review-status-badge';
import { reviewPaths } from '../../../src/features/admin-reviews/model';
import { reviewSave, reviewsDelete } from '../../../src/features/admin-reviews/staff-contract';
import { resolveUrl } from '../../../src/lib/http';
import { idOf, notFound } from '../../lib/account.server';
import { requireStaff } from '../../lib/staff.server';
import type { loader as frameLoader } from './frame';
import type { loader as rootLoader } from '../../root';
import type { Route } from './+types/reviews-edit';

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData ? `Edit Review '${loaderData.review.title}' · Admin` : 'Review · Admin' }];

/** Marketing › All Reviews › Edit Review. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'reviews.moderate');
  const id = idOf(args.params.reviewId);
  const review = id === null ? null : await shop.reviewModeration.review(id);
  if (!review) notFound();
  return { review };
}

export default function ReviewEdit({ loaderData }: Route.ComponentProps) {
  // What was saved last (the loader's review until then): the header follows a save without reloading.
  const [review, setReview] = useState(loaderData.review);
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const { formKey } = useRouteLoaderData<typeof frameLoader>('routes/admin/frame')!;
  const navigate = useNavigate();
  const remove = useStaffCall(reviewsDelete);
  const [messages, setMessages] = useState<readonly MessageData[]>([]);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumbs={
          <Link to={reviewPaths.grid} className="text-sm font-semibold text-brand-700 underline underline-offset-4">
            Back to Reviews
          </Link>
        }
        title={`Edit Review '${review.title}'`}
        status={<ReviewStatusBadge status={review.status} />}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Delete Review
            </Button>
            <Button type="submit" form="review-edit">
              Save Review
            </Button>
          </>
        }
      />
      <Messages messages={messages} />
      <Panel title="Review Details">
        <div className="flex flex-col gap-6">
          <DescriptionList
            items={[
              { term: 'Product', details: `${review.productName} (${review.sku})` },
              { term: 'Posted By', details: review.byCustomer ? 'Customer' : 'Guest' },
              { term: 'Posted On', details: `${new Date(review.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC` },
              { term: 'Product Rating', details: `${review.rating} out of 5` },
            ]}
          />
          <ReviewEditForm
            review={review}
            onSave={async (values) => {
              const notified: MessageData[] = [];
              const result = await reloadAdminForm(
                { url: resolveUrl(baseUrl, reviewSave.path), data: { ...values, id: String(review.id) } },
                { getFormKey: () => formKey, notify: ({ type, text }) => notified.push({ type, text }) },
              );
              if (result.status === 'content') {
                const { message } = result.content as { message: string };
                setMessages([{ type: 'success', text: message }]);
                setReview({ ...review, ...values, status: values.status });
              } else setMessages(notified);
            }}
          />
        </div>
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Review"
        content="Are you sure you want to do this?"
        confirmLabel="OK"
        confirmVariant="danger"
        onConfirm={async () => {
          const result = await remove({ ids: [review.id] });
          if (result.ok) void navigate(reviewPaths.grid, { state: { message: result.answer.message } });
          else setMessages([{ type: 'error', text: result.message }]);
        }}
      />
    </div>
  );
}
