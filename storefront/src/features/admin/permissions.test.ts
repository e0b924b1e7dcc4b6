import { describe, expect, it } from 'vitest';
import { collectPermissions, roleAllows, STAFF_PERMISSIONS, STAFF_ROLES } from './permissions';

describe('the back office permissions, from the capabilities', () => {
  it('finds every capability\'s permissions; Administrators have them all', () => {
    expect(STAFF_PERMISSIONS).toEqual([
      'catalog.categories', 'catalog.products', 'contact.messages', 'content.blocks', 'content.pages', 'customers.view', 'marketing.cart_rules', 'marketing.newsletter',
      'reviews.moderate', 'sales.orders.cancel', 'sales.orders.comment', 'sales.orders.creditmemo', 'sales.orders.invoice', 'sales.orders.ship', 'sales.orders.view',
      'stores.attributes', 'stores.currency_rates', 'system.audit', 'system.mail', 'system.staff',
    ]);
    for (const permission of STAFF_PERMISSIONS) expect(roleAllows('administrators', permission)).toBe(true);
  });

  it('gives Support what the capabilities grant it: reading orders and customers, order comments, reviews, contact messages; nothing that moves money, stock or prices', () => {
    expect([...STAFF_ROLES.support.permissions].sort()).toEqual(['contact.messages', 'customers.view', 'reviews.moderate', 'sales.orders.comment', 'sales.orders.view']);
    for (const permission of ['sales.orders.invoice', 'sales.orders.creditmemo', 'sales.orders.cancel', 'catalog.products', 'marketing.cart_rules', 'system.staff'] as const) {
      expect(roleAllows('support', permission)).toBe(false);
    }
  });

  it('refuses a permission two capabilities declare', () => {
    expect(() => collectPermissions({ 'a/staff-permissions.ts': { 'x.y': {} }, 'b/staff-permissions.ts': { 'x.y': { roles: ['support'] } } })).toThrow(
      'The staff permission "x.y" is declared twice (again in b/staff-permissions.ts)',
    );
  });
});
