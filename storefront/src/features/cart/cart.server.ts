import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { defaultView, orDefault, type StoreViewCode } from '../store-views/model';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { TimeSource as TimeSource } from '@shop/ui/clock';
import { t } from '@shop/ui/i18n';
import { multiply, sum, toDecimalText } from '@shop/ui/money';
import { shownFormat, shownPrice } from '../currency/api';
import { escapeHtml, priceHtml } from '../../../server/lib/html';
import { imageUrl, productUrl, shopPaths } from '../../../server/lib/urls';
import { decideLineChange, mergeQtyCapped, outOfStock, qtyError } from './cart-rules.server';
import type { FlashMessage } from '../../../server/services/sessions.server';
import type { CartOwner } from './model';
import { itemsCount } from '../minicart/model';
import { pageLocale } from '../../lib/page-locale';

export type { CartOwner };


/** One line of the cart section, in the platform's field names. */
export interface CartSectionItem {
  item_id: number;
  item_qty: number;
  qty: number;
  product_id: number;
  product_type: 'simple' | 'configurable';
  product_name: string;
  product_sku: string;
  product_url: string;
  product_has_url: boolean;
  product_image: { src: string; alt: string; width: number; height: number };
  /** The unit price as price markup (`<span class="price">`), and as a number in the major unit. */
  product_price: string;
  product_price_value: number;
  /** The unit price in minor units (what the browser formats). */
  product_price_minor: number;
  /** The regular unit price in minor units, when a special price lowers it. */
  product_regular_price_minor?: number;
  /** Unit price × quantity, in minor units. */
  row_total_minor: number;
  options: s.CartItemOption[];
  configure_url: string;
  is_visible_in_site_visibility: boolean;
  canApplyMsrp: boolean;
  /** Set when the line cannot be bought as it is (stock changed since it was added). */
  message?: string;
}

/** The cart section (SPEC §3). */
export interface CartSection {
  summary_count: number;
  subtotal: string;
  subtotalAmount: number;
  /** The subtotal in minor units (what the browser formats). */
  subtotal_minor: number;
  /** The applied discount code and what it takes off (minor units), when one applies. */
  coupon_code?: string;
  discount_minor?: number;
  /** ISO 4217 code of the amounts. */
  currency_code: string;
  possible_onepage_checkout: boolean;
  items: CartSectionItem[];
  extra_actions: string;
  isGuestCheckoutAllowed: boolean;
  website_id: number;
  storeId: number;
  cart_empty_message: string;
}

export interface AddToCartInput {
  productId: number;
  qty?: number;
  /** attribute id → option id */
  superAttribute: Record<string, number>;
}

/** What happened to an add-to-cart request (the endpoint turns it into the platform's answer). */
export type AddToCartResult =
  | { kind: 'added'; productName: string; summaryCount: number }
  | { kind: 'not_found' }
  | { kind: 'bad_options'; message: string }
  | { kind: 'needs_options'; productUrl: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'rejected'; message: string };

export type ItemChangeResult = { kind: 'ok' } | { kind: 'not_found' } | { kind: 'rejected'; message: string };

export interface CartServiceOptions {
  db: Db;
  clock: TimeSource;
  /** Products' names and URL keys in a store view, where they have their own (`shop.catalog.content.products`): the section names its lines in the view (ADR 0041). */
  namesInView?: (view: StoreViewCode, productIds: readonly number[]) => Promise<ReadonlyMap<number, { name: string | null; urlKey: string | null }>>;
  /** The attributes' and options' labels in a store view (a line's chosen options: Color, Blue), each falling back to the label given. */
  labelsInView?: (view: StoreViewCode) => Promise<{ attribute(id: number, label: string): string; option(id: number | string, label: string): string }>;
  maxItems: number;
  guestCheckoutAllowed: boolean;
  cartEmptyMessage: string;
  websiteId: number;
  storeId: number;
  /** The store's currency (ISO 4217). @default 'USD' */
  currency?: string;
  /** The cart's discount code and what it takes off the lines' row totals, when the coupons capability is there. */
  discountOf?: (tx: Db, cart: { cartId: number; customerId: number | null; rowTotals: readonly number[] }) => Promise<{ code: string; amount: number } | null>;
}

/** A line of a guest cart that could not keep all of its quantity when it joined the customer's cart. */
export interface MergeAdjustment {
  productId: number;
  /** The product's own (default view's) name. */
  productName: string;
  /** What the merged line would have held. */
  wanted: number;
  /** What it holds now. */
  qty: number;
}

