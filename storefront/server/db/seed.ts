import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { storedHtml } from '../lib/stored-html';
import { reindexLayeredNavigation } from '../services/layered-index.server';
import { reindexListingPrices } from '../services/price-index.server';
import { rows, type Db } from './database';
import type { CapabilitySeed } from './define-seed';
import * as s from './schema';
import { seedSelling } from './seed-selling';
import {
  blogTitles,
  SEED_REVIEWED_PRODUCTS,
  seedReviewCounts,
  seedReviewTexts,
  benefits,
  catalogue,
  COLOR_ATTRIBUTE_ID,
  colors,
  createRandom,
  DEFAULT_PRODUCT_COUNT,
  DEMO_PASSWORD,
  demoSpecialPrice,
  letterSizes,
  nameWords,
  openers,
  type Random,
  seedCustomers,
  SIZE_ATTRIBUTE_ID,
  styleWords,
  waistSizes,
} from './seed-data';

/**
 * Each capability's rows (its folder's `seed.server.ts`, `defineSeed`), in the folders' order: run
 * after the catalogue, customers and content, in the same transaction.
 */
const capabilitySeeds = Object.values(import.meta.glob<CapabilitySeed>('../../src/features/*/seed.server.ts', { eager: true, import: 'default' }));


export interface SeedOptions {
  /** Listed products (configurable children come on top). @default 216 */
  products?: number;
  /** PRNG seed: the same seed and count give the same catalogue. @default 20261122 */
  seed?: number;
  /** Called after each inserted batch with the listed products inserted so far and their total. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Seed the demo customers, whose password is public (README). A production shop (`config.production`)
   * starts with none: its customers register. @default true
   */
  demoCustomers?: boolean;
}

export interface SeedSummary {
  categories: number;
  listedProducts: number;
  productRows: number;
  customers: number;
  searchTerms: number;
}

type ProductRow = typeof s.products.$inferInsert;
type ValueRow = typeof s.productAttributeValues.$inferInsert;
type SuperRow = typeof s.productSuperAttributes.$inferInsert;

const BATCH = 1000;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function price(random: Random, min: number, max: number): string {
  return `${random.int(min, max)}.${random.pick(['00', '50', '99'])}`;
}

/** Sanitized description templates (a product's name goes in at NAME_SLOT), one per wording. */
const descriptionTemplates = new Map<string, string>();
const NAME_SLOT = '%1';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function description(random: Random, name: string, categoryText: string): { description: string; short: string } {
  const opener = random.pick(openers);
  const points = random.sample(benefits, 3);
  const markup = `<p>${opener}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul><p>${categoryText}</p>`;
  // Stored HTML goes through the sanitizer when written, whatever wrote it (ADR 0016): each
  // wording once (a million products share a few thousand), the name then put in as text.
  let template = descriptionTemplates.get(markup);
  if (template === undefined) {
    template = storedHtml(markup);
    descriptionTemplates.set(markup, template);
  }
  return {
    description: template.replace(NAME_SLOT, escapeText(name)),
    short: points[0] ?? opener.replace(NAME_SLOT, name),
  };
}

/** Quantity rules that some gear carries, so every rule of the cart has real examples. */
function saleRules(noun: string): Pick<ProductRow, 'minSaleQty' | 'maxSaleQty' | 'qtyIncrements'> {
  if (noun === 'Resistance Band Set') return { qtyIncrements: 2 };
  if (noun === 'Water Bottle') return { minSaleQty: 2, maxSaleQty: 12 };
  if (noun === 'Kettlebell') return { maxSaleQty: 4 };
  return {};
}

/**
 * Empties every shop table, the capabilities' included (every table of the `public` schema; the
 * migrations journal is in the `drizzle` schema and stays), and restarts their ids.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = rows<{ name: string }>(await db.execute(sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`));
  if (tables.length === 0) return;
  await db.execute(sql.raw(`truncate table ${tables.map((table) => `public.${table.name}`).join(', ')} restart identity cascade`));
}

/** The generated catalogue rows, before insertion. */
export interface GeneratedCatalogue {
  categoryRows: (typeof s.categories.$inferInsert)[];
  productRows: ProductRow[];
  superRows: SuperRow[];
  valueRows: ValueRow[];
  terms: string[];
  listedProducts: number;
}

type Leaf = { id: number; rootId: number; leaf: (typeof catalogue)[number]['children'][number] };

