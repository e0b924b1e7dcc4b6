import {
  Carousel,
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  type CarouselProps,
} from '../src/components/carousel/carousel';

const PRODUCTS = [
  { name: 'Linen shirt', hue: 210 },
  { name: 'Canvas tote', hue: 30 },
  { name: 'Wool scarf', hue: 350 },
  { name: 'Leather belt', hue: 20 },
  { name: 'Cotton tee', hue: 160 },
  { name: 'Rain jacket', hue: 200 },
  { name: 'Denim cap', hue: 230 },
  { name: 'Trail socks', hue: 100 },
];

/** A local, deterministic product picture (no network). */
function productImage(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180"><rect width="240" height="180" fill="hsl(${hue} 45% 88%)"/><circle cx="120" cy="86" r="46" fill="hsl(${hue} 40% 70%)"/><rect x="70" y="140" width="100" height="10" rx="5" fill="hsl(${hue} 30% 60%)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A 'New arrivals' carousel of product cards with every control (autoplay toggle, previous, next,
 * dots), for the Carousel's stories and tests: the first `count` of eight products (all by default).
 */
export function ProductCarousel({ count = PRODUCTS.length, ...props }: CarouselProps & { count?: number }) {
  return (
    <Carousel {...props}>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold text-neutral-900">New arrivals</h2>
        <div className="flex gap-2">
          <CarouselAutoplayToggle />
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </div>
      <CarouselContent>
        {PRODUCTS.slice(0, count).map((product) => (
          <CarouselItem key={product.name}>
            <a
              href={`#${product.name.toLowerCase().replace(/\s/g, '-')}`}
              className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3 text-neutral-900 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <img src={productImage(product.hue)} alt="" className="aspect-[4/3] w-full rounded-md object-cover" />
              <span className="text-sm font-semibold">{product.name}</span>
            </a>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselDots />
    </Carousel>
  );
}
