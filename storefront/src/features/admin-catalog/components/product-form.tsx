import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { Panel } from '@shop/ui/panel';
import { Select } from '@shop/ui/select';
import { useAdminEditForm } from '../hooks';
import { catalogProductSave } from '../staff-contract';
import { FormHead, HTML_HELP, ScopedLabel, ScopeLabel, SwitchField, TextField } from './fields';
import { productSaveSchema, type ProductChildStock, type ProductEditData, type ProductFormValues } from '../model';

export const STOCK_OPTIONS = [
  { value: '1', label: 'In Stock' },
  { value: '0', label: 'Out of Stock' },
];

/** The form's first values: the product as stored. */
export function productFormValues(product: ProductEditData): ProductFormValues {
  return {
    id: String(product.id),
    name: product.name,
    description: product.description,
    price: product.price,
    special_price: product.specialPrice ?? '',
    special_from_date: product.specialFromDate ?? '',
    special_to_date: product.specialToDate ?? '',
    status: product.status === 'enabled',
    stock: product.stock ? { qty: String(product.stock.qty), is_in_stock: product.stock.isInStock ? '1' : '0' } : undefined,
    children: product.children.map((child) => ({ id: String(child.id), qty: String(child.qty), is_in_stock: child.isInStock ? '1' : '0' })),
  };
}

export interface ProductFormProps {
  product: ProductEditData;
  /** After a save: the page reads the product again. */
  onSaved?: () => void;
}

/**
 * A product's edit page (Magento's Catalog › Products › Edit): Enable Product, name, price, stock,
 * the special price with its dates, the description (HTML, sanitized when stored) and, for a
 * configurable product, each child's quantity and stock status. The kit's rules check each field
 * before Save; the server's refusals show above the form.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const { form, submit, message, clearMessage } = useAdminEditForm<ProductFormValues>({
    schema: productSaveSchema,
    defaultValues: productFormValues(product),
    path: catalogProductSave.path,
    post: (values) => ({ ...values, status: values.status ? '1' : '0', stock: values.stock ?? null, children: product.children.length > 0 ? values.children : null }),
    onSaved,
  });
  const childColumns: DataTableColumn<ProductChildStock & { index: number }>[] = [
    { id: 'options', header: 'Attributes', cell: (row) => row.options, rowHeader: true },
    { id: 'sku', header: 'SKU', cell: (row) => <span className="break-all">{row.sku}</span>, hideOnPhone: true },
    {
      id: 'qty',
      header: 'Quantity',
      cell: (row) => (
        <FormField
          control={form.control}
          name={`children.${row.index}.qty`}
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">Quantity of {row.sku}</FormLabel>
              <FormControl>
                <Input {...field} inputMode="numeric" className="w-20" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ),
    },
    {
      id: 'stock',
      header: 'Stock Status',
      cell: (row) => (
        <FormField
          control={form.control}
          name={`children.${row.index}.is_in_stock`}
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">Stock Status of {row.sku}</FormLabel>
              <FormControl>
                <Select {...field} value={String(field.value)} options={STOCK_OPTIONS} className="w-32" />
              </FormControl>
            </FormItem>
          )}
        />
      ),
    },
  ];
  return (
    <Form {...form}>
      <form aria-label={`Edit ${product.name}`} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormHead message={message} onClear={clearMessage} submitting={form.formState.isSubmitting} />
        <Panel title="Product Details">
          <div className="flex max-w-2xl flex-col gap-5">
            <SwitchField control={form.control} name="status" label="Enable Product" scope="global" />
            <TextField control={form.control} name="name" label="Product Name" required scope="storeView" />
            <div className="flex flex-col gap-1">
              <span className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
                SKU <ScopeLabel scope="global" />
              </span>
              <span className="break-all">{product.sku}</span>
            </div>
            <TextField control={form.control} name="price" label="Price ($)" required scope="global" inputMode="decimal" className="max-w-48" />
            {product.stock ? (
              <div className="flex flex-wrap gap-5">
                <TextField control={form.control} name="stock.qty" label="Quantity" required scope="global" inputMode="numeric" className="max-w-32" />
                <FormField
                  control={form.control}
                  name="stock.is_in_stock"
                  render={({ field }) => (
                    <FormItem>
                      <ScopedLabel label="Stock Status" scope="global" />
                      <FormControl>
                        <Select {...field} value={String(field.value)} options={STOCK_OPTIONS} className="w-40" />
                      </FormControl>
                    </FormItem>
                  )}
                />
              </div>
            ) : null}
          </div>
        </Panel>
        <Panel title="Advanced Pricing">
          <div className="flex max-w-2xl flex-col gap-5">
            <TextField control={form.control} name="special_price" label="Special Price ($)" scope="global" description="Leave it empty for none." inputMode="decimal" className="max-w-48" />
            <div className="flex flex-wrap gap-5">
              <TextField control={form.control} name="special_from_date" label="Special Price From" scope="global" type="date" className="w-48" />
              <TextField control={form.control} name="special_to_date" label="To" scope="global" type="date" className="w-48" />
            </div>
          </div>
        </Panel>
        <Panel title="Content">
          <TextField control={form.control} name="description" label="Description" scope="storeView" multiline description={HTML_HELP} />
        </Panel>
        {product.children.length > 0 ? (
          <Panel title="Configurations">
            <DataTable
              caption="Current Variations"
              hideCaption
              columns={childColumns}
              rows={product.children.map((child, index) => ({ ...child, index }))}
              rowKey={(row) => row.id}
            />
          </Panel>
        ) : null}
      </form>
    </Form>
  );
}
