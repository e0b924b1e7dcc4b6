import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/ui/money';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { DEMO_EMAIL } from '../../../server/test/harness';
import { plainProductsWhere, setUpTestShop, signedIn } from '../../../server/test/helpers';
import { placeCardOrder } from '../../../server/test/orders';
import { staffPost, staffSignedIn } from '../../../server/test/staff';
import { productContent } from '../catalog/schema.server';
import type { CheckoutEstimate } from '../checkout/contract';
import { ORDER_ACTION_TEXTS } from '../admin-orders/texts';
import { absoluteUrl } from '../../../server/lib/urls';
import { accountPaths } from '../account/paths';
import { STORE_VIEW_HEADER, type StoreViewCode } from '../store-views/model';

// Mails in the shopper's store view (issue 31): an order's mails in the order's view, whoever
// acts; the frame's language and direction, money and dates by the view's locale, links in the view.
const t = setUpTestShop();

/** A listed simple product with a name of its own in `view` (the demo seed names the first page of every category), at $25.00. */
const used = new Set<number>();
async function translatedProduct(view: StoreViewCode) {
  const candidates = await t.shop.db
    .select({ id: s.products.id, name: s.products.name, inView: productContent.name })
    .from(s.products)
    .innerJoin(productContent, and(eq(productContent.productId, s.products.id), eq(productContent.storeView, view), isNotNull(productContent.name)))
    .where(plainProductsWhere(5))
    .orderBy(asc(s.products.id));
  const chosen = candidates.find((candidate) => !used.has(candidate.id) && candidate.inView !== candidate.name)!;
  used.add(chosen.id);
  await t.shop.db.update(s.products).set({ price: '25.00', specialPrice: null, qty: 100, isInStock: true }).where(eq(s.products.id, chosen.id));
  return { id: chosen.id, name: chosen.name, inView: chosen.inView! };
}

async function mailOf(kind: string, incrementId: string) {
  const queued = await t.shop.db.select().from(s.outboxEmails).where(eq(s.outboxEmails.kind, kind));
  return queued.find((mail) => mail.body.includes(incrementId))!;
}

const orderRow = async (orderId: number) => (await t.shop.db.select().from(s.orders).where(eq(s.orders.id, orderId)))[0]!;

describe('an order placed in the French view', () => {
  it('names its lines in French (the summary, the order), and its confirmation is French with euros formatted in French', async () => {
    const product = await translatedProduct('fr');
    const client = await signedIn(t);
    const headers = { [STORE_VIEW_HEADER]: 'fr' };
    await client.postMultipart('/checkout/cart/add', { product: String(product.id), qty: '2' });
    // The order summary beside checkout's steps names the line as the view does.
    const estimate = (await (await client.get('/rest/V1/checkout/estimate?country_id=US&region_code=CA&postcode=90001', headers)).json()) as CheckoutEstimate;
    expect(estimate.totals.items.map((item) => item.name)).toEqual([product.inView]);
    const orderId = await placeCardOrder(client, [], { headers });

    const order = await orderRow(orderId);
    expect(order).toMatchObject({ storeView: 'fr', currency: 'EUR' });
    const items = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, orderId));
    expect(items.map((item) => item.name)).toEqual([product.inView]);

    const mail = await mailOf('order_confirmation', order.incrementId);
    expect(mail.subject).toBe('Confirmation de votre commande Main Website Store');
    const html = mail.html!.replaceAll('<!-- -->', '');
    expect(html).toMatch(/^<!DOCTYPE[^>]*><html dir="ltr" lang="fr"/);
    const unit = formatMoney(2300, { currency: 'EUR', locale: 'fr-FR' });
    expect(unit).toMatch(/^23,00\s€$/);
    for (const part of [mail.body, html]) {
      expect(part).toContain(product.inView);
      expect(part).not.toContain(product.name);
      expect(part).toContain(`2 x ${unit}`);
      expect(part).toContain(formatMoney(order.grandTotal, { currency: 'EUR', locale: 'fr-FR' }));
      // The date in French, as `Intl` writes it.
      expect(part).toContain(new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(order.createdAt));
      expect(part).not.toMatch(/\$\d/);
    }
    expect(mail.body).not.toMatch(/Grand Total|Items Ordered|Shipping Address/i);
    expect(mail.body).toContain('États-Unis');
    // The address's phone label too, as the page's address block writes it in French.
    expect(mail.body).toContain('T : 5552293326');
    expect(mail.body).not.toContain('T: ');
    // Links go to the French view's pages.
    expect(html).toContain(`href="${absoluteUrl(t.shop.config.baseUrl, `/fr${accountPaths.order(orderId)}`)}"`);
    expect(html).toContain(`href="${absoluteUrl(t.shop.config.baseUrl, '/fr/')}"`);
  });

  it('gets a French invoice mail when staff invoice it from the back office, whose answer stays English', async () => {
    const product = await translatedProduct('fr');
    const orderId = await placeCardOrder(t.client(), [[product.id, 1]], { headers: { [STORE_VIEW_HEADER]: 'fr' } });
    const admin = await staffSignedIn(t);
    const response = await staffPost(t, admin, '/admin/api/sales/order/invoice', { orderId, comment: 'Merci !', notify: true });
    expect(await response.json()).toMatchObject({ message: ORDER_ACTION_TEXTS.invoiced });
    expect(ORDER_ACTION_TEXTS.invoiced).toBe('The invoice has been created.');

    const order = await orderRow(orderId);
    const mail = await mailOf('sales_invoice', order.incrementId);
    expect(mail.subject).toBe('Facture de votre commande Main Website Store');
    expect(mail.html).toContain('lang="fr"');
    expect(mail.body).toContain(product.inView);
    expect(mail.body).toContain(formatMoney(order.grandTotal, { currency: 'EUR', locale: 'fr-FR' }));
    expect(mail.body).not.toMatch(/Grand Total|Thank you for your order/);
  });
});

