import { data, Link } from 'react-router';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { DescriptionList } from '@shop/ui/description-list';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shop/ui/tabs';
import { MailStatusBadge } from '../../../src/features/admin-mail/components/mail-status-badge';
import { SECRET_MAIL_KINDS, SECRET_MAIL_WITHHELD } from '../../../src/features/admin-mail/model';
import { outboxMail } from '../../../src/features/admin-mail/outbox.server';
import { idOf } from '../../lib/account.server';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/mail-view';

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: `${loaderData?.mail.subject ?? 'Mail'} · Admin` }];

export async function loader(args: Route.LoaderArgs) {
  const { access, shop } = await requireStaff(args, 'system.mail');
  const id = idOf(args.params.mailId);
  const mail = id === null ? null : await outboxMail(shop.db, id);
  if (!mail) throw data('Not Found', { status: 404, headers: staffHeaders });
  const withheld = Boolean(shop.config.mailUrl) && SECRET_MAIL_KINDS.includes(mail.kind);
  // Who read which mail: the audit log keeps it (a mail holds a customer's personal data).
  await shop.staff.record({ actor: { id: access.member.id, username: access.member.username }, action: 'system.mail.view', entityType: 'outbox_email', entityId: mail.id, after: { withheld } });
  return { mail: withheld ? { ...mail, html: null, text: SECRET_MAIL_WITHHELD } : mail };
}

const when = (iso: string | null) => (iso ? `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })} UTC` : '—');

/** One mail as it arrives (its HTML in a frame that runs nothing) and as plain text, with its delivery. */
export default function MailView({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: 'Mails', url: '/admin/system/mail' }]} current={`Mail #${mail.id}`} renderLink={({ href, ...props }) => <Link to={href} {...props} />} />}
        title={mail.subject}
        status={<MailStatusBadge status={mail.status} />}
      />
      <Panel title="Delivery">
        <DescriptionList
          items={[
            { term: 'To', details: <span className="break-all">{mail.to}</span> },
            ...(mail.replyTo ? [{ term: 'Reply-To', details: <span className="break-all">{mail.replyTo}</span> }] : []),
            { term: 'Kind', details: mail.kind || '—' },
            { term: 'Queued', details: when(mail.createdAt) },
            { term: 'Sent', details: when(mail.sentAt) },
            { term: 'Attempts', details: mail.attempts },
            ...(mail.lastError ? [{ term: 'Last error', details: <span className="break-all">{mail.lastError}</span> }] : []),
          ]}
        />
      </Panel>
      <Tabs defaultValue={mail.html ? 'html' : 'text'}>
        <TabsList aria-label="How the mail reads">
          {mail.html ? <TabsTrigger value="html">As it arrives</TabsTrigger> : null}
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        {mail.html ? (
          <TabsContent value="html">
            {/* The shop's own template, shown in a frame that runs no script and reaches nothing of the page. */}
            <iframe title={`The mail "${mail.subject}"`} sandbox="" srcDoc={mail.html} className="h-[40rem] w-full max-w-[40rem] rounded-md border border-neutral-300 bg-white" />
          </TabsContent>
        ) : null}
        <TabsContent value="text">
          <pre className="max-w-[40rem] overflow-x-auto whitespace-pre-wrap break-words rounded-md border border-neutral-300 bg-white p-4 font-mono text-sm">{mail.text}</pre>
        </TabsContent>
      </Tabs>
    </div>
  );
}
