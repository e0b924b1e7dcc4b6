/** The demo catalogue's vocabulary: categories, attribute options, names and texts. */
import { percentOf, toDecimalText, toMinor } from '@shop/ui/money';

/** Default number of listed products: 24 in each of the 9 leaf categories. */
export const DEFAULT_PRODUCT_COUNT = 216;

/** A deterministic pseudo-random generator (mulberry32): the same seed gives the same shop. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
    /** `count` distinct items in list order. */
    sample: <T>(list: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(next() * list.length));
      return [...chosen].sort((a, b) => a - b).map((i) => list[i] as T);
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

export const COLOR_ATTRIBUTE_ID = 93;
export const SIZE_ATTRIBUTE_ID = 144;

export const colors = [
  { id: 49, label: 'Black', swatch: '#1f2937' },
  { id: 50, label: 'Blue', swatch: '#2563eb' },
  { id: 51, label: 'Brown', swatch: '#92400e' },
  { id: 52, label: 'Gray', swatch: '#6b7280' },
  { id: 53, label: 'Green', swatch: '#16a34a' },
  { id: 54, label: 'Orange', swatch: '#ea580c' },
  { id: 55, label: 'Purple', swatch: '#7c3aed' },
  { id: 56, label: 'Red', swatch: '#dc2626' },
  { id: 57, label: 'White', swatch: '#e5e7eb' },
  { id: 58, label: 'Yellow', swatch: '#eab308' },
] as const;

export const letterSizes = [
  { id: 166, label: 'XS' },
  { id: 167, label: 'S' },
  { id: 168, label: 'M' },
  { id: 169, label: 'L' },
  { id: 170, label: 'XL' },
] as const;

export const waistSizes = [
  { id: 171, label: '28' },
  { id: 172, label: '29' },
  { id: 173, label: '30' },
  { id: 174, label: '31' },
  { id: 175, label: '32' },
  { id: 176, label: '33' },
  { id: 177, label: '34' },
  { id: 178, label: '36' },
] as const;

export type ImageShape = 'top' | 'bottom' | 'dress' | 'jacket' | 'bag' | 'fitness' | 'watch';

export interface LeafCategory {
  name: string;
  urlKey: string;
  /** SKU prefix. */
  code: string;
  shape: ImageShape;
  nouns: readonly string[];
  /** Apparel comes in colours and sizes; gear is simple. */
  sizes: 'letter' | 'waist' | null;
  details: Record<string, readonly string[]>;
  description: string;
}

export interface RootCategory {
  name: string;
  urlKey: string;
  description: string;
  children: LeafCategory[];
}

const apparelDetails = {
  Material: ['Cotton', 'Organic Cotton', 'Polyester', 'Recycled Polyester', 'Nylon', 'Merino Wool', 'Spandex blend'],
  Pattern: ['Solid', 'Heathered', 'Striped', 'Color-Blocked', 'Graphic Print'],
  Climate: ['All-Weather', 'Cool', 'Warm', 'Indoor', 'Windy', 'Rainy'],
  Activity: ['Running', 'Yoga', 'Gym', 'Hiking', 'Everyday', 'Cycling'],
  'Eco Collection': ['Yes', 'No'],
};

/** An apparel category: colours and sizes, with the apparel details and its own styles. */
function apparel({ styles, ...category }: Omit<LeafCategory, 'details' | 'sizes'> & { sizes: 'letter' | 'waist'; styles: readonly string[] }): LeafCategory {
  return { ...category, details: { ...apparelDetails, Style: styles } };
}

