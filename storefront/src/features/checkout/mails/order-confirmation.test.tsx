import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, type OrderConfirmationProps } from './order-confirmation';
import { defaultView } from '../../store-views/model';

const address = { firstname: 'Jane', lastname: 'Doe', street: ['6146 Honey Bluff Parkway', 'Suite 2'], city: 'Calder', region: 'California', postcode: '90001', country_id: 'US', telephone: '(555) 229-3326' };
const props: OrderConfirmationProps = {
  baseUrl: 'https://shop.example.com',
  view: defaultView,
  order: { id: 7, incrementId: '000000007', placedAt: new Date('2026-03-01T10:00:00Z'), customerFirstname: 'Jane', customerLastname: '<b>x</b>', isGuest: false, currency: 'USD', subtotal: 12040, shippingAmount: 1500, shippingDescription: 'Flat Rate - Fixed', taxAmount: 0, grandTotal: 13540 },
  items: [
    { name: 'Hero Hoodie', sku: 'MH07-M-Gray', options: [{ label: 'Size', value: 'M' }, { label: 'Color', value: 'Gray' }], qty: 2, price: 4320, originalPrice: 5400, rowTotal: 8640 },
    { name: 'Joust Duffle Bag', sku: 'MB01', options: [], qty: 1, price: 3400, originalPrice: 3400, rowTotal: 3400 },
  ],
  shippingAddress: address,
  billingAddress: { ...address, street: ['1 Main St'] },
  payment: { type: 'VI', last4: '1111' },
};

describe('orderConfirmationMail', () => {
  it('carries the order in both parts under the confirmation subject', async () => {
    const mail = await orderConfirmationMail(props);
    expect(mail.subject).toBe('Your Main Website Store order confirmation');
    for (const part of [mail.html.replaceAll('<!-- -->', ''), mail.text]) {
      for (const expected of ['#000000007', 'March 1, 2026', 'Hero Hoodie', 'Size: M, Color: Gray', 'SKU: MH07-M-Gray', '2 x $43.20', '$54.00', '$86.40', 'Flat Rate - Fixed', '$135.40', 'Calder, California 90001', '1 Main St', 'T: (555) 229-3326', 'Visa ending in 1111']) {
        expect(part).toContain(expected);
      }
    }
    expect(mail.text).toMatch(/Grand Total\s+\$135\.40/);
  });

  it('escapes a name from the database and links to the order under the base URL', async () => {
    const mail = await orderConfirmationMail(props);
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('href="https://shop.example.com/sales/order/view/order_id/7/"');
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.every((href) => href!.startsWith('https://shop.example.com'))).toBe(true);
  });

  it('gives a guest no order link', async () => {
    const mail = await orderConfirmationMail({ ...props, order: { ...props.order, isGuest: true } });
    expect(mail.html).not.toContain('/sales/order/view/');
  });
});
