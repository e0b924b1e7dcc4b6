import { describe, expect, it } from 'vitest';
import { orderDate, parseOrderQuery } from './model';
import { accountMenu, currentAccountNavItem } from '../../lib/account-menu';
import accountEntries from './account-menu';
import wishlistEntries from '../wishlist/account-menu';
import newsletterEntries from '../newsletter/account-menu';
import rewardEntries from '../rewards/account-menu';

const items = accountMenu([rewardEntries, newsletterEntries, wishlistEntries, accountEntries]);

describe('parseOrderQuery', () => {
  it('reads the page and one of the offered page sizes', () => {
    expect(parseOrderQuery(new URLSearchParams('p=3&limit=20'))).toEqual({ page: 3, limit: 20 });
  });

  it.each(['limit=7', 'limit=abc&p=-1', 'p=1.5', 'p=99999999', ''])('falls back to page 1 of 10 for %j', (query) => {
    expect(parseOrderQuery(new URLSearchParams(query))).toEqual({ page: 1, limit: 10 });
  });
});

describe('currentAccountNavItem', () => {
  it.each([
    ['/customer/account/', 'My Account'],
    ['/customer/account', 'My Account'],
    ['/customer/account/edit/', 'Account Information'],
    ['/sales/order/history/', 'My Orders'],
    ['/sales/order/view/order_id/7/', 'My Orders'],
    ['/customer/address/edit/id/3/', 'Address Book'],
    ['/wishlist/', 'My Wish List'],
    ['/newsletter/manage/', 'Newsletter Subscriptions'],
    ['/reward/customer/info/', 'Reward Points'],
  ])('%s belongs to %s', (path, label) => {
    expect(currentAccountNavItem(items, path)?.label).toBe(label);
  });

  it('lists the capabilities\' entries in Luma\'s order, whatever order they are found in', () => {
    expect(items.map((item) => item.label)).toEqual(['My Account', 'My Orders', 'My Wish List', 'Address Book', 'Account Information', 'Newsletter Subscriptions', 'Reward Points']);
  });

  it('marks nothing on another page', () => {
    expect(currentAccountNavItem(items, '/customer/account/login/')).toBeUndefined();
  });
});

describe('orderDate', () => {
  it('is the same short date on the server and in the browser (UTC)', () => {
    expect(orderDate('2026-11-25T23:59:00.000Z')).toBe('11/25/26');
  });
});
