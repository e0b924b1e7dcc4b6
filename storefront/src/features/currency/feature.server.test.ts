import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestShop } from '../../../server/test/helpers';
import { expectStaffGuarded, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { currencyRates } from './schema.server';

const t = setUpTestShop();

const SAVE = '/admin/api/currency/rates';

const setRate = (currency: string, rate: string) =>
  t.shop.db.update(currencyRates).set({ rate }).where(and(eq(currencyRates.currencyFrom, 'USD'), eq(currencyRates.currencyTo, currency)));

describe('the rate table', () => {
  it('has the demo rates and converts a view currency at them; the base currency is its own', async () => {
    expect(await t.shop.currency.rates()).toEqual([
      { currency: 'EUR', rate: '0.92' },
      { currency: 'AED', rate: '3.6725' },
    ]);
    const eur = await t.shop.currency.converter('EUR');
    expect([eur.currency, eur.rate, eur.convert(1999)]).toEqual(['EUR', '0.92', 1839]);
    expect((await t.shop.currency.converter('AED')).convert(4500)).toBe(16526);
    const usd = await t.shop.currency.converter('USD');
    expect([usd.currency, usd.rate, usd.convert(1999)]).toEqual(['USD', '1', 1999]);
    // A currency without a rate shows the base currency, never a guessed rate.
    expect((await t.shop.currency.converter('GBP')).currency).toBe('USD');
  });

  it('keeps the rates in memory until a purge of a currency tag (from any process) drops them', async () => {
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.92');
    await setRate('EUR', '0.95');
    // Written around the shop: still the kept rate.
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.92');
    // Another process's save reaches this one as a page cache purge of the currency's tag.
    t.shop.pageCache.purge(['cur_EUR']);
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.95');
    await setRate('EUR', '0.92');
    t.shop.pageCache.purge(['cat_p_1']);
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.95');
    t.shop.pageCache.clear();
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.92');
  });
});

describe('Stores › Currency Rates: Save Currency Rates', () => {
  it('saves the changed rates canonically, logs each change, and converts at the new rate at once', async () => {
    const client = await staffSignedIn(t);
    const response = await staffPost(t, client, SAVE, { EUR: '0.930000', AED: '3.6725' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'All valid rates have been saved.', changed: ['EUR'] });
    expect((await t.shop.currency.converter('EUR')).convert(1999)).toBe(1859);
    const [entry] = await t.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'currency.rate.save')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ username: 'admin', entityType: 'currency_rate', entityId: 'USD/EUR', before: { rate: '0.92' }, after: { rate: '0.93' } });
    // The base currency's field is not a rate to save.
    expect(await (await staffPost(t, client, SAVE, { USD: '2', EUR: '0.92' })).json()).toEqual({ message: 'All valid rates have been saved.', changed: ['EUR'] });
    expect((await t.shop.currency.converter('USD')).rate).toBe('1');
  });

  it('refuses a rate that is not a positive decimal of at most 6 decimals (400 with the message), saving nothing', async () => {
    const client = await staffSignedIn(t);
    const cases: [string, string][] = [
      ['0', 'Please enter a number greater than 0 in this field.'],
      ['-1', 'Please enter a number greater than 0 in this field.'],
      ['abc', 'Please enter a number greater than 0 in this field.'],
      ['0.1234567', 'Please enter a rate with at most 6 decimal places.'],
    ];
    for (const [rate, message] of cases) {
      const response = await staffPost(t, client, SAVE, { EUR: '0.99', AED: rate });
      expect(response.status, rate).toBe(400);
      expect(await response.json()).toMatchObject({ error: true, message });
    }
    expect(await t.shop.currency.rates()).toEqual([
      { currency: 'EUR', rate: '0.92' },
      { currency: 'AED', rate: '3.6725' },
    ]);
  });

  it('lets administrators save, and not Support (the permission stores.currency_rates)', async () => {
    await expectStaffGuarded(t, SAVE, () => ({ EUR: '0.92' }), { administrators: true, support: false });
  });
});