/** The category tree (two levels) with explicit ids, so the catalogue is the same on every machine. */
export function catalogueCategories(): { categoryRows: (typeof s.categories.$inferInsert)[]; leaves: Leaf[] } {
  const categoryRows: (typeof s.categories.$inferInsert)[] = [];
  const leaves: Leaf[] = [];
  let categoryId = 0;
  catalogue.forEach((root, rootIndex) => {
    const rootId = ++categoryId;
    categoryRows.push({ id: rootId, parentId: null, level: 1, name: root.name, urlKey: root.urlKey, urlPath: root.urlKey, position: rootIndex, description: root.description });
    root.children.forEach((leaf, leafIndex) => {
      const id = ++categoryId;
      categoryRows.push({ id, parentId: rootId, level: 2, name: leaf.name, urlKey: leaf.urlKey, urlPath: `${root.urlKey}/${leaf.urlKey}`, position: leafIndex, description: leaf.description });
      leaves.push({ id, rootId, leaf });
    });
  });
  return { categoryRows, leaves };
}

/** The rows of a run of listed products (their configurable children with them). */
export interface CatalogueBatch {
  productRows: ProductRow[];
  superRows: SuperRow[];
  valueRows: ValueRow[];
}

/**
 * The catalogue as it is generated: batches of `batchSize` listed products, then the search terms. A large catalogue never sits in memory whole (the seed inserts each batch).
 */
