import type { ReactNode } from 'react';
import { t } from '@shop/ui/i18n';
import { useStoreView } from '../../store-views/hooks';
import { AddressBlock } from '../../../lib/address-block';
import { orderLongDate, orderStatusLabel } from '../model';
import type { OrderDocuments, OrderView as OrderViewData } from '../types';
import { AccountSection } from './account-section';
import { OrderDocumentSections } from './order-documents';

/** One box of the order information: its title and what it says. */
function InfoBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** /sales/order/view/order_id/N: one of the customer's orders (Luma's order view, with its invoices, shipments and refunds in tabs). */
/**
 * Luma's order view (My Account's, and Orders and Returns' for a guest): the number, status and
 * date, the page's own links (`actions`), the items with invoices, shipments and refunds in tabs,
 * the addresses, shipping and payment, and the order's history.
 */
export function OrderView({ order, documents, actions }: { order: OrderViewData; documents: OrderDocuments; actions?: ReactNode }) {
  const { locale } = useStoreView();
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold">
          {t('Order # %1', order.incrementId)}
          <span data-slot="order-status" className="rounded-md border border-neutral-400 px-2 py-0.5 text-sm font-semibold uppercase text-neutral-800">
            {orderStatusLabel(order.status)}
          </span>
        </h1>
        <p className="text-neutral-700">{orderLongDate(order.createdAt, locale)}</p>
        {actions ? <p className="flex flex-wrap gap-4">{actions}</p> : null}
      </div>

      <OrderDocumentSections order={order} documents={documents} />

      <AccountSection id="order-information" title={t('Order Information')}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoBox title={t('Shipping Address')}>
            {order.shippingAddress ? <AddressBlock className="text-neutral-800" lines={order.shippingAddress} /> : null}
          </InfoBox>
          <InfoBox title={t('Shipping Method')}>
            <p>{order.shippingDescription}</p>
          </InfoBox>
          <InfoBox title={t('Billing Address')}>
            {order.billingAddress ? <AddressBlock className="text-neutral-800" lines={order.billingAddress} /> : null}
          </InfoBox>
          <InfoBox title={t('Payment Method')}>
            {order.payment ? (
              <p>
                <span className="block">{order.payment.title}</span>
                {order.payment.ccType ? <span className="block">{order.payment.ccType}</span> : null}
                {order.payment.ccLast4 ? <span className="block">{t('ending in %1', order.payment.ccLast4)}</span> : null}
              </p>
            ) : null}
          </InfoBox>
        </div>
      </AccountSection>

      <AccountSection id="order-history" title={t('About Your Order')} compact>
        <ol className="flex flex-col gap-3">
          {order.history.map((entry, index) => (
            <li key={index} className="text-sm">
              <span className="font-semibold">{orderLongDate(entry.createdAt, locale)}</span> · {orderStatusLabel(entry.status)}
            </li>
          ))}
        </ol>
      </AccountSection>
    </>
  );
}
