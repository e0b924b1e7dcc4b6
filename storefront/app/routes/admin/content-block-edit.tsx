import { data, Link, useRevalidator } from 'react-router';
import { Badge } from '@shop/ui/badge';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { PageHeader } from '@shop/ui/page-header';
import { blockForEdit } from '../../../src/features/admin-content/blocks.server';
import { blockInView } from '../../../src/features/admin-content/in-view.server';
import { StoreScopeSwitcher } from '../../../src/features/admin-catalog/components/store-scope';
import { scopeOf } from '../../../src/features/admin-catalog/model';
import { BlockViewForm } from '../../../src/features/admin-content/components/view-forms';
import { viewByCode } from '../../../src/features/store-views/model';
import { BlockForm } from '../../../src/features/admin-content/components/block-form';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/content-block-edit';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `${loaded?.block.title ?? 'Block'} · Blocks · Admin` }];

/** Content › Blocks › Edit, for all store views or one (`?store=fr`). */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'content.blocks');
  const id = Number(args.params.id);
  const block = Number.isSafeInteger(id) && id > 0 ? await blockForEdit(shop.db, id) : null;
  if (!block) throw data('This block no longer exists.', { status: 404, headers: staffHeaders });
  const view = scopeOf(new URL(args.request.url).searchParams);
  return { block, view: view?.code ?? null, inView: view ? await blockInView(shop, block, view.code) : null };
}

export default function BlockEdit({ loaderData }: Route.ComponentProps) {
  const { block, inView } = loaderData;
  const view = viewByCode(loaderData.view);
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={block.title}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Content', url: '/admin/cms/block' }, { label: 'Blocks', url: '/admin/cms/block' }]} current={block.title} renderLink={(props, crumb) => <Link to={crumb.url} {...props} />} />}
        status={<Badge tone={block.isActive ? 'success' : 'neutral'}>{block.isActive ? 'Enabled' : 'Disabled'}</Badge>}
        meta={`Identifier ${block.identifier}`}
      />
      <StoreScopeSwitcher view={view ?? null} defaultLabel="All Store Views" />
      {view && inView ? (
        <BlockViewForm key={`${block.id}-${view.code}`} block={block} view={view} values={inView} onSaved={reload} />
      ) : (
        <BlockForm key={block.id} block={block} onSaved={reload} />
      )}
    </div>
  );
}
