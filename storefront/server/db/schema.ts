import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An amount in the store currency, an exact decimal (read it with `toMinor`). */
const decimalAmount = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A whole number too large for `integer` read as a JavaScript number: minor units, epoch milliseconds. */
const bigNumber = (name: string) => bigint(name, { mode: 'number' });

// References to rows of the tables below (resolved once the tables exist). A product's rows go with the product.
const productRef = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
const attributeRef = () =>
  integer('attribute_id')
    .notNull()
    .references(() => attributes.id);
const optionRef = () =>
  integer('option_id')
    .notNull()
    .references(() => attributeOptions.id);

/** Two levels: roots (level 1, the menu) and their children (level 2). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    /** 'women' or 'women/tops': the page lives at `/<url_path>.html`. */
    urlPath: text('url_path').notNull(),
    position: integer('position').notNull().default(0),
    description: text('description').notNull().default(''),
    /** Magento's "Enable Category": a disabled category (and what is below it) is not in the menu and has no page. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_url_path_idx').on(t.urlPath), index('categories_parent_idx').on(t.parentId)],
);

/** Super attributes of configurable products (color, size) and their options. */
export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
});

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: integer('id').primaryKey(),
    attributeId: attributeRef(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    /** Colour swatch (#rrggbb) for colour options. */
    swatch: text('swatch'),
  },
  (t) => [index('attribute_options_attribute_idx').on(t.attributeId)],
);

/** Product visibility as the platform numbers it. */
export const Visibility = { notVisible: 1, catalog: 2, search: 3, both: 4 } as const;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    type: text('type', { enum: ['simple', 'configurable'] }).notNull(),
    visibility: smallint('visibility').notNull().default(Visibility.both),
    /** Configurable children point at their parent. */
    parentId: integer('parent_id'),
    /** The leaf category and its root: category pages of either level read one index. */
    categoryId: integer('category_id'),
    rootCategoryId: integer('root_category_id'),
    position: integer('position').notNull().default(0),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    /** "More information" tab: label → value. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** Image file name under /media/catalog/product/; the SVG is drawn from the product's data. */
    image: text('image').notNull(),
    /** Colour of the drawn image (#rrggbb) and the shape it draws. */
    imageColor: text('image_color').notNull(),
    imageShape: text('image_shape').notNull(),
    /** The regular price in the store currency (exact decimal; read it with `toMinor`). */
    price: decimalAmount('price').notNull(),
    /** A lower price that replaces the regular one while set. */
    specialPrice: decimalAmount('special_price'),
    /** What a shopper pays for this row: the special price when there is one. */
    finalPrice: decimalAmount('final_price').generatedAlwaysAs(sql`coalesce(special_price, price)`),
    /**
     * The price index: the amount a listing shows for the product and sorts "by Price" on. A simple
     * product's final price; a configurable product's lowest final price among its buyable children
     * (its own final price when none is buyable), the same amount its tile shows. Stored, not
     * generated: it reads other rows, so `reindexListingPrices` (services/price-index.server.ts)
     * refreshes it after prices or stock change; null until a product is first indexed.
     */
    listingPrice: decimalAmount('listing_price'),
    qty: integer('qty').notNull().default(0),
    isInStock: boolean('is_in_stock').notNull().default(true),
    minSaleQty: integer('min_sale_qty').notNull().default(1),
    maxSaleQty: integer('max_sale_qty').notNull().default(10000),
    /** 1 means no increments rule. */
    qtyIncrements: integer('qty_increments').notNull().default(1),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(sku, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '')), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    uniqueIndex('products_url_key_idx').on(t.urlKey),
    index('products_parent_idx').on(t.parentId),
    index('products_category_position_idx').on(t.categoryId, t.position, t.id),
    index('products_category_name_idx').on(t.categoryId, t.name, t.id),
    index('products_category_price_idx').on(t.categoryId, t.listingPrice, t.id),
    index('products_root_position_idx').on(t.rootCategoryId, t.position, t.id),
    index('products_root_name_idx').on(t.rootCategoryId, t.name, t.id),
    index('products_root_price_idx').on(t.rootCategoryId, t.listingPrice, t.id),
    // Layered navigation: a category's count and price ranges read these alone (index-only scans), visibility included.
    index('products_category_layered_idx').on(t.categoryId, t.visibility, t.listingPrice, t.id),
    index('products_root_layered_idx').on(t.rootCategoryId, t.visibility, t.listingPrice, t.id),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Which super attributes a configurable product offers, in order. */
