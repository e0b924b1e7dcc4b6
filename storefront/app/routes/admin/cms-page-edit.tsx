import { useState } from 'react';
import { data, Link, useNavigate, useRevalidator } from 'react-router';
import { Badge } from '@shop/ui/badge';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import { useStaffCall } from '../../../src/features/admin/hooks';
import { CmsPageForm } from '../../../src/features/admin-content/components/page-form';
import { StoreScopeSwitcher } from '../../../src/features/admin-catalog/components/store-scope';
import { scopeOf } from '../../../src/features/admin-catalog/model';
import { cmsPageInView } from '../../../src/features/admin-content/in-view.server';
import { CmsPageViewForm } from '../../../src/features/admin-content/components/view-forms';
import { viewByCode } from '../../../src/features/store-views/model';
import { CMS_PAGE_GONE } from '../../../src/features/admin-content/model';
import type { CmsPageEditData } from '../../../src/features/cms/model';
import { CMS_ADMIN_PATHS } from '../../../src/features/admin-content/paths';
import { cmsPageDelete } from '../../../src/features/admin-content/staff-contract';
import { idOf } from '../../lib/account.server';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/cms-page-edit';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `${loaded?.page.id === null ? 'New Page' : (loaded?.page.title ?? 'Page')} · Pages · Admin` }];

const NEW_PAGE: CmsPageEditData = { id: null, title: '', urlKey: '', contentHeading: '', content: '', metaTitle: '', metaDescription: '', isActive: true };

/** Content › Pages › New Page (`/admin/cms/page/new`) and Edit (`/admin/cms/page/edit/:id`, for all store views or one: `?store=fr`). */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'content.pages');
  if (args.params.id === undefined) return { page: NEW_PAGE, view: null, inView: null };
  const id = idOf(args.params.id);
  const page = id === null ? null : await shop.cmsPages.forEdit(id);
  if (!page) throw data(CMS_PAGE_GONE, { status: 404, headers: staffHeaders });
  const view = scopeOf(new URL(args.request.url).searchParams);
  return { page: page as CmsPageEditData, view: view?.code ?? null, inView: view ? await cmsPageInView(shop, page, page.id, view.code) : null };
}

export default function CmsPageEdit({ loaderData }: Route.ComponentProps) {
  const { page, inView } = loaderData;
  const view = viewByCode(loaderData.view);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const remove = useStaffCall(cmsPageDelete);
  const [confirming, setConfirming] = useState(false);
  const [messages, setMessages] = useState<readonly MessageData[]>([]);
  const title = page.id === null ? 'New Page' : page.title;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Content', url: CMS_ADMIN_PATHS.grid }, { label: 'Pages', url: CMS_ADMIN_PATHS.grid }]} current={title} renderLink={(props, crumb) => <Link to={crumb.url} {...props} />} />}
        status={page.id === null ? undefined : <Badge tone={page.isActive ? 'success' : 'neutral'}>{page.isActive ? 'Enabled' : 'Disabled'}</Badge>}
        meta={page.id === null ? undefined : `URL Key ${page.urlKey}`}
        actions={
          page.id === null ? undefined : (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Delete Page
            </Button>
          )
        }
      />
      {messages.length > 0 ? <Messages messages={messages} /> : null}
      {page.id === null ? null : <StoreScopeSwitcher view={view ?? null} defaultLabel="All Store Views" />}
      {view && inView && page.id !== null ? (
        <CmsPageViewForm key={`${page.id}-${view.code}`} page={{ ...page, id: page.id }} view={view} values={inView} onSaved={() => void revalidator.revalidate()} />
      ) : (
      <CmsPageForm
        key={page.id ?? 'new'}
        page={page}
        onSaved={(id) => {
          if (page.id === null) void navigate(CMS_ADMIN_PATHS.edit(id));
          else void revalidator.revalidate();
        }}
      />
      )}
      {page.id === null ? null : (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete Page"
          content="Are you sure you want to delete this page?"
          confirmLabel="OK"
          confirmVariant="danger"
          onConfirm={async () => {
            const result = await remove({ id: page.id! });
            if (result.ok) void navigate(CMS_ADMIN_PATHS.grid, { state: { message: result.answer.message } });
            else setMessages([{ type: 'error', text: result.message }]);
          }}
        />
      )}
    </div>
  );
}
