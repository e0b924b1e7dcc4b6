import { data, Link, useRevalidator } from 'react-router';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { PageHeader } from '@shop/ui/page-header';
import { ProductForm } from '../../../src/features/admin-catalog/components/product-form';
import { ProductStatusBadge } from '../../../src/features/admin-catalog/components/products-grid';
import { PRODUCT_TYPE_LABELS } from '../../../src/features/admin-catalog/model';
import { productForEdit, productInView } from '../../../src/features/admin-catalog/products.server';
import { StoreScopeSwitcher } from '../../../src/features/admin-catalog/components/store-scope';
import { ProductViewForm } from '../../../src/features/admin-catalog/components/view-forms';
import { scopeOf } from '../../../src/features/admin-catalog/model';
import { viewByCode } from '../../../src/features/store-views/model';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/catalog-product-edit';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `${loaded?.product.name ?? 'Product'} · Products · Admin` }];

/** Catalog › Products › Edit, in the default scope or a store view's (`?store=fr`). */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'catalog.products');
  const id = Number(args.params.id);
  const product = Number.isSafeInteger(id) && id > 0 ? await productForEdit(shop.db, id) : null;
  if (!product) throw data('This product no longer exists.', { status: 404, headers: staffHeaders });
  const view = scopeOf(new URL(args.request.url).searchParams);
  return { product, view: view?.code ?? null, inView: view ? await productInView(shop, product.id, view.code) : null };
}

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, inView } = loaderData;
  const view = viewByCode(loaderData.view);
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={product.name}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Catalog', url: '/admin/catalog/product' }, { label: 'Products', url: '/admin/catalog/product' }]} current={product.name} renderLink={(props, crumb) => <Link to={crumb.url} {...props} />} />}
        status={<ProductStatusBadge status={product.status} />}
        meta={`${PRODUCT_TYPE_LABELS[product.type]} · SKU ${product.sku}`}
      />
      <StoreScopeSwitcher view={view ?? null} defaultLabel="Default Values" />
      {view && inView ? (
        <ProductViewForm key={`${product.id}-${view.code}`} product={product} view={view} values={inView} onSaved={reload} />
      ) : (
        <ProductForm key={product.id} product={product} onSaved={reload} />
      )}
    </div>
  );
}