describe('an order placed in the Arabic view', () => {
  it('gets its confirmation right to left, in Arabic, in dirhams', async () => {
    const product = await translatedProduct('ar');
    const orderId = await placeCardOrder(t.client(), [[product.id, 1]], { headers: { [STORE_VIEW_HEADER]: 'ar' } });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ storeView: 'ar', currency: 'AED' });
    const mail = await mailOf('order_confirmation', order.incrementId);
    expect(mail.subject).toBe('تأكيد طلبك من Main Website Store');
    expect(mail.html).toMatch(/<html dir="rtl" lang="ar"/);
    // Amounts end their lines on the left, right to left; none on the right.
    expect(mail.html).toContain('text-align:left;white-space:nowrap');
    expect(mail.html).not.toContain('text-align:right');
    // Latin content keeps its own direction: an address line, the shop's address.
    expect(mail.html).toContain('<span dir="auto"><br/>1 Main St</span>');
    expect(mail.html).toMatch(/<a href="[^"]*\/ar\/" [^>]*dir="ltr"/);
    // The phone's label in Arabic, its number left to right.
    expect(mail.html!.replaceAll('<!-- -->', '')).toContain('هاتف: <span dir="ltr">5552293326</span>');
    expect(mail.html).toContain(`href="${absoluteUrl(t.shop.config.baseUrl, '/ar/')}"`);
    expect(mail.body).toContain(product.inView);
    expect(mail.body).toContain(formatMoney(order.grandTotal, { currency: 'AED', locale: 'ar-AE' }));
  });
});

/** The last mail of `kind` queued for `recipient`. */
async function lastMail(kind: string, recipient: string) {
  const [mail] = await t.shop.db.select().from(s.outboxEmails).where(and(eq(s.outboxEmails.kind, kind), eq(s.outboxEmails.recipient, recipient))).orderBy(desc(s.outboxEmails.id)).limit(1);
  return mail!;
}

describe('account mails', () => {
  it('writes the reset mail, and the notice of the new password, in the view the page\'s calls name by their header (issue 31)', async () => {
    const email = 'liam.brown@example.com';
    const arabic = { [STORE_VIEW_HEADER]: 'ar' };
    expect((await t.client().postJson('/customer/account/forgotpasswordpost', { email }, { headers: arabic })).status).toBe(200);
    const request = await lastMail('password_reset', email);
    expect(request.html).toMatch(/<html dir="rtl" lang="ar"/);
    expect(request.body).toContain('/ar/customer/account/createPassword/?token=');
    const token = /createPassword\/\?token=([A-Za-z0-9_-]+)/.exec(request.body)![1]!;
    const password = 'Brand-new-pass9';
    expect((await t.client().postJson('/customer/account/resetpasswordpost', { token, password, password_confirmation: password }, { headers: arabic })).status).toBe(200);
    const notice = await lastMail('password_changed', email);
    expect(notice.html).toMatch(/<html dir="rtl" lang="ar"/);
    expect(notice.html).toContain(`href="${absoluteUrl(t.shop.config.baseUrl, '/ar/')}"`);
  });

  it('writes the notice of a changed password in the view of Account Information', async () => {
    const client = await signedIn(t, 'noah.miller@example.com');
    const password = 'Other-pass-42';
    const saved = await client.postJson(
      '/customer/account/editPost',
      { firstname: 'Noah', lastname: 'Miller', change_password: true, current_password: DEMO_PASSWORD, password, password_confirmation: password },
      { headers: { [STORE_VIEW_HEADER]: 'fr' } },
    );
    expect(saved.status).toBe(200);
    const notice = await lastMail('password_changed', 'noah.miller@example.com');
    expect(notice.html).toMatch(/<html dir="ltr" lang="fr"/);
    expect(notice.body).toContain('Noah Miller');
    expect(notice.html).toContain(`href="${absoluteUrl(t.shop.config.baseUrl, '/fr/')}"`);
  });

  it('writes the password reset mail in the view it was asked from', async () => {
    expect(await t.shop.customers.requestPasswordReset(DEMO_EMAIL, 'fr')).toBe(true);
    const [mail] = await t.shop.db.select().from(s.outboxEmails).where(and(eq(s.outboxEmails.kind, 'password_reset'), eq(s.outboxEmails.recipient, DEMO_EMAIL)));
    expect(mail!.html).toContain('lang="fr"');
    expect(mail!.subject).not.toBe('Reset your Main Website Store password');
    expect(mail!.body).toContain('/fr/customer/account/createPassword/?token=');
  });
});
