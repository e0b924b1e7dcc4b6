import { Link, useRevalidator } from 'react-router';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import { categoryInView, categoryTree } from '../../../src/features/admin-catalog/categories.server';
import { StoreScopeSwitcher } from '../../../src/features/admin-catalog/components/store-scope';
import { CategoryViewForm } from '../../../src/features/admin-catalog/components/view-forms';
import { scopeOf, STORE_SCOPE_PARAM } from '../../../src/features/admin-catalog/model';
import { viewByCode } from '../../../src/features/store-views/model';
import { CategoryForm, CategoryTree } from '../../../src/features/admin-catalog/components/category-editor';
import type { CategoryTreeItem } from '../../../src/features/admin-catalog/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/catalog-categories';

export const meta = () => [{ title: 'Categories · Admin' }];

/** Catalog › Categories: the tree, and the category `?id=` names (the first one by default) to edit, in the default scope or a store view's (`?store=fr`). */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'catalog.categories');
  const tree = await categoryTree(shop.db);
  const params = new URL(args.request.url).searchParams;
  const requested = Number(params.get('id'));
  const all = tree.flatMap((root) => [root, ...root.children]);
  const selected = all.find((category) => category.id === requested) ?? all[0] ?? null;
  const view = scopeOf(params);
  return { tree, selected, view: view?.code ?? null, inView: view && selected ? await categoryInView(shop, selected.id, view.code) : null };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { tree, selected, inView } = loaderData;
  const view = viewByCode(loaderData.view);
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Categories" meta={selected ? `Editing ${selected.name} (ID: ${selected.id})` : undefined} />
      <StoreScopeSwitcher view={view ?? null} defaultLabel="Default Values" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(14rem,20rem)_1fr]">
        <Panel title="Category Tree">
          <CategoryTree
            tree={tree as CategoryTreeItem[]}
            selectedId={selected?.id ?? null}
            selectUrl={(id) => `/admin/catalog/category?id=${id}${view ? `&${STORE_SCOPE_PARAM}=${view.code}` : ''}`}
            renderLink={({ href, ...props }) => <Link to={href} preventScrollReset {...props} />}
          />
        </Panel>
        {selected && view && inView ? (
          <CategoryViewForm key={`${selected.id}-${view.code}`} category={selected} view={view} values={inView} onSaved={reload} />
        ) : selected ? (
          <CategoryForm key={selected.id} category={selected} onSaved={reload} />
        ) : null}
      </div>
    </div>
  );
}
