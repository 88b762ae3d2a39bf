import type { Invoice, StayOrder } from '@parking/domain/contracts';
import { formatDateTime, formatMoney, localize } from '@parking/domain/display';
import { isUuid } from '@parking/domain/vocabulary';
import { useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { NotFoundNote } from '#web/features/access-control/components/status-note.tsx';
import { FindRetry } from '#web/features/access-control/find/components/find-retry.tsx';
import { useStayOrder } from '#web/features/access-control/order/api/get-stay-order.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useParams } from '#web/lib/router/router.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceForm } from '../components/invoice-form.tsx';
import { IssuedInvoice } from '../components/issued-invoice.tsx';
import '#web/features/access-control/find/find.css';
import '../invoice.css';

/**
 * invoice-details/{orderId} (spec section 2): the invoice of a paid order. Already issued
 * (GET invoice/{orderId}), it is shown; else the form asks for the buyer, and the invoice it
 * issues replaces it. The order, when it answers, says what is being invoiced.
 */
export default function InvoiceDetailsPage() {
  const { t, locale } = useI18n();
  const { customerId, home, lot } = useAccessControlContext();
  const orderId = useParams().orderId ?? '';
  const valid = isUuid(orderId);
  const invoiceQuery = useInvoice(customerId, orderId, { enabled: valid });
  const order = useStayOrder(customerId, orderId, { enabled: valid }).data;
  const [issued, setIssued] = useState<Invoice | null>(null);
  const ticketHref = `${home}/ticket-paid-v1/${encodeURIComponent(orderId)}`;

  if (!valid) {
    return <NotFoundNote title={t('accessControl.order.not_found_title')} home={home} />;
  }
  const invoice = issued ?? invoiceQuery.data;
  const timeZone = order?.place.timezone ?? lot?.timezone ?? 'UTC';
  if (invoice) {
    return (
      <IssuedInvoice
        invoice={invoice}
        timeZone={timeZone}
        ticketHref={ticketHref}
        justIssued={issued !== null}
      />
    );
  }
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.invoice.title')}</h1>
      {order?.status === 'PAID' && order.paidAt && (
        <p className="muted">
          {t('accessControl.invoice.for_order', {
            place: localize(order.place, locale).name,
            amount: formatMoney({
              amountMinor: order.amountMinor,
              currencyCode: order.currencyCode,
              locale,
            }),
            date: formatDateTime(new Date(order.paidAt), { locale, timeZone }),
          })}
        </p>
      )}
      <InvoiceBody
        order={order}
        query={invoiceQuery}
        form={
          <InvoiceForm
            customerId={customerId}
            orderId={orderId}
            onIssued={(invoice) => {
              setIssued(invoice);
              // The cache still holds 'none issued': a later visit must not show the form first.
              void invoiceQuery.refetch();
            }}
          />
        }
        ticketHref={ticketHref}
      />
    </div>
  );
}

/** Below the heading: the form, unless the invoice's answer or the order says otherwise. */
function InvoiceBody({
  order,
  query,
  form,
  ticketHref,
}: {
  order: StayOrder | undefined;
  query: ReturnType<typeof useInvoice>;
  form: React.ReactNode;
  ticketHref: string;
}) {
  const { t } = useI18n();
  if (query.error && query.data === undefined) return <FindRetry query={query} />;
  if (query.data === undefined) return <Spinner label={t('common.loading')} />;
  if (order && order.status !== 'PAID') {
    return (
      <>
        <p className="card">{t('accessControl.invoice.not_paid')}</p>
        <Link className="button button--secondary button--block" to={ticketHref}>
          {t('accessControl.invoice.back_to_ticket')}
        </Link>
      </>
    );
  }
  return (
    <>
      <p>{t('accessControl.invoice.intro')}</p>
      {form}
    </>
  );
}
