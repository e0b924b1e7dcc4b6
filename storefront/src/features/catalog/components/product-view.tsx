import { t } from '@shop/ui/i18n';
import { useState, type ReactNode } from 'react';
import { Gallery } from '@shop/ui/gallery';
import { findChild, stockLabel, VIEWED_PRODUCT_ATTRIBUTE, type OptionSelection } from '../model';
import type { ProductDetailData } from '../types';
import { Breadcrumbs } from './breadcrumbs';
import { ConfigurableOptions } from './configurable-options';
import { ProductPrice } from './product-price';

/** What the purchase area (the add-to-cart form) gets from the product view. */
export interface PurchaseContext {
  /** The option fields; put them inside the add-to-cart form. */
  options: ReactNode;
  /** Checks every option is chosen (marks and focuses the first missing one). */
  validate: (form: HTMLFormElement) => boolean;
  /** Whether the product (or the chosen child) can be bought. */
  salable: boolean;
  /** The add answered that the product is unavailable: show its status text. */
  onUnavailable: (statusText: string) => void;
}

/** How wide the product page shows its main image: half the page from tablets on, 30rem at most. */
const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw';

export interface ProductViewProps {
  product: ProductDetailData;
  /** The add-to-cart form, built around the option fields. */
  renderPurchase: (context: PurchaseContext) => ReactNode;
  /** The tabs under the product (details, more information). */
  tabs?: ReactNode;
  /** Shown under the name: the rating and review count. */
  summary?: ReactNode;
}

/**
 * A product page: breadcrumbs, the image (the chosen colour's), name, SKU, price and stock
 * (the chosen child's), short description, options and the purchase area, then the tabs.
 */
export function ProductView({ product, renderPurchase, tabs, summary }: ProductViewProps) {
  const [selection, setSelection] = useState<OptionSelection>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [statusText, setStatusText] = useState<string | null>(null);
  const configurable = product.configurable;
  const child = configurable ? findChild(configurable.attributes, configurable.children, selection) : undefined;
  // The gallery shows the chosen colour's images (as Luma does), else the product's own.
  const colorAttribute = configurable?.attributes.find((attribute) => attribute.code === 'color');
  const chosenColor = colorAttribute ? selection[colorAttribute.id] : undefined;
  const colorImages = chosenColor === undefined ? undefined : product.gallery.byColor[chosenColor];
  const stock = statusText ?? (stockLabel(product.isSalable, child) === 'In stock' ? t('In stock') : t('Out of stock'));
  const salable = statusText === null && (child ? child.isSalable : product.isSalable);
  // Once the options name one child, its own price replaces the product's ("As low as").
  const price = child ? { ...child.price, currency: product.price.currency } : product.price;

  const validate = (form: HTMLFormElement) => {
    if (!configurable) return true;
    const unchosen = configurable.attributes.filter((attribute) => selection[attribute.id] === undefined).map((attribute) => attribute.id);
    setMissing(unchosen);
    if (unchosen.length === 0) return true;
    form.querySelector<HTMLInputElement>(`input[name="super_attribute[${unchosen[0]}]"]`)?.focus();
    return false;
  };

  const options = configurable ? (
    <ConfigurableOptions
      attributes={configurable.attributes}
      children={configurable.children}
      selection={selection}
      missing={missing}
      onSelect={(attributeId, optionId) => {
        setSelection((current) => ({ ...current, [attributeId]: optionId }));
        setMissing((current) => current.filter((id) => id !== attributeId));
        setStatusText(null);
      }}
    />
  ) : null;

  return (
    <div data-slot="product-view" {...{ [VIEWED_PRODUCT_ATTRIBUTE]: product.id }} className="flex flex-col gap-8">
      <Breadcrumbs items={product.breadcrumbs} current={product.name} />
      <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:gap-16">
        <Gallery
          key={colorImages ? `color-${chosenColor}` : 'own'}
          images={colorImages ?? product.gallery.images}
          label={product.name}
          sizes={PRODUCT_IMAGE_SIZES}
          priority
          data-slot="product-gallery"
          className="min-w-0"
        />
        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-2xl font-bold text-neutral-900 lg:text-3xl">{product.name}</h1>
            {summary}
            <p className="mt-2 text-sm text-neutral-700">
              {t('SKU:')} <span data-slot="product-sku">{child?.sku ?? product.sku}</span>
            </p>
          </div>
          <div data-slot="product-price" aria-live="polite" aria-atomic="true">
            <ProductPrice price={price} size="lg" />
          </div>
          <p
            data-slot="product-stock"
            data-state={salable ? 'available' : 'unavailable'}
            aria-live="polite"
            className={salable ? 'font-semibold text-success-700' : 'font-semibold text-danger-700'}
          >
            {stock}
          </p>
          <p className="text-neutral-800">{product.shortDescription}</p>
          {renderPurchase({ options, validate, salable, onUnavailable: setStatusText })}
        </div>
      </div>
      {tabs}
    </div>
  );
}
