import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shop/ui/tabs';
import { SafeHtml } from '@shop/ui/html';
import type { ProductDetailData } from '../../src/features/catalog/types';

/**
 * The product's tabs: 'Details' (the description, in the page) and the others loaded
 * from their fragment addresses the first time they open (call 18).
 */
export function ProductTabs({ product }: { product: ProductDetailData }) {
  const first = product.tabs[0]?.id ?? 'description';
  return (
    <Tabs id="product-info" defaultValue={first} className="border-t border-neutral-200 pt-6">
      <TabsList aria-label="Product information">
        {product.tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {product.tabs.map((tab) =>
        tab.id === 'description' ? (
          <TabsContent key={tab.id} value={tab.id}>
            <SafeHtml html={product.description} profile="fragment" className="flex max-w-3xl flex-col gap-3 [&_ul]:list-disc [&_ul]:pl-6" />
          </TabsContent>
        ) : (
          <TabsContent key={tab.id} value={tab.id} src={tab.url} className="max-w-3xl" />
        ),
      )}
    </Tabs>
  );
}
