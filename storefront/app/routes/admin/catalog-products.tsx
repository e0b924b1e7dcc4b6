import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@shop/ui/page-header';
import { ProductsGrid } from '../../../src/features/admin-catalog/components/products-grid';
import { productsGrid } from '../../../src/features/admin-catalog/grid.server';
import { productGridParams, productGridQuery } from '../../../src/features/admin-catalog/model';
import { requireStaff } from '../../lib/staff.server';
import type { Route } from './+types/catalog-products';

export const meta = () => [{ title: 'Products · Admin' }];

/** Catalog › Products: the grid's query is the page's address. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'catalog.products');
  const query = productGridQuery(new URL(args.request.url).searchParams);
  return { query, ...(await productsGrid(shop.db, query)) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Products" />
      <ProductsGrid
        rows={loaderData.rows}
        total={loaderData.total}
        query={loaderData.query}
        onQueryChange={(query) => void navigate(`/admin/catalog/product${productGridParams(query)}`, { preventScrollReset: true })}
        editUrl={(id) => `/admin/catalog/product/edit/${id}`}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </div>
  );
}
