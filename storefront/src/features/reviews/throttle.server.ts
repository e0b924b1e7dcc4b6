import { defineThrottles } from '../../../server/throttle-rule';

export default defineThrottles({
  // Per address and per product reviewed: however many addresses post, a published review purges
  // the product's pages, and not at will.
  reviewPost: { setting: 'THROTTLE_REVIEW', limits: { perIp: 10, perAccount: 20, windowSeconds: 3600 }, accounts: (_c, input) => [`product:${String(input.id)}`] },
});
