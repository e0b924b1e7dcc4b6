import { data, Link, useRevalidator } from 'react-router';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { PageHeader } from '@shop/ui/page-header';
import { ATTRIBUTE_PATHS } from '../../../src/features/admin-catalog/attributes';
import { attributeForEdit } from '../../../src/features/admin-catalog/attributes.server';
import { AttributeForm } from '../../../src/features/admin-catalog/components/attribute-form';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/catalog-attribute-edit';

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [{ title: `${loaded?.attribute.label ?? 'Attribute'} · Product Attributes · Admin` }];

/** Stores › Attributes › Product › Edit: the attribute's and its options' labels in each store view. */
export async function loader(args: Route.LoaderArgs) {
  const { shop } = await requireStaff(args, 'stores.attributes');
  const id = Number(args.params.id);
  const attribute = Number.isSafeInteger(id) && id > 0 ? await attributeForEdit(shop, id) : null;
  if (!attribute) throw data('This attribute no longer exists.', { status: 404, headers: staffHeaders });
  return { attribute };
}

export default function AttributeEdit({ loaderData }: Route.ComponentProps) {
  const { attribute } = loaderData;
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={attribute.label}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Stores', url: ATTRIBUTE_PATHS.grid }, { label: 'Product Attributes', url: ATTRIBUTE_PATHS.grid }]} current={attribute.label} renderLink={(props, crumb) => <Link to={crumb.url} {...props} />} />}
        meta={`Attribute Code ${attribute.code}`}
      />
      <AttributeForm key={attribute.id} attribute={attribute} onSaved={() => void revalidator.revalidate()} />
    </div>
  );
}
