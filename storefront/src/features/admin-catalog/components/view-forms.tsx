import { formatMoney, toMinor } from '@shop/ui/money';
import { PRODUCT_STATUS_LABELS, type CategoryTreeItem, type ProductEditData } from '../model';
import { catalogCategoryViewSave, catalogProductViewSave } from '../staff-contract';
import { categoryViewRules, detailFieldName, detailRule, productViewRules } from '../view-fields';
import { HTML_HELP } from './fields';
import { STOCK_OPTIONS } from './product-form';
import { recordViewForm, seoViewFields, yesNo, type ViewField } from './store-scope';

const SEO_FIELDS = seoViewFields('The address in this store view: lowercase letters, digits and hyphens (.html is added).');

const PRODUCT_VIEW_FIELDS: readonly ViewField[] = [
  { name: 'name', label: 'Product Name', required: true, section: 'Product Details' },
  { name: 'short_description', label: 'Short Description', multiline: true, section: 'Content' },
  { name: 'description', label: 'Description', multiline: true, description: HTML_HELP, section: 'Content' },
  ...SEO_FIELDS,
];

const CATEGORY_VIEW_FIELDS: readonly ViewField[] = [
  { name: 'name', label: 'Category Name', required: true, section: 'Category Information' },
  { name: 'description', label: 'Description', multiline: true, description: HTML_HELP, section: 'Content' },
  ...SEO_FIELDS,
];

/** The section a product's details are edited in, as the product page names their tab. */
const DETAILS_SECTION = 'More Information';

/**
 * A product's "More Information" details in a view: each detail's label and value (the default's
 * named in the field's label), posted as `details[<default label>][label|value]`.
 */
function productDetailFields(details: Record<string, string>) {
  const labels = Object.keys(details);
  const parts = ['label', 'value'] as const;
  return {
    fields: labels.flatMap((label, index) =>
      parts.map((part): ViewField => ({ name: detailFieldName(index, part), label: `${label}: ${part === 'label' ? 'Label' : 'Value'}`, required: true, section: DETAILS_SECTION })),
    ),
    rules: Object.fromEntries(labels.flatMap((_, index) => parts.map((part) => [detailFieldName(index, part), detailRule]))),
    post: (posted: Record<string, string | null>) => {
      const rest = Object.fromEntries(Object.entries(posted).filter(([name]) => !name.startsWith('detail_')));
      const own = labels.map((label, index) => [label, { label: posted[detailFieldName(index, 'label')] ?? null, value: posted[detailFieldName(index, 'value')] ?? null }] as const);
      return { ...rest, details: Object.fromEntries(own.filter(([, each]) => each.label !== null || each.value !== null)) };
    },
  };
}

const dollars = (decimal: string) => formatMoney(toMinor(decimal));

/** A product's edit page in a store view's scope: its texts in the view, its prices, status and stock read-only. */
export const ProductViewForm = recordViewForm('product', {
  label: (product: ProductEditData, view) => `Edit ${product.name} in ${view.name}`,
  fields: PRODUCT_VIEW_FIELDS,
  rules: productViewRules,
  path: catalogProductViewSave.path,
  defaultLabel: 'Default Values',
  recordFields: (product) => productDetailFields(product.details),
  globals: (product) => [
    { term: 'Enable Product', value: PRODUCT_STATUS_LABELS[product.status] },
    { term: 'SKU', value: <span className="break-all">{product.sku}</span> },
    { term: 'Price', value: dollars(product.price) },
    ...(product.specialPrice ? [{ term: 'Special Price', value: dollars(product.specialPrice) }] : []),
    ...(product.stock
      ? [
          { term: 'Quantity', value: product.stock.qty },
          { term: 'Stock Status', value: STOCK_OPTIONS.find((option) => option.value === (product.stock!.isInStock ? '1' : '0'))!.label },
        ]
      : []),
  ],
});

/** A category's form in a store view's scope: its texts in the view; whether it is enabled and its position read-only. */
export const CategoryViewForm = recordViewForm('category', {
  label: (category: CategoryTreeItem, view) => `Edit category ${category.name} in ${view.name}`,
  fields: CATEGORY_VIEW_FIELDS,
  rules: categoryViewRules,
  path: catalogCategoryViewSave.path,
  defaultLabel: 'Default Values',
  globals: (category) => [
    { term: 'Enable Category', value: yesNo(category.isActive) },
    { term: 'Position', value: category.position },
  ],
});
