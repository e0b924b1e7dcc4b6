import type { RuleTerms } from './rules';

/** An active 10 % rule for NOT LOGGED IN and General, no dates, no minimum; `terms` change it. */
export const rule = (terms: Partial<RuleTerms> = {}): RuleTerms => ({
  isActive: true,
  action: 'by_percent',
  discountPercent: '10',
  discountFixed: 0,
  minSubtotal: 0,
  customerGroupIds: [0, 1],
  fromDate: null,
  toDate: null,
  ...terms,
});
