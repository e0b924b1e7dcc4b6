import { data, Link, useRevalidator } from 'react-router';
import { Badge } from '@shop/ui/badge';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { PageHeader } from '@shop/ui/page-header';
import { blockForEdit } from '../../../src/features/admin-content/blocks.server';
import { BlockForm } from '../../../src/features/admin-content/components/block-form';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/content-block-edit';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `${loaded?.block.title ?? 'Block'} · Blocks · Admin` }];

/** Content › Blocks › Edit. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'content.blocks');
  const id = Number(args.params.id);
  const block = Number.isSafeInteger(id) && id > 0 ? await blockForEdit(shop.db, id) : null;
  if (!block) throw data('This block no longer exists.', { status: 404, headers: staffHeaders });
  return { block };
}

export default function BlockEdit({ loaderData }: Route.ComponentProps) {
  const { block } = loaderData;
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={block.title}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Content', url: '/admin/cms/block' }, { label: 'Blocks', url: '/admin/cms/block' }]} current={block.title} renderLink={(props, crumb) => <Link to={crumb.url} {...props} />} />}
        status={<Badge tone={block.isActive ? 'success' : 'neutral'}>{block.isActive ? 'Enabled' : 'Disabled'}</Badge>}
        meta={`Identifier ${block.identifier}`}
      />
      <BlockForm key={block.id} block={block} onSaved={() => void revalidator.revalidate()} />
    </div>
  );
}
