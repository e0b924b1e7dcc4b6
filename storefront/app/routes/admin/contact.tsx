import { Link, useLocation, useNavigate } from 'react-router';
import { Messages } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import { ContactGrid } from '../../../src/features/admin-contact/components/contact-grid';
import { contactGridQuery, contactGridUrl, contactPaths } from '../../../src/features/admin-contact/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/contact';

export const meta = () => [{ title: 'Contact Messages · Admin' }];

/** Customers › Contact Messages: the grid's query is the page's address. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'contact.messages');
  const query = contactGridQuery(new URL(args.request.url).searchParams);
  return { query, ...(await shop.contactInbox.grid(query)) };
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  // A deleted message's view comes back here with its message.
  const { state } = useLocation() as { state: { message?: string } | null };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Contact Messages" meta="What shoppers sent through Contact Us, newest first; unread ones in bold." />
      {state?.message ? <Messages messages={[{ type: 'success', text: state.message }]} /> : null}
      <ContactGrid
        rows={loaderData.rows}
        total={loaderData.total}
        query={loaderData.query}
        onQueryChange={(query) => void navigate(contactGridUrl(query), { preventScrollReset: true })}
        viewUrl={contactPaths.view}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </div>
  );
}
