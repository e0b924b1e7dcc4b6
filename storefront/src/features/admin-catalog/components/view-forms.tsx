import { formatMoney, toMinor } from '@shop/ui/money';
import type { StoreView } from '../../store-views/model';
import { PRODUCT_STATUS_LABELS, type CategoryTreeItem, type ProductEditData } from '../model';
import type { ViewValuesData } from '../model';
import { catalogCategoryViewSave, catalogProductViewSave } from '../staff-contract';
import { categoryViewRules, productViewRules } from '../view-fields';
import { HTML_HELP } from './fields';
import { STOCK_OPTIONS } from './product-form';
import { ViewScopeForm, type ViewField } from './store-scope';

const SEO = 'Search Engine Optimization';
const URL_KEY_HELP = "The address in this store view: lowercase letters, digits and hyphens (.html is added).";

const PRODUCT_VIEW_FIELDS: readonly ViewField[] = [
  { name: 'name', label: 'Product Name', required: true, section: 'Product Details' },
  { name: 'short_description', label: 'Short Description', multiline: true, section: 'Content' },
  { name: 'description', label: 'Description', multiline: true, description: HTML_HELP, section: 'Content' },
  { name: 'url_key', label: 'URL Key', required: true, description: URL_KEY_HELP, section: SEO },
  { name: 'meta_title', label: 'Meta Title', section: SEO },
  { name: 'meta_description', label: 'Meta Description', multiline: true, section: SEO },
];

const CATEGORY_VIEW_FIELDS: readonly ViewField[] = [
  { name: 'name', label: 'Category Name', required: true, section: 'Category Information' },
  { name: 'description', label: 'Description', multiline: true, description: HTML_HELP, section: 'Content' },
  { name: 'url_key', label: 'URL Key', required: true, description: URL_KEY_HELP, section: SEO },
  { name: 'meta_title', label: 'Meta Title', section: SEO },
  { name: 'meta_description', label: 'Meta Description', multiline: true, section: SEO },
];

const dollars = (decimal: string) => formatMoney(toMinor(decimal));

export interface ProductViewFormProps {
  product: ProductEditData;
  view: StoreView;
  values: ViewValuesData;
  onSaved?: () => void;
}

/** A product's edit page in a store view's scope: its texts in the view, its prices, status and stock read-only. */
export function ProductViewForm({ product, view, values, onSaved }: ProductViewFormProps) {
  return (
    <ViewScopeForm
      id={product.id}
      label={`Edit ${product.name} in ${view.name}`}
      view={view}
      fields={PRODUCT_VIEW_FIELDS}
      rules={productViewRules}
      path={catalogProductViewSave.path}
      {...values}
      defaultLabel="Default Values"
      globals={[
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
      ]}
      onSaved={onSaved}
    />
  );
}

export interface CategoryViewFormProps {
  category: CategoryTreeItem;
  view: StoreView;
  values: ViewValuesData;
  onSaved?: () => void;
}

/** A category's form in a store view's scope: its texts in the view; whether it is enabled and its position read-only. */
export function CategoryViewForm({ category, view, values, onSaved }: CategoryViewFormProps) {
  return (
    <ViewScopeForm
      id={category.id}
      label={`Edit category ${category.name} in ${view.name}`}
      view={view}
      fields={CATEGORY_VIEW_FIELDS}
      rules={categoryViewRules}
      path={catalogCategoryViewSave.path}
      {...values}
      defaultLabel="Default Values"
      globals={[
        { term: 'Enable Category', value: category.isActive ? 'Yes' : 'No' },
        { term: 'Position', value: category.position },
      ]}
      onSaved={onSaved}
    />
  );
}