/** The notices that tell a shopper which lines were capped when the carts were combined. */
export function mergeNotices(adjustments: readonly MergeAdjustment[], names: ReadonlyMap<number, { name: string | null }> = new Map()): FlashMessage[] {
  return adjustments.map((a) => ({ type: 'notice', text: mergeQtyCapped(a.qty, escapeHtml(orDefault(names.get(a.productId)?.name, a.productName)), a.wanted) }));
}

type CartRow = typeof s.carts.$inferSelect;

export const itemNotFound = () => t("We can't find the quote item.");
/** The notice of an added product, named as the call's view names it (the cart's add, the wish list's). */
export const addedToCart = (name: string) => t('You added %1 to your <a href="%2">shopping cart</a>.', escapeHtml(name), shopPaths.cart);
/** Why a product did not go into the cart (the wish list's Add to Cart, Reorder), as text: a refusal's message. */
export const notAddedText = (name: string, reason: string) => t('"%1" was not added to your cart: %2', name, reason);
/** The same as a flash message's HTML. */
export const notAddedToCart = (name: string, reason: string) => notAddedText(escapeHtml(name), escapeHtml(reason));
/** Why a product that was once bought or wished for cannot go into the cart any more. */
export const noLongerAvailable = () => t('This product is no longer available.');