export function* catalogueBatches(options: Pick<SeedOptions, 'products' | 'seed'> = {}, batchSize = BATCH): Generator<CatalogueBatch, Pick<GeneratedCatalogue, 'terms' | 'listedProducts'>> {
  const total = Math.max(9, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const random = createRandom(options.seed ?? 20261122);
  const large = total > 1000;
  const configurableShare = large ? 0.1 : 0.8;

  const { leaves } = catalogueCategories();

  let productRows: ProductRow[] = [];
  let superRows: SuperRow[] = [];
  let valueRows: ValueRow[] = [];
  const terms = new Set<string>();
  const usedNames = new Set<string>();
  const usedUrlKeys = new Set<string>();
  let productId = 0;
  const perLeaf = Math.ceil(total / leaves.length);
  const skuDigits = Math.max(3, String(perLeaf).length);

  for (let n = 0; n < total; n++) {
    if (n > 0 && n % batchSize === 0) {
      yield { productRows, superRows, valueRows };
      productRows = [];
      superRows = [];
      valueRows = [];
    }
    const { id: leafId, rootId, leaf } = leaves[n % leaves.length]!;
    const position = Math.floor(n / leaves.length);
    const noun = random.pick(leaf.nouns);
    const style = random.pick(styleWords);
    let name = `${random.pick(nameWords)} ${style} ${noun}`;
    for (let attempt = 0; usedNames.has(name) && attempt < 6; attempt++) name = `${random.pick(nameWords)} ${random.pick(styleWords)} ${noun}`;
    usedNames.add(name);
    const sku = `${leaf.code}${String(position + 1).padStart(skuDigits, '0')}`;
    let urlKey = slug(name);
    if (usedUrlKeys.has(urlKey)) urlKey = `${urlKey}-${sku.toLowerCase()}`;
    usedUrlKeys.add(urlKey);
    const words = name.toLowerCase().split(' ');
    terms.add(noun.toLowerCase());
    terms.add(`${style} ${noun}`.toLowerCase());
    terms.add(`${words[0]} ${noun.toLowerCase()}`);
    if (!large) terms.add(name.toLowerCase());

    const details = Object.fromEntries(Object.entries(leaf.details).map(([label, values]) => [label, random.pick(values)]));
    const text = description(random, name, leaf.description);
    const configurable = leaf.sizes !== null && random.chance(configurableShare);
    const soldOut = random.chance(0.06);
    const id = ++productId;
    const base = {
      name,
      categoryId: leafId,
      rootCategoryId: rootId,
      description: text.description,
      shortDescription: text.short,
      details,
      imageShape: leaf.shape,
      price: leaf.sizes ? price(random, 19, 99) : price(random, 9, 299),
      ...saleRules(noun),
    };

    if (!configurable) {
      const qty = soldOut ? 0 : random.int(1, 200);
      productRows.push({ ...base, id, sku, urlKey, type: 'simple', visibility: s.Visibility.both, position, image: `${sku}.svg`, imageColor: random.pick(colors).swatch, qty, isInStock: qty > 0, specialPrice: demoSpecialPrice(sku, base.price) });
      continue;
    }

    const chosenColors = random.sample(colors, random.int(2, 4));
    const sizeList: readonly { id: number; label: string }[] = leaf.sizes === 'waist' ? waistSizes : letterSizes;
    const chosenSizes = random.sample(sizeList, leaf.sizes === 'waist' ? random.int(4, 6) : random.int(3, 5));
    const parent: ProductRow = { ...base, id, sku, urlKey, type: 'configurable', visibility: s.Visibility.both, position, image: `${sku}.svg`, imageColor: chosenColors[0]!.swatch, qty: 0, isInStock: false, specialPrice: demoSpecialPrice(sku, base.price) };
    productRows.push(parent);
    superRows.push({ productId: id, attributeId: COLOR_ATTRIBUTE_ID, position: 0 }, { productId: id, attributeId: SIZE_ATTRIBUTE_ID, position: 1 });
    let anyInStock = false;
    for (const color of chosenColors) {
      for (const size of chosenSizes) {
        const childId = ++productId;
        const qty = soldOut || random.chance(0.15) ? 0 : random.int(3, 100);
        anyInStock ||= qty > 0;
        const childSku = `${sku}-${size.label}-${color.label}`;
        productRows.push({
          ...base,
          // Children are not listed: keeping them out of the category indexes keeps listings fast.
          categoryId: null,
          rootCategoryId: null,
          id: childId,
          sku: childSku,
          name: `${name}-${size.label}-${color.label}`,
          urlKey: `${urlKey}-${slug(size.label)}-${slug(color.label)}`,
          type: 'simple',
          visibility: s.Visibility.notVisible,
          parentId: id,
          position,
          image: `${childSku}.svg`,
          imageColor: color.swatch,
          qty,
          isInStock: qty > 0,
          specialPrice: demoSpecialPrice(childSku, base.price),
        });
        valueRows.push({ productId: childId, attributeId: COLOR_ATTRIBUTE_ID, optionId: color.id }, { productId: childId, attributeId: SIZE_ATTRIBUTE_ID, optionId: size.id });
      }
    }
    parent.isInStock = anyInStock;
  }

  if (productRows.length > 0) yield { productRows, superRows, valueRows };
  return { terms: [...terms], listedProducts: total };
}

/**
 * Fills an empty database with the demo shop: categories (two levels), simple and configurable
 * products (colour × size children, some out of stock), the customer groups, customers with the
 * demo password and their reward points (unless `demoCustomers` is false), blog posts, CMS
 * blocks, reviews, then each capability's `seed.server.ts` (its `demo` rows only where the demo
 * customers are seeded). Deterministic for a given seed and count.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const { categoryRows } = catalogueCategories();
  const listedTotal = Math.max(9, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  let productRowCount = 0;
  let terms: string[] = [];
  let listedProducts = 0;
  const customersToSeed = options.demoCustomers === false ? [] : seedCustomers;
  const passwordHashes = await Promise.all(customersToSeed.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    await tx.insert(s.categories).values(categoryRows);
    await tx.insert(s.attributes).values([
      { id: COLOR_ATTRIBUTE_ID, code: 'color', label: 'Color' },
      { id: SIZE_ATTRIBUTE_ID, code: 'size', label: 'Size' },
    ]);
    await tx.insert(s.attributeOptions).values([
      ...colors.map((c, i) => ({ id: c.id, attributeId: COLOR_ATTRIBUTE_ID, label: c.label, position: i, swatch: c.swatch })),
      ...[...letterSizes, ...waistSizes].map((z, i) => ({ id: z.id, attributeId: SIZE_ATTRIBUTE_ID, label: z.label, position: i })),
    ]);
    // Inserted as generated, a batch of listed products at a time (1,000,000 products fit in memory so).
    const batches = catalogueBatches(options);
    let listedDone = 0;
    for (let next = batches.next(); ; next = batches.next()) {
      if (next.done) {
        ({ terms, listedProducts } = next.value);
        break;
      }
      const { productRows, superRows, valueRows } = next.value;
      for (let i = 0; i < productRows.length; i += BATCH) await tx.insert(s.products).values(productRows.slice(i, i + BATCH));
      for (let i = 0; i < superRows.length; i += BATCH * 5) await tx.insert(s.productSuperAttributes).values(superRows.slice(i, i + BATCH * 5));
      for (let i = 0; i < valueRows.length; i += BATCH * 5) await tx.insert(s.productAttributeValues).values(valueRows.slice(i, i + BATCH * 5));
      productRowCount += productRows.length;
      listedDone += productRows.filter((row) => row.visibility !== s.Visibility.notVisible).length;
      options.onProgress?.(listedDone, listedTotal);
    }
    // Listings sort by price through the price index, which reads the children inserted above.
    await reindexListingPrices(tx);
    // "Shop By" counts and filters read the options indexed on the listed products.
    await reindexLayeredNavigation(tx);

    const termList = terms.map((term) => ({ term }));
    for (let i = 0; i < termList.length; i += BATCH * 5) await tx.insert(s.searchTerms).values(termList.slice(i, i + BATCH * 5));
    // Counted by the same full-text match the search page uses, so suggestions tell the truth.
    await tx.execute(sql`update search_terms t set num_results = (
      select count(*) from product_index_search p where p.search_vector @@ plainto_tsquery('english', t.term))`);

    await tx.insert(s.customerGroups).values([
      { id: 0, code: 'NOT LOGGED IN' },
      { id: 1, code: 'General' },
      { id: 2, code: 'Wholesale' },
    ]);
    if (customersToSeed.length > 0) {
      const inserted = await tx
        .insert(s.customers)
        .values(customersToSeed.map((c, i) => ({ email: c.email, firstname: c.firstname, lastname: c.lastname, groupId: c.groupId, websiteId: 1, passwordHash: passwordHashes[i]! })))
        .returning({ id: s.customers.id, email: s.customers.email });
      await tx.insert(s.rewardPoints).values(inserted.map((row) => ({ customerId: row.id, balance: customersToSeed.find((c) => c.email === row.email)!.points })));
    }

    await tx.insert(s.blogPosts).values(
      blogTitles.map(([title, excerpt], i) => ({
        title,
        urlKey: slug(title),
        excerpt,
        content: storedHtml(`<p>${excerpt}</p><p>${benefits[i % benefits.length]}</p><p>${benefits[(i + 5) % benefits.length]}</p>`),
        author: i % 2 === 0 ? 'Coach Dana' : 'Coach Sam',
        publishedAt: new Date(Date.UTC(2026, 0, 5 + i * 9, 9, 0, 0)),
      })),
    );
    await tx.insert(s.cmsBlocks).values(cmsBlocks().map((block) => ({ ...block, content: storedHtml(block.content) })));
    await seedReviews(tx);
    await seedSelling(tx);
    // The demo's rows (an administrator, a discount code: public passwords and codes) only where
    // the demo customers are seeded; production mode creates its first administrator on purpose.
    for (const capability of capabilitySeeds) {
      await capability.seed?.(tx);
      if (options.demoCustomers !== false) await capability.demo?.(tx);
    }

    for (const table of ['categories', 'products', 'customers', 'blog_posts', 'cms_blocks', 'search_terms', 'product_reviews']) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
    }
  });
  // Fresh statistics and visibility maps: the planner then uses the category indexes (and
  // index-only counts) instead of guessing on an empty table's numbers.
  await db.execute(sql`vacuum analyze`);

  return { categories: categoryRows.length, listedProducts, productRows: productRowCount, customers: customersToSeed.length, searchTerms: terms.length };
}

/** Approved demo reviews for the first listed products, a few each (some none), dated in early 2026. */
async function seedReviews(tx: Db): Promise<void> {
  const listed = await tx
    .select({ id: s.products.id })
    .from(s.products)
    .where(sql`${s.products.visibility} <> ${s.Visibility.notVisible}`)
    .orderBy(s.products.id)
    .limit(SEED_REVIEWED_PRODUCTS);
  let next = 0;
  const rows = listed.flatMap(({ id }, i) =>
    Array.from({ length: seedReviewCounts[i % seedReviewCounts.length]! }, (_, k) => {
      const [nickname, summary, text, rating] = seedReviewTexts[next++ % seedReviewTexts.length]!;
      return { productId: id, nickname, summary, text, rating, status: s.ReviewStatus.approved, createdAt: new Date(Date.UTC(2026, 1, 1 + ((i * 3 + k * 7) % 27), 10, 0, 0)) };
    }),
  );
  if (rows.length > 0) await tx.insert(s.productReviews).values(rows);
}

function cmsBlocks(): (typeof s.cmsBlocks.$inferInsert)[] {
  return [
    {
      identifier: 'home-hero',
      title: 'Home hero',
      content:
        '<section class="home-hero"><h2>New season, new miles</h2><p>Layers, leggings and gear made to move with you.</p>' +
        '<p><a class="action primary" href="/women.html">Shop Women</a> <a class="action primary" href="/men.html">Shop Men</a></p></section>',
    },
    {
      identifier: 'home-promo',
      title: 'Home promotions',
      content:
        '<ul class="home-promo">' +
        '<li><a href="/women/tops.html"><strong>Tops for every workout</strong><span>Tees, tanks and hoodies</span></a></li>' +
        '<li><a href="/men/jackets.html"><strong>Weather-ready jackets</strong><span>Shells, fleeces and parkas</span></a></li>' +
        '<li><a href="/gear/fitness-equipment.html"><strong>Build a home gym</strong><span>Mats, weights and rollers</span></a></li>' +
        '</ul>',
    },
    {
      identifier: 'home-features',
      title: 'Why shop with us',
      content:
        '<ul class="home-features"><li><strong>Free shipping</strong> on orders over $50</li>' +
        '<li><strong>30-day returns</strong>, no questions asked</li><li><strong>Reward points</strong> on every order</li></ul>',
    },
    {
      identifier: 'footer-links',
      title: 'Footer links',
      content:
        '<ul class="footer links"><li><a href="/about-us">About us</a></li><li><a href="/customer-service">Customer Service</a></li>' +
        '<li><a href="/privacy-policy">Privacy Policy</a></li><li><a href="/catalogsearch/advanced/">Advanced Search</a></li></ul>',
    },
  ];
}