export const catalogue: RootCategory[] = [
  {
    name: 'Women',
    urlKey: 'women',
    description: 'Layers, leggings and dresses made to move with you.',
    children: [
      apparel({
        name: 'Tops',
        urlKey: 'tops',
        code: 'WT',
        shape: 'top',
        nouns: ['Tee', 'Tank', 'Hoodie', 'Bra Top', 'Long-Sleeve Top', 'Pullover'],
        sizes: 'letter',
        styles: ['Tee', 'Tank', 'Pullover', 'Hoodie', 'Crop'],
        description: 'Breathable tees, tanks and hoodies for training days and rest days.',
      }),
      apparel({
        name: 'Bottoms',
        urlKey: 'bottoms',
        code: 'WB',
        shape: 'bottom',
        nouns: ['Leggings', 'Pant', 'Short', 'Capri', 'Skort'],
        sizes: 'waist',
        styles: ['Leggings', 'Joggers', 'Shorts', 'Capris'],
        description: 'Leggings, shorts and pants with a fit that stays put.',
      }),
      apparel({
        name: 'Dresses',
        urlKey: 'dresses',
        code: 'WD',
        shape: 'dress',
        nouns: ['Dress', 'Sundress', 'Wrap Dress', 'Shirt Dress'],
        sizes: 'letter',
        styles: ['A-Line', 'Wrap', 'Shift', 'Maxi'],
        description: 'Easy dresses for warm days and long evenings.',
      }),
    ],
  },
  {
    name: 'Men',
    urlKey: 'men',
    description: 'Performance basics and outer layers for every season.',
    children: [
      apparel({
        name: 'Tops',
        urlKey: 'tops',
        code: 'MT',
        shape: 'top',
        nouns: ['Tee', 'Tank', 'Hoodie', 'Polo', 'Henley', 'Crew Sweatshirt'],
        sizes: 'letter',
        styles: ['Tee', 'Tank', 'Polo', 'Hoodie', 'Sweatshirt'],
        description: 'Tees, polos and sweatshirts cut for comfort.',
      }),
      apparel({
        name: 'Bottoms',
        urlKey: 'bottoms',
        code: 'MB',
        shape: 'bottom',
        nouns: ['Pant', 'Short', 'Jogger', 'Track Pant'],
        sizes: 'waist',
        styles: ['Pants', 'Shorts', 'Joggers'],
        description: 'Pants, joggers and shorts for the trail and the gym.',
      }),
      apparel({
        name: 'Jackets',
        urlKey: 'jackets',
        code: 'MJ',
        shape: 'jacket',
        nouns: ['Jacket', 'Windbreaker', 'Rain Shell', 'Fleece', 'Parka'],
        sizes: 'letter',
        styles: ['Insulated', 'Soft Shell', 'Rain Coat', 'Windbreaker', 'Lightweight'],
        description: 'Shells, fleeces and parkas against wind and rain.',
      }),
    ],
  },
  {
    name: 'Gear',
    urlKey: 'gear',
    description: 'Bags, equipment and watches for training anywhere.',
    children: [
      {
        name: 'Bags',
        urlKey: 'bags',
        code: 'GB',
        shape: 'bag',
        nouns: ['Backpack', 'Duffle', 'Messenger Bag', 'Tote', 'Sling Pack'],
        sizes: null,
        details: {
          Activity: ['Gym', 'Hiking', 'Travel', 'School', 'Urban'],
          Material: ['Nylon', 'Canvas', 'Polyester', 'Leather'],
          Strap: ['Adjustable', 'Double', 'Single', 'Padded'],
          Features: ['Laptop Sleeve', 'Water Bottle Pocket', 'Waterproof', 'Lightweight'],
        },
        description: 'Packs and bags with a pocket for everything.',
      },
      {
        name: 'Fitness Equipment',
        urlKey: 'fitness-equipment',
        code: 'GF',
        shape: 'fitness',
        nouns: ['Yoga Mat', 'Foam Roller', 'Kettlebell', 'Jump Rope', 'Resistance Band Set', 'Water Bottle', 'Dumbbell Pair'],
        sizes: null,
        details: {
          Activity: ['Yoga', 'Gym', 'Home Workout', 'Recovery', 'Outdoor'],
          Material: ['Rubber', 'Foam', 'Steel', 'Cast Iron', 'TPE', 'Stainless Steel'],
          Gender: ['Unisex'],
        },
        description: 'Mats, weights and rollers for a home gym.',
      },
      {
        name: 'Watches',
        urlKey: 'watches',
        code: 'GW',
        shape: 'watch',
        nouns: ['Sport Watch', 'Chronograph', 'Field Watch', 'Dive Watch', 'Fitness Tracker'],
        sizes: null,
        details: {
          Activity: ['Running', 'Swimming', 'Hiking', 'Everyday'],
          Material: ['Stainless Steel', 'Silicone', 'Leather', 'Titanium'],
          Strap: ['Silicone', 'Leather', 'Mesh', 'Nylon'],
          'Water Resistance': ['50 m', '100 m', '200 m'],
        },
        description: 'Timepieces and trackers that keep pace.',
      },
    ],
  },
];

export const nameWords = [
  'Aero', 'Apex', 'Aria', 'Atlas', 'Breeze', 'Cascade', 'Cirrus', 'Coast', 'Comet', 'Drift', 'Echo', 'Ember',
  'Flux', 'Glide', 'Harbor', 'Helios', 'Juno', 'Kestrel', 'Lumen', 'Meridian', 'Nova', 'Orbit', 'Pace', 'Pulse',
  'Quest', 'Ridge', 'Sierra', 'Solace', 'Stride', 'Summit', 'Tempo', 'Terra', 'Tidal', 'Vale', 'Vector', 'Zephyr',
] as const;

export const styleWords = ['Everyday', 'Trail', 'Studio', 'Performance', 'Essential', 'Active', 'Light', 'Thermal', 'Classic', 'Motion'] as const;

export const benefits = [
  'Moisture-wicking fabric keeps you dry when the pace picks up.',
  'Flatlock seams prevent chafing on long sessions.',
  'Reflective details help you stay seen after dark.',
  'A relaxed fit leaves room to layer.',
  'Four-way stretch moves with every step.',
  'Quick-drying material is ready for the next round.',
  'Made with recycled materials to cut waste.',
  'A soft brushed interior adds warmth without weight.',
  'Built to last through hundreds of washes.',
  'Smart storage keeps small things close at hand.',
  'Lightweight enough to pack anywhere.',
  'Tested by athletes in every season.',
] as const;