/** Carts and their lines: every change runs in one transaction that locks the cart's owner. */
export function createCartService({ db, clock, guestCheckoutAllowed, cartEmptyMessage, websiteId, storeId, currency = 'USD', discountOf, namesInView, labelsInView }: CartServiceOptions) {
  /**
   * Exact decimal text (a `numeric` column of the base currency) as minor units of the currency the
   * cart is shown in: the view's, converted, in a call that names one (ADR 0040), else the base one.
   */
  const minor = (decimal: string) => shownPrice(decimal, currency);
  /** Serialises cart changes per owner, so concurrent requests cannot lose quantities or create two carts. */
  async function lockOwner(tx: Db, owner: CartOwner): Promise<void> {
    if (owner.customerId !== null) await tx.execute(sql`select id from customers where id = ${owner.customerId} for update`);
    else await tx.execute(sql`select id from sessions where id = ${owner.sessionId} for update`);
  }

  function ownerClause(owner: CartOwner) {
    return owner.customerId !== null ? eq(s.carts.customerId, owner.customerId) : eq(s.carts.sessionId, owner.sessionId);
  }

  async function findCart(tx: Db, owner: CartOwner): Promise<CartRow | null> {
    const [cart] = await tx.select().from(s.carts).where(ownerClause(owner));
    return cart ?? null;
  }

  async function createCart(tx: Db, owner: CartOwner): Promise<CartRow> {
    const [cart] = await tx
      .insert(s.carts)
      .values(owner.customerId !== null ? { customerId: owner.customerId } : { sessionId: owner.sessionId })
      .returning();
    return cart!;
  }

  /**
   * A change of a line of the owner's cart, in one transaction with the owner locked: `change`
   * gets the cart, and there is nothing to change without one. The cart is touched after a change.
   */
  function changeLine(owner: CartOwner, change: (tx: Db, cart: CartRow) => Promise<ItemChangeResult>): Promise<ItemChangeResult> {
    return db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      const cart = await findCart(tx, owner);
      if (!cart) return { kind: 'not_found' as const };
      const result = await change(tx, cart);
      if (result.kind === 'ok') await touch(tx, cart.id);
      return result;
    });
  }

  async function touch(tx: Db, cartId: number) {
    await tx.update(s.carts).set({ updatedAt: new Date(clock.now()) }).where(eq(s.carts.id, cartId));
  }

  /** The product whose stock a line uses. */
  async function stockOf(tx: Db, productId: number) {
    const [row] = await tx.select().from(s.products).where(eq(s.products.id, productId));
    return row ?? null;
  }

  const rulesOf = (p: typeof s.products.$inferSelect) => ({ stock: p.qty, isInStock: p.isInStock, min: p.minSaleQty, max: p.maxSaleQty, increments: p.qtyIncrements });

  return {
    /** Adds a product (a configurable one with its super attributes) to the owner's cart. */
    async add(owner: CartOwner, input: AddToCartInput): Promise<AddToCartResult> {
      const [product] = await db.select().from(s.products).where(eq(s.products.id, input.productId));
      if (!product || product.visibility === s.Visibility.notVisible) return { kind: 'not_found' };

      let stockProduct = product;
      let options: s.CartItemOption[] = [];
      if (product.type === 'configurable') {
        const supers = await db
          .select({ id: s.attributes.id, label: s.attributes.label })
          .from(s.productSuperAttributes)
          .innerJoin(s.attributes, eq(s.attributes.id, s.productSuperAttributes.attributeId))
          .where(eq(s.productSuperAttributes.productId, product.id))
          .orderBy(asc(s.productSuperAttributes.position));
        const chosen = supers.map((a) => ({ attribute: a, optionId: input.superAttribute[String(a.id)] }));
        if (chosen.some((c) => c.optionId === undefined)) return { kind: 'needs_options', productUrl: productUrl(product.urlKey) };
        const unknown = Object.keys(input.superAttribute).find((id) => !supers.some((a) => String(a.id) === id));
        if (unknown) return { kind: 'bad_options', message: t('Unknown super attribute %1 for this product.', unknown) };
        const matches = await db
          .select({ productId: s.productAttributeValues.productId, n: sql<number>`count(*)::int` })
          .from(s.productAttributeValues)
          .innerJoin(s.products, eq(s.products.id, s.productAttributeValues.productId))
          .where(
            and(
              eq(s.products.parentId, product.id),
              sql`(${s.productAttributeValues.attributeId}, ${s.productAttributeValues.optionId}) in (${sql.join(
                chosen.map((c) => sql`(${c.attribute.id}, ${c.optionId!})`),
                sql`, `,
              )})`,
            ),
          )
          .groupBy(s.productAttributeValues.productId);
        const childId = matches.find((m) => Number(m.n) === chosen.length)?.productId;
        if (childId === undefined) return { kind: 'bad_options', message: t('The requested product options are not available.') };
        stockProduct = (await stockOf(db, childId))!;
        const labels = await db
          .select({ id: s.attributeOptions.id, label: s.attributeOptions.label })
          .from(s.attributeOptions)
          .where(inArray(s.attributeOptions.id, chosen.map((c) => c.optionId!)));
        options = chosen.map((c) => ({
          label: c.attribute.label,
          value: labels.find((l) => l.id === c.optionId)?.label ?? String(c.optionId),
          option_id: c.attribute.id,
          option_value: c.optionId!,
        }));
      }
      if (!stockProduct.isInStock || stockProduct.qty <= 0) return { kind: 'unavailable', message: outOfStock() };

      const qty = input.qty ?? Math.max(1, product.minSaleQty);
      const optionsKey = options.map((o) => `${o.option_id}:${o.option_value}`).join(',');
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner);
        let cart = await findCart(tx, owner);
        const [line] = cart
          ? await tx
              .select()
              .from(s.cartItems)
              .where(and(eq(s.cartItems.cartId, cart.id), eq(s.cartItems.productId, product.id), eq(s.cartItems.optionsKey, optionsKey)))
          : [];
        const [{ n: lines } = { n: 0 }] = cart ? await tx.select({ n: sql<number>`count(*)::int` }).from(s.cartItems).where(eq(s.cartItems.cartId, cart.id)) : [];
        // Rules of the parent (min/max/increments) with the stock of the child.
        const decision = decideLineChange({
          mode: 'add',
          requested: qty,
          current: line?.qty ?? 0,
          rules: { ...rulesOf(product), stock: stockProduct.qty, isInStock: stockProduct.isInStock },
          lines: Number(lines),
        });
        if (!decision.ok) return { kind: 'rejected' as const, message: decision.message };
        cart ??= await createCart(tx, owner);
        if (line) {
          await tx.update(s.cartItems).set({ qty: decision.qty }).where(eq(s.cartItems.id, line.id));
        } else {
          await tx.insert(s.cartItems).values({
            cartId: cart.id,
            productId: product.id,
            childProductId: stockProduct.id === product.id ? null : stockProduct.id,
            qty: decision.qty,
            optionsKey,
            options,
          });
        }
        await touch(tx, cart.id);
        const [sum] = await tx.select({ n: sql<number>`coalesce(sum(qty), 0)::int` }).from(s.cartItems).where(eq(s.cartItems.cartId, cart.id));
        return { kind: 'added' as const, productName: product.name, summaryCount: Number(sum?.n ?? 0) };
      });
    },

    /** Sets a line's quantity (mini cart update), checked against the product's rules and stock. */
    async updateItemQty(owner: CartOwner, itemId: number, qty: number): Promise<ItemChangeResult> {
      return changeLine(owner, async (tx, cart) => {
        const [line] = await tx.select().from(s.cartItems).where(and(eq(s.cartItems.id, itemId), eq(s.cartItems.cartId, cart.id)));
        if (!line) return { kind: 'not_found' as const };
        const product = (await stockOf(tx, line.productId))!;
        const stock = line.childProductId ? ((await stockOf(tx, line.childProductId)) ?? product) : product;
        const decision = decideLineChange({ mode: 'set', requested: qty, current: line.qty, rules: { ...rulesOf(product), stock: stock.qty, isInStock: stock.isInStock }, lines: 0 });
        if (!decision.ok) return { kind: 'rejected' as const, message: decision.message };
        await tx.update(s.cartItems).set({ qty: decision.qty }).where(eq(s.cartItems.id, line.id));
        return { kind: 'ok' as const };
      });
    },

    /** Removes a line from the owner's cart. */
    async removeItem(owner: CartOwner, itemId: number): Promise<ItemChangeResult> {
      return changeLine(owner, async (tx, cart) => {
        const removed = await tx
          .delete(s.cartItems)
          .where(and(eq(s.cartItems.id, itemId), eq(s.cartItems.cartId, cart.id)))
          .returning({ id: s.cartItems.id });
        if (removed.length === 0) return { kind: 'not_found' as const };
        return { kind: 'ok' as const };
      });
    },

    /**
     * Moves a guest cart to the customer who just signed in: into the customer's cart when there
     * is one, else the guest cart becomes the customer's. Equal lines add up, capped to what the
     * product's rules and stock allow (never below the customer's own quantity); the capped lines
     * are returned so the caller can tell the shopper.
     */
    async assignGuestCart(tx: Db, guestSessionId: string, customerId: number): Promise<MergeAdjustment[]> {
      await tx.execute(sql`select id from customers where id = ${customerId} for update`);
      const [guest] = await tx.select().from(s.carts).where(eq(s.carts.sessionId, guestSessionId));
      if (!guest) return [];
      const [own] = await tx.select().from(s.carts).where(eq(s.carts.customerId, customerId));
      if (!own) {
        await tx.update(s.carts).set({ sessionId: null, customerId, updatedAt: new Date(clock.now()) }).where(eq(s.carts.id, guest.id));
        return [];
      }
      const guestLines = await tx.select().from(s.cartItems).where(eq(s.cartItems.cartId, guest.id)).orderBy(asc(s.cartItems.id));
      const ownLines = await tx.select().from(s.cartItems).where(eq(s.cartItems.cartId, own.id));
      const adjustments: MergeAdjustment[] = [];
      let lines = ownLines.length;
      for (const line of guestLines) {
        const same = ownLines.find((o) => o.productId === line.productId && o.optionsKey === line.optionsKey);
        const product = (await stockOf(tx, line.productId))!;
        const childId = same?.childProductId ?? line.childProductId;
        const stock = childId ? ((await stockOf(tx, childId)) ?? product) : product;
        // The same rules as add to cart, but a merge keeps what it can instead of refusing the sign-in.
        const decision = decideLineChange({
          mode: 'add',
          requested: line.qty,
          current: same?.qty ?? 0,
          rules: { ...rulesOf(product), stock: stock.qty, isInStock: stock.isInStock },
          lines,
          policy: 'cap',
        });
        const wanted = (same?.qty ?? 0) + line.qty;
        const qty = decision.ok ? decision.qty : (same?.qty ?? 0);
        if (qty !== wanted) adjustments.push({ productId: line.productId, productName: product.name, wanted, qty });
        if (same) {
          if (qty !== same.qty) await tx.update(s.cartItems).set({ qty }).where(eq(s.cartItems.id, same.id));
        } else if (decision.ok) {
          // The line moves to the customer's cart; one that may not is deleted with the guest cart.
          await tx.update(s.cartItems).set({ cartId: own.id, qty }).where(eq(s.cartItems.id, line.id));
          lines += 1;
        }
      }
      await tx.delete(s.carts).where(eq(s.carts.id, guest.id));
      await touch(tx, own.id);
      return adjustments;
    },

    /**
     * The cart section for an owner (an empty cart when there is none), its lines' names and
     * addresses in the store view `view` (each falling back to the product's own), in the currency
     * of the view the call names (ADR 0040): each unit price is converted, then the same integer sums run in it.
     */
    async section(owner: CartOwner | null, view: StoreViewCode = defaultView.code): Promise<CartSection> {
      const money = shownFormat(currency);
      const shown = money.currency ?? currency;
      const empty: CartSection = {
        summary_count: 0,
        subtotal: priceHtml(0, money),
        subtotalAmount: 0,
        subtotal_minor: 0,
        currency_code: shown,
        possible_onepage_checkout: false,
        items: [],
        extra_actions: '',
        isGuestCheckoutAllowed: guestCheckoutAllowed,
        website_id: websiteId,
        storeId,
        cart_empty_message: cartEmptyMessage,
      };
      if (!owner) return empty;
      const cart = await findCart(db, owner);
      if (!cart) return empty;
      const lines = await db.select().from(s.cartItems).where(eq(s.cartItems.cartId, cart.id)).orderBy(desc(s.cartItems.id));
      if (lines.length === 0) return empty;
      const ids = [...new Set(lines.flatMap((l) => [l.productId, ...(l.childProductId ? [l.childProductId] : [])]))];
      const [rows, inView, labels] = await Promise.all([db.select().from(s.products).where(inArray(s.products.id, ids)), namesInView?.(view, ids), labelsInView?.(view)]);
      const products = new Map(
        rows.map((p) => {
          const own = inView?.get(p.id);
          return [p.id, { ...p, name: orDefault(own?.name, p.name), urlKey: orDefault(own?.urlKey, p.urlKey) }];
        }),
      );
      let count = 0;
      let allBuyable = true;
      const items = lines.map((line): CartSectionItem => {
        const product = products.get(line.productId)!;
        const stock = (line.childProductId ? products.get(line.childProductId) : undefined) ?? product;
        // The bought product's own price: a configurable line pays its child's (special) price.
        const unit = minor(stock.finalPrice ?? stock.price);
        const regular = minor(stock.price);
        count += line.qty;
        const problem = qtyError(line.qty, { ...rulesOf(product), stock: stock.qty, isInStock: stock.isInStock });
        if (problem) allBuyable = false;
        return {
          item_id: line.id,
          item_qty: line.qty,
          qty: line.qty,
          product_id: product.id,
          product_type: product.type,
          product_name: product.name,
          product_sku: stock.sku,
          product_url: productUrl(product.urlKey),
          product_has_url: true,
          product_image: { src: imageUrl(stock.image), alt: product.name, width: 78, height: 98 },
          product_price: priceHtml(unit, money),
          product_price_value: Number(toDecimalText(unit, shown)),
          product_price_minor: unit,
          ...(regular > unit ? { product_regular_price_minor: regular } : {}),
          row_total_minor: multiply(unit, line.qty),
          // Stored as chosen (the default view's words); shown in the view's.
          options: labels ? line.options.map((o) => ({ ...o, label: labels.attribute(o.option_id, o.label), value: labels.option(o.option_value, o.value) })) : line.options,
          configure_url: `${productUrl(product.urlKey)}?item_id=${line.id}`,
          is_visible_in_site_visibility: true,
          canApplyMsrp: false,
          ...(problem ? { message: problem } : {}),
        };
      });
      const subtotal = sum(items.map((item) => item.row_total_minor));
      const discount = await discountOf?.(db, { cartId: cart.id, customerId: owner.customerId, rowTotals: items.map((item) => item.row_total_minor) });
      return {
        ...empty,
        summary_count: count,
        subtotal: priceHtml(subtotal, money),
        // The platform's number in the major unit: exact decimal text of the integer sum.
        subtotalAmount: Number(toDecimalText(subtotal, shown)),
        subtotal_minor: subtotal,
        possible_onepage_checkout: allBuyable,
        items,
        ...(discount ? { coupon_code: discount.code, discount_minor: discount.amount } : {}),
      };
    },

    /** The small mini cart markup answered by add to cart. */
    minicartHtml(summaryCount: number): string {
      // English keeps SPEC.md's "item"/"items"; each language's own count forms (Arabic's dual) from the catalogues.
      const label = itemsCount(pageLocale(), summaryCount);
      return `<span class="counter qty"><span class="counter-number">${summaryCount}</span><span class="counter-label">${escapeHtml(label)}</span></span>`;
    },

    /** Deletes guest carts whose session has gone. */
    async purgeOrphans(): Promise<void> {
      await db.execute(sql`delete from carts c where c.session_id is not null and not exists (select 1 from sessions s where s.id = c.session_id)`);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
