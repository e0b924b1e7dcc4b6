import { Link, useRevalidator } from 'react-router';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { categoryTree } from '../../../src/features/admin-catalog/categories.server';
import { CategoryForm, CategoryTree } from '../../../src/features/admin-catalog/components/category-editor';
import type { CategoryTreeItem } from '../../../src/features/admin-catalog/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/catalog-categories';

export const meta = () => [{ title: 'Categories · Admin' }];

/** Catalog › Categories: the tree, and the category `?id=` names (the first one by default) to edit. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'catalog.categories');
  const tree = await categoryTree(shop.db);
  const requested = Number(new URL(args.request.url).searchParams.get('id'));
  const all = tree.flatMap((root) => [root, ...root.children]);
  const selected = all.find((category) => category.id === requested) ?? all[0] ?? null;
  return { tree, selected };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { tree, selected } = loaderData;
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Categories" meta={selected ? `Editing ${selected.name} (ID: ${selected.id})` : undefined} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(14rem,20rem)_1fr]">
        <Panel title="Category Tree">
          <CategoryTree
            tree={tree as CategoryTreeItem[]}
            selectedId={selected?.id ?? null}
            selectUrl={(id) => `/admin/catalog/category?id=${id}`}
            renderLink={({ href, ...props }) => <Link to={href} preventScrollReset {...props} />}
          />
        </Panel>
        {selected ? (
          <CategoryForm key={selected.id} category={selected} onSaved={() => void revalidator.revalidate()} />
        ) : null}
      </div>
    </div>
  );
}
