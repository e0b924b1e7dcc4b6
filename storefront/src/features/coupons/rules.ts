import { percentOf, sum } from '@shop/ui/money';

/** What a rule takes off, in Magento's action codes. */
export const RULE_ACTIONS = ['by_percent', 'cart_fixed', 'free_shipping'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** A cart price rule's terms, as the discount reads them. */
export interface RuleTerms {
  isActive: boolean;
  action: RuleAction;
  /** Percent off items (by_percent), exact decimal text ('10'). */
  discountPercent: string;
  /** Amount off the cart (cart_fixed), minor units. */
  discountFixed: number;
  /** Minor units; 0: any subtotal. */
  minSubtotal: number;
  customerGroupIds: readonly number[];
  /** 'YYYY-MM-DD', inclusive; null: open. */
  fromDate: string | null;
  toDate: string | null;
}

/** The cart as a rule sees it. */
export interface RuleCart {
  /** Row totals of the lines (minor units). */
  rowTotals: readonly number[];
  /** The shopper's customer group (0 NOT LOGGED IN). */
  groupId: number;
  /** The store's day, 'YYYY-MM-DD'. */
  today: string;
}

/** What a rule takes off a cart. */
export interface Discount {
  /** Off the items, minor units (never more than their total). */
  amount: number;
  /** Shipping is free. */
  freeShipping: boolean;
}

/** Whether the rule's conditions hold for the cart (active, dates, group, minimum subtotal); usage limits are counted apart. */
export function ruleApplies(rule: RuleTerms, cart: RuleCart): boolean {
  if (!rule.isActive) return false;
  if (rule.fromDate && cart.today < rule.fromDate) return false;
  if (rule.toDate && cart.today > rule.toDate) return false;
  if (!rule.customerGroupIds.includes(cart.groupId)) return false;
  return sum(cart.rowTotals) >= rule.minSubtotal;
}

/**
 * The rule's discount of the cart, in whole minor units: a percent of each line rounded half-up
 * on its own (Magento rounds per item), capped at the line; a fixed amount capped at the
 * subtotal; free shipping takes nothing off the items.
 */
export function discountOf(rule: Pick<RuleTerms, 'action' | 'discountPercent' | 'discountFixed'>, rowTotals: readonly number[]): Discount {
  const subtotal = sum(rowTotals);
  switch (rule.action) {
    case 'by_percent': {
      const off = sum(rowTotals.map((row) => Math.min(row, Math.max(0, percentOf(row, rule.discountPercent)))));
      return { amount: Math.min(off, subtotal), freeShipping: false };
    }
    case 'cart_fixed':
      return { amount: Math.min(Math.max(0, rule.discountFixed), subtotal), freeShipping: false };
    case 'free_shipping':
      return { amount: 0, freeShipping: true };
  }
}

/** Whether one more use fits a limit (0: unlimited). */
export const withinLimit = (used: number, limit: number) => limit <= 0 || used < limit;

/** The store's day of an instant ('YYYY-MM-DD', UTC). */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
