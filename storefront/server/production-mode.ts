import type { ShopConfig } from './config';

/**
 * Why the shop runs in production mode (issue 29): NODE_ENV=production, or an https BASE_URL (a shop
 * that real visitors reach); null for the demo (`npm start` sets neither) and the development server.
 */
export function productionModeReason(env: Record<string, string | undefined>): string | null {
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (env.BASE_URL?.trim().toLowerCase().startsWith('https:')) return 'BASE_URL is https';
  return null;
}

/**
 * What a production shop must not run with, each as what to set: the line the start refuses with,
 * or null. The demo's conveniences (a default base URL on localhost, card payments that take no
 * money, the end-to-end suite's routes) are mistakes on a shop that takes real orders.
 */
export function productionRefusal(
  config: Pick<ShopConfig, 'allowTestPayments' | 'testRoutes' | 'testHashCost'>,
  { reason, baseUrlSet }: { reason: string; /** BASE_URL given explicitly (not the localhost default). */ baseUrlSet: boolean },
): string | null {
  const problems = [
    baseUrlSet ? null : "set BASE_URL to the shop's public address, such as https://shop.example/ (absolute links and Secure cookies come from it)",
    // The shop's only payment method is the offline test gateway (shop.ts); a real adapter
    // (services/payments/gateway.ts) comes with its own setting, and this check then asks for it.
    config.allowTestPayments
      ? null
      : 'connect a real payment adapter, or set ALLOW_TEST_PAYMENTS=true to take orders through the offline test gateway on purpose (it approves any valid card number and takes no money)',
    config.testRoutes ? 'unset SHOP_TEST_ROUTES (its /__test/ routes let anyone change stock and fake failures)' : null,
    config.testHashCost ? 'unset SHOP_TEST_FAST_HASHES (it hashes passwords at a hundredth of the production cost)' : null,
  ].filter((problem) => problem !== null);
  return problems.length > 0 ? `Refusing to start in production mode (${reason}): ${problems.join('; ')}.` : null;
}

/** What a production shop can run without but should not: one log line each at start. */
export function productionWarnings(config: Pick<ShopConfig, 'production' | 'mailUrl'>): string[] {
  if (!config.production) return [];
  return config.mailUrl ? [] : ['MAIL_URL is not set: mails stay in the outbox_emails table and reach nobody; set MAIL_URL (smtp://user:password@host:587) and MAIL_FROM'];
}