export const productSuperAttributes = pgTable(
  'product_super_attributes',
  {
    productId: productRef(),
    attributeId: attributeRef(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/** The option a child product carries for each super attribute. */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: productRef(),
    attributeId: attributeRef(),
    optionId: optionRef(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/**
 * The layered-navigation index (issue 15): which attribute options a listed product offers — a
 * configurable product's children's colours and sizes, once each — so "Shop By" counts and
 * filters read one small table instead of walking every child. Filled by
 * `reindexLayeredNavigation` (services/layered-index.server.ts).
 *
 * Each row also carries where the catalogue lists the product — its category and that category's
 * root (the anchor category whose page shows its children's products, Luma's
 * catalog_category_product_index) — and its price index: a category page narrowed by options
 * finds, counts and buckets its products in this table alone (index-only scans of the two
 * category keys), without a look at `products` per candidate. The three are null for a product
 * no category page shows (visibility neither catalog nor both); `reindexListingPrices` keeps the
 * price current.
 */
export const productIndexEav = pgTable(
  'product_index_eav',
  {
    productId: productRef(),
    attributeId: attributeRef(),
    optionId: optionRef(),
    /** The product's (leaf) category, when a category page lists it. */
    categoryId: integer('category_id'),
    /** That category's root (anchor) category, when a category page lists it. */
    rootCategoryId: integer('root_category_id'),
    /** The product's `listing_price`, when a category page lists it. */
    listingPrice: decimalAmount('listing_price'),
  },
  // The key answers "products with this option" (a filter, search results); the second index "options of these products" (the counts);
  // the category keys "this category's products with this option" with the price (and leaf) a count needs: index-only scans.
  (t) => [
    primaryKey({ columns: [t.attributeId, t.optionId, t.productId] }),
    index('product_index_eav_product_idx').on(t.productId, t.attributeId, t.optionId),
    index('product_index_eav_category_idx').on(t.categoryId, t.attributeId, t.optionId, t.productId, t.listingPrice),
    index('product_index_eav_root_category_idx').on(t.rootCategoryId, t.attributeId, t.optionId, t.productId, t.listingPrice, t.categoryId),
  ],
);

/**
 * The search index: the products search lists (visibility search or both), one narrow row each
 * with the columns a search reads for every match — the full-text vector (its GIN index finds the
 * matches, `ts_rank` ranks them), and what the total, "Shop By", the filters and the orders need.
 * A search reads these rows, never the wide `products` rows, so a common word's thousands of
 * matches stay in memory at 100,000 products. Kept by a trigger on `products` (migration
 * search_index_table), on every insert and on updates of the columns it copies; its options by
 * `reindexLayeredNavigation`.
 */
export const productIndexSearch = pgTable(
  'product_index_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
    name: text('name').notNull(),
    listingPrice: decimalAmount('listing_price'),
    categoryId: integer('category_id'),
    rootCategoryId: integer('root_category_id'),
    /**
     * The attribute options the layered-navigation index gives the product (`product_index_eav`), so
     * "Shop By" counts a search's matches without a join; set by `reindexLayeredNavigation`, null for none.
     */
    optionIds: integer('option_ids').array(),
  },
  (t) => [index('product_index_search_vector_idx').using('gin', t.searchVector)],
);

/** Search phrases with their result counts and popularity: the suggestions' source, per store view (its language's phrases). */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    /** The store view the phrase was searched in (`default`, `fr`, `ar`): a view suggests its own. */
    storeView: text('store_view').notNull().default('default'),
    term: text('term').notNull(),
    numResults: integer('num_results').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('search_terms_term_idx').on(t.storeView, t.term), index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

export const customerGroups = pgTable('customer_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id),
    websiteId: integer('website_id').notNull().default(1),
    passwordHash: text('password_hash').notNull(),
    /** Date of birth as the spec stores it, month/day/year (`03/07/1990`, SPEC.md §3, §5); null when not given. */
    dob: text('dob'),
    createdAt: createdAt(),
  },
  // E-mail addresses are unique regardless of letter case.
  (t) => [uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`)],
);

/** A customer's rows, gone with the customer. */
const customerRef = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** Flash messages and other per-session values. */
export interface SessionData {
  messages?: {
    type: 'success' | 'error' | 'notice' | 'warning';
    text: string;
    /** When it was left (ms): past the bound, any load takes it (ADR 0042). */
    at?: number;
    /** The request that left it, while it is still answering: no load takes it yet. */
    held?: string;
    /** The page path the redirect that left it leads to: only that page's load takes it. */
    for?: string;
    /** How many loads of other pages kept it. */
    skips?: number;
  }[];
  /** A guest's "Add to Wish List" (product id), added once they sign in (issue 13). */
  wishlistPending?: number;
}

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not hand out sessions. */
    id: text('id').primaryKey(),
    data: jsonb('data').$type<SessionData>().notNull().default({}),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    formKey: text('form_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_customer_idx').on(t.customerId)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** Guest carts belong to a session, customer carts to a customer. */
    sessionId: text('session_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_session_idx').on(t.sessionId), uniqueIndex('carts_customer_idx').on(t.customerId)],
);

/** A chosen option: super attribute or custom option. */
export interface CartItemOption {
  label: string;
  value: string;
  option_id: number;
  option_value: number | string;
}

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The product shown (a configurable parent or a simple product). */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The child whose stock is used, for configurable products. */
    childProductId: integer('child_product_id').references(() => products.id),
    qty: integer('qty').notNull(),
    /** Canonical JSON of the chosen options: equal options merge into one line. */
    optionsKey: text('options_key').notNull().default(''),
    options: jsonb('options').$type<CartItemOption[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

export const rewardPoints = pgTable('reward_points', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  urlKey: text('url_key').notNull().unique(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const cmsBlocks = pgTable('cms_blocks', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  formData: jsonb('form_data').$type<Record<string, string>>().notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** When staff first opened it (Customers › Contact Messages); null: unread. */
  readAt: timestamp('read_at', { withTimezone: true }),
});

/**
 * The shop's outgoing e-mails (ADR 0024): written in the transaction of the change that causes
 * them, delivered over SMTP by the mail worker (`src/features/mail`). A worker claims a due
 * pending mail for `lease` seconds (`locked_until`) with `FOR UPDATE SKIP LOCKED`, so two
 * processes never hold one mail; a process that dies holding one lets its lease run out and the
 * mail is sent again (at least once). Failures are retried with back-off (`next_attempt_at`)
 * until the limit, then the mail is `failed` with its `last_error`.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    /** Which mail it is (`password_reset`, `order_confirmation`, ...): what the mail list and the reset's repeat check read. */
    kind: text('kind').notNull().default(''),
    recipient: text('recipient').notNull(),
    /** The recipient's name, shown in the To header (`"Name" <address>`). */
    recipientName: text('recipient_name'),
    /** Where replies go (the contact form: the shopper's address); null: the sender. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part; null for a plain-text mail. */
    html: text('html'),
    createdAt: createdAt(),
    /** `pending` (waiting or retrying), `sent` or `failed` (refused, or out of attempts). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the worker that claimed it may send it; a later worker takes it over after that. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('outbox_emails_status', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('outbox_emails_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: customerRef(),
    /** SHA-256 of the token sent by e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/** Failed attempts and the current word, per captcha form and subject ('session:<id>' or 'login:<email>'). */
export const captchaStates = pgTable(
  'captcha_states',
  {
    formId: text('form_id').notNull(),
    subject: text('subject').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    word: text('word'),
    /** When the captcha became required; reported to the browser as the section timestamp. */
    requiredAt: bigNumber('required_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.subject] })],
);

/** Recently viewed / compared products synchronised from the browser. */
export const productActions = pgTable(
  'product_actions',
  {
    id: serial('id').primaryKey(),
    typeId: text('type_id', { enum: ['recently_viewed_product', 'recently_compared_product'] }).notNull(),
    /** 'customer:<id>' or 'session:<id>'. */
    owner: text('owner').notNull(),
    productId: productRef(),
    addedAt: bigNumber('added_at').notNull(),
  },
  (t) => [uniqueIndex('product_actions_owner_idx').on(t.owner, t.typeId, t.productId)],
);

/** The fields of a postal address, as a customer's address book and an order both keep them. */
const addressFields = () => ({
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  /** One to two lines. */
  street: jsonb('street').$type<string[]>().notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2. */
  countryId: text('country_id').notNull(),
  /** The region's code for countries that list regions ('TX'), else null. */
  regionCode: text('region_code'),
  /** The region as shown: the listed region's name, or the free text typed. */
  region: text('region').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  telephone: text('telephone').notNull(),
});

/** A signed-in customer's address book. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: customerRef(),
    ...addressFields(),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_default_billing_idx').on(t.customerId).where(sql`is_default_billing`),
    uniqueIndex('customer_addresses_default_shipping_idx').on(t.customerId).where(sql`is_default_shipping`),
  ],
);

/** Tax rates by destination: a region's rate, else the country's ('*'), else none. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    countryId: text('country_id').notNull(),
    /** A region code, or '*' for the whole country. */
    regionCode: text('region_code').notNull().default('*'),
    /** Percent, exact ('8.2500'). */
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('tax_rates_destination_idx').on(t.countryId, t.regionCode)],
);

/** Order numbers: 000000001, 000000002, … (the increment id is this value zero-padded to 9 digits). */
export const orderIncrementSequence = pgSequence('order_increment_seq', { startWith: 1 });

export type OrderStatus = 'pending' | 'processing' | 'complete' | 'canceled' | 'closed';

/**
 * A placed order. Amounts are integer minor units of `currency`. A guest order has no
 * customer and is tied to its e-mail (and to the session that placed it, for the success page).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerFirstname: text('customer_firstname').notNull(),
    customerLastname: text('customer_lastname').notNull(),
    isGuest: boolean('is_guest').notNull(),
    /** SHA-256 of the session that placed it (the success page and "create an account" read the order through it). */
    sessionId: text('session_id'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The order currency: the one of the store view it was placed in (ADR 0040); its amounts are in it. */
    currency: text('currency').notNull(),
    /** The base currency the catalogue's prices are stored in, and how many units of `currency` one of it bought (exact decimal text). */
    baseCurrency: text('base_currency').notNull().default('USD'),
    baseToOrderRate: text('base_to_order_rate').notNull().default('1'),
    /** The grand total in the base currency (the same cart priced in it). */
    baseGrandTotal: bigNumber('base_grand_total').notNull().default(0),
    /** The code of the store view the order was placed in. */
    storeView: text('store_view').notNull().default('default'),
    totalQty: integer('total_qty').notNull(),
    subtotal: bigNumber('subtotal').notNull(),
    shippingAmount: bigNumber('shipping_amount').notNull(),
    taxAmount: bigNumber('tax_amount').notNull(),
    grandTotal: bigNumber('grand_total').notNull(),
    /** What a coupon took off (a positive amount; the grand total is already net of it), and its code as applied. */
    discountAmount: bigNumber('discount_amount').notNull().default(0),
    couponCode: text('coupon_code'),
    /** '<carrier>_<method>' ('flatrate_flatrate') and its title as shown ('Flat Rate - Fixed'). */
    shippingMethod: text('shipping_method').notNull(),
    shippingDescription: text('shipping_description').notNull(),
    /** The browser's key for one Place Order: a retried request finds the order it already made. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_increment_id_idx').on(t.incrementId),
    uniqueIndex('orders_idempotency_idx').on(t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_session_idx').on(t.sessionId),
    index('orders_email_idx').on(sql`lower(${t.customerEmail})`),
    // The back office's grid (issue 27): newest first, by status, and its keyword search (order
    // number, e-mail, name) through trigrams of one expression.
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_search_idx').using('gin', sql`lower(${t.incrementId} || ' ' || ${t.customerEmail} || ' ' || ${t.customerFirstname} || ' ' || ${t.customerLastname}) gin_trgm_ops`),
  ],
);

/** An order's rows, gone with the order. */
const orderRef = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/** An order's lines: a snapshot of what was bought, as it was then. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    /** The product shown (kept null when the product is deleted later). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    childProductId: integer('child_product_id').references(() => products.id, { onDelete: 'set null' }),
    productType: text('product_type').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    options: jsonb('options').$type<CartItemOption[]>().notNull().default([]),
    /** Unit price paid, minor units. */
    price: bigNumber('price').notNull(),
    /** Regular unit price at the time (equal to price when no special price applied). */
    originalPrice: bigNumber('original_price').notNull(),
    qty: integer('qty').notNull(),
    rowTotal: bigNumber('row_total').notNull(),
    taxAmount: bigNumber('tax_amount').notNull().default(0),
    /** Units the order's cancellation took off (never invoiced nor shipped); what was invoiced, shipped and refunded is in the sales documents. */
    qtyCanceled: integer('qty_canceled').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_qty_positive', sql`qty > 0`)],
);

export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    addressType: text('address_type', { enum: ['shipping', 'billing'] }).notNull(),
    email: text('email').notNull(),
    ...addressFields(),
  },
  (t) => [uniqueIndex('order_addresses_order_type_idx').on(t.orderId, t.addressType)],
);

export type PaymentStatus = 'authorized' | 'captured' | 'voided' | 'refunded' | 'declined';

/** How an order was paid: never the card number or verification number, only type and last four. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    /** The payment method code ('offline_card'). */
    method: text('method').notNull(),
    /** Card type code (VI, MC, AE, DI…) and the last four digits. */
    ccType: text('cc_type'),
    ccLast4: text('cc_last4'),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The gateway's reference for later capture, void or refund. */
    transactionId: text('transaction_id'),
    amount: bigNumber('amount').notNull(),
    /** Minor units held on the card at placement (Magento's amount_authorized). */
    amountAuthorized: bigNumber('amount_authorized').notNull().default(0),
    /** Minor units captured so far (invoices paid). */
    amountPaid: bigNumber('amount_paid').notNull().default(0),
    /** Minor units given back (credit memos). */
    amountRefunded: bigNumber('amount_refunded').notNull().default(0),
    /** Minor units of the authorization released by a void (a canceled order). */
    amountCanceled: bigNumber('amount_canceled').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_payments_order_idx').on(t.orderId)],
);

export type PaymentTransactionType = 'authorization' | 'capture' | 'void' | 'refund';

/**
 * What the shop asked of the gateway for an order, one row per answer it approved (Magento's
 * sales_payment_transaction): the gateway's transaction id, the one it acted on (a capture's
 * authorization, a refund's capture), and the amount in minor units.
 */
export const orderPaymentTransactions = pgTable(
  'order_payment_transactions',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    txnType: text('txn_type').$type<PaymentTransactionType>().notNull(),
    txnId: text('txn_id').notNull(),
    parentTxnId: text('parent_txn_id'),
    amount: bigNumber('amount').notNull(),
    /** A capture fully refunded, an authorization fully captured or voided: nothing more can be done with it. */
    isClosed: boolean('is_closed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_payment_transactions_txn_idx').on(t.orderId, t.txnId), index('order_payment_transactions_order_idx').on(t.orderId, t.id)],
);

/**
 * The offline test gateway's ledger (ADR 0029): what a provider would keep on its side, so capture,
 * void and refund work after a restart and from any shop process. Never the card.
 */
export const testGatewayTransactions = pgTable(
  'test_gateway_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'authorization' | 'capture' | 'void' | 'refund'>().notNull(),
    /** A capture's or void's authorization, a refund's capture. */
    parentId: text('parent_id'),
    amount: bigNumber('amount').notNull(),
    /** An authorization's captured part; a capture's refunded part. */
    settled: bigNumber('settled').notNull().default(0),
    /** An authorization: `open` until fully captured (`closed`) or voided (`voided`). */
    state: text('state').$type<'open' | 'closed' | 'voided'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (_t) => [check('test_gateway_transactions_settled', sql`settled >= 0 and settled <= amount`)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef(),
    status: text('status').$type<OrderStatus>().notNull(),
    comment: text('comment').notNull().default(''),
    isCustomerNotified: boolean('is_customer_notified').notNull().default(false),
    /** Shown to the customer on the order's page (Magento's is_visible_on_front). */
    isVisibleOnFront: boolean('is_visible_on_front').notNull().default(false),
    /** The staff member who wrote it or whose action it records; null: the shop itself (placement, an automatic invoice). */
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** A customer's wish list (issue 13): one row per product, with the wanted quantity and a comment. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: customerRef(),
    productId: productRef(),
    qty: integer('qty').notNull().default(1),
    description: text('description').notNull().default(''),
    addedAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_customer_product_idx').on(t.customerId, t.productId), check('wishlist_items_qty_positive', sql`${t.qty} > 0`)],
);

/**
 * Request counters of the throttle (issue 17), shared by every shop process on the database: one
 * row per action and subject (`login:ip:203.0.113.7`, `login:account:roni_cost@example.com`),
 * counting hits until `resets_at`, when the next hit starts a new window. Purged once expired.
 */
export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_buckets_resets_idx').on(t.resetsAt)],
);

/** Where a product review is (Magento's review statuses): waiting for a moderator, shown on the product page, or turned down. */
export const ReviewStatus = { pending: 'pending', approved: 'approved', notApproved: 'not_approved' } as const;

/**
 * Product reviews ("Write Your Own Review"): plain text as the shopper typed it (escaped when
 * shown), a rating of 1–5 stars, pending until staff approve it (REVIEWS_AUTO_APPROVE approves at once).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: productRef(),
    /** The signed-in writer, or null for a guest. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    summary: text('summary').notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    status: text('status').$type<(typeof ReviewStatus)[keyof typeof ReviewStatus]>().notNull().default(ReviewStatus.pending),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('product_reviews_status_known', sql`${t.status} in ('pending', 'approved', 'not_approved')`),
  ],
);

/**
 * The compare list (issue 15): the products a visitor put side by side, owned like the product
 * actions ('customer:<id>' or 'session:<id>', see `actionOwner`), one row per product.
 */
export const compareItems = pgTable(
  'compare_items',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    productId: productRef(),
    addedAt: createdAt(),
  },
  (t) => [uniqueIndex('compare_items_owner_product_idx').on(t.owner, t.productId)],
);