export const openers = [
  'Meet the %1, made for days that start early and end late.',
  'The %1 pairs clean lines with serious comfort.',
  'Whether you are training or travelling, the %1 keeps up.',
  'The %1 is our answer to changeable weather and busy schedules.',
  'Simple, sturdy and ready for anything: that is the %1.',
] as const;

export interface SeedCustomer {
  email: string;
  firstname: string;
  lastname: string;
  groupId: number;
  points: number;
}

/** The demo password of every seeded customer (documented for demo sign-in). */
export const DEMO_PASSWORD = 'Password123!';

export const seedCustomers: SeedCustomer[] = [
  { email: 'roni_cost@example.com', firstname: 'Veronica', lastname: 'Costello', groupId: 1, points: 1250 },
  { email: 'john.smith@example.com', firstname: 'John', lastname: 'Smith', groupId: 2, points: 400 },
  { email: 'ava.jones@example.com', firstname: 'Ava', lastname: 'Jones', groupId: 1, points: 80 },
  { email: 'liam.brown@example.com', firstname: 'Liam', lastname: 'Brown', groupId: 2, points: 0 },
  { email: 'mia.garcia@example.com', firstname: 'Mia', lastname: 'Garcia', groupId: 1, points: 3200 },
  { email: 'noah.miller@example.com', firstname: 'Noah', lastname: 'Miller', groupId: 2, points: 15 },
];

export const blogTitles = [
  ['Five stretches for after your run', 'Loosen up in ten minutes with moves our coaches swear by.'],
  ['How to layer for a windy hike', 'Base, mid and shell: what each layer does and when to shed it.'],
  ['Choosing the right yoga mat', 'Thickness, grip and material compared, without the jargon.'],
  ['Packing a gym bag that works', 'A checklist for the bag you grab on the way out the door.'],
  ['Caring for technical fabrics', 'Wash cooler, skip the softener and your kit will last longer.'],
  ['Training through the winter', 'Light, warmth and motivation for the darkest months.'],
  ['Recovery days matter', 'Why rest makes you faster, and how to spend it well.'],
  ['A beginner’s guide to kettlebells', 'Three movements to learn before you add weight.'],
] as const;

/** Demo reviews: nickname, summary, text and stars, handed out in turn to the reviewed products. */
export const seedReviewTexts: readonly (readonly [nickname: string, summary: string, text: string, rating: number])[] = [
  ['Dana', 'Warm without the bulk', 'Wore it on three early hikes. It breathes on the climbs and keeps the wind out at the top.', 5],
  ['Sam', 'Runs a little small', 'Good fabric and stitching, but I had to go up a size. Check the size chart before you order.', 4],
  ['Priya', 'My go-to for the gym', 'Washes well and has not lost its shape after a dozen washes. The seams do not rub.', 5],
  ['Marco', 'Fine, nothing special', 'Does the job. The colour is a bit duller than in the photos.', 3],
  ['Lee', 'Comfortable all day', 'Wore it from a morning run straight into a long day at work. Still comfortable in the evening.', 4],
  ['Jo', 'Zip snagged once', 'Nice fit, but the zip caught on the lining the first week. It has been fine since.', 3],
  ['Alex', 'Light and packable', 'Rolls up small enough for a running vest pocket. Great for changeable weather.', 5],
] as const;

/** How many approved reviews the n-th listed product gets in the demo (in turn; some get none). */
export const seedReviewCounts = [3, 2, 0, 4, 1, 0] as const;
/** How many of the first listed products the demo reviews. */
export const SEED_REVIEWED_PRODUCTS = 60;

/**
 * Demo special prices, a share off the regular price. `children` says which children of a
 * configurable product get it: 'all', or those of one colour (so the product page says
 * "As low as" until a colour is chosen). A configurable product's own row gets the same
 * special price: its final price is what sorting by price uses, the lowest of its children's.
 */
export const demoSpecialPrices: readonly { sku: string; percentOff: number; children?: 'all' | string }[] = [
  { sku: 'WT002', percentOff: 25 },
  { sku: 'WT019', percentOff: 20 },
  { sku: 'MB002', percentOff: 10 },
  { sku: 'GB001', percentOff: 15 },
  { sku: 'GF003', percentOff: 20 },
  { sku: 'GW003', percentOff: 30 },
  { sku: 'WT010', percentOff: 30, children: 'Blue' },
  { sku: 'WT004', percentOff: 10, children: 'Brown' },
  { sku: 'MJ003', percentOff: 20, children: 'all' },
];

/**
 * The demo special price of a product (exact decimal text), or null. A child's SKU is
 * `<parent SKU>-<size>-<colour>`.
 */
export function demoSpecialPrice(sku: string, price: string): string | null {
  const [parentSku, , color] = sku.split('-');
  const rule = demoSpecialPrices.find(
    (entry) => entry.sku === sku || (entry.sku === parentSku && color !== undefined && (entry.children === 'all' || entry.children === color)),
  );
  if (!rule) return null;
  const regular = toMinor(price);
  return toDecimalText(regular - percentOf(regular, rule.percentOff));
}
