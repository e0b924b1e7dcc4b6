import { defineThrottles } from '../../../server/throttle-rule';

export default defineThrottles({
  // Orders and Returns: guessing an order's details, per address and per order number asked about,
  // whichever address asks.
  guestOrderLookup: {
    setting: 'THROTTLE_GUEST_ORDER',
    limits: { perIp: 10, perAccount: 10, windowSeconds: 900 },
    accounts: (_c, input) => [typeof input.oar_order_id === 'string' ? `order:${input.oar_order_id.trim()}` : undefined],
  },
});
