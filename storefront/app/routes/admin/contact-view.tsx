import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DescriptionList } from '@shop/ui/description-list';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { useStaffCall } from '../../../src/features/admin/hooks';
import { contactPaths } from '../../../src/features/admin-contact/model';
import { contactMessageDelete } from '../../../src/features/admin-contact/staff-contract';
import { idOf, notFound } from '../../lib/account.server';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/contact-view';

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData ? `Message from ${loaderData.message.name} · Admin` : 'Message · Admin' }];

/** One contact message; opening it marks it read (logged as the member of staff who opened it). */
export async function loader(args: Route.LoaderArgs) {
  const { shop, access } = await requireStaff(args, 'contact.messages');
  const id = idOf(args.params.messageId);
  const { member } = access;
  const message = id === null ? null : await shop.contactInbox.open(id, { actor: { id: member.id, username: member.username } });
  if (!message) notFound();
  return { message };
}

export default function ContactView({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const navigate = useNavigate();
  const remove = useStaffCall(contactMessageDelete);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<readonly MessageData[]>([]);
  const received = `${new Date(message.receivedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumbs={
          <Link to={contactPaths.grid} className="text-sm font-semibold text-brand-700 underline underline-offset-4">
            Back to Contact Messages
          </Link>
        }
        title={`Message from ${message.name}`}
        meta={`Received ${received}`}
        actions={
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        }
      />
      <Messages messages={errors} />
      <Panel title="Contact Information">
        <DescriptionList
          items={[
            { term: 'Name', details: message.name },
            {
              term: 'Email',
              details: (
                <a href={`mailto:${message.email}`} className="break-all font-semibold text-brand-700 underline underline-offset-4">
                  {message.email}
                </a>
              ),
            },
            { term: 'Phone Number', details: message.telephone || '—' },
            { term: 'Received', details: received },
            ...(message.customerId !== null ? [{ term: 'Customer', details: `Signed in as customer #${message.customerId}` }] : []),
          ]}
        />
      </Panel>
      <Panel title="What's on your mind?">
        <p className="whitespace-pre-wrap break-words">{message.comment}</p>
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Message"
        content="Are you sure you want to delete this message?"
        confirmLabel="OK"
        confirmVariant="danger"
        onConfirm={async () => {
          const result = await remove({ id: message.id });
          if (result.ok) void navigate(contactPaths.grid, { state: { message: result.answer.message } });
          else setErrors([{ type: 'error', text: result.message }]);
        }}
      />
    </div>
  );
}
