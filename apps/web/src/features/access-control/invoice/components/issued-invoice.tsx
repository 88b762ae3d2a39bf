import type { Invoice } from '@parking/domain/contracts';
import { formatDateTime, formatMoney } from '@parking/domain/display';
import { useEffect, useRef } from 'react';
import { DetailsRow } from '#web/features/access-control/components/details-row.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';
import '#web/components/ui/alert.css';

/**
 * An issued invoice (decision 060): its number, date, buyer and amount, the PDF to download and
 * where it was e-mailed. Issued a moment ago on this page, its heading takes the focus from
 * the form's button, which is gone.
 */
export function IssuedInvoice({
  invoice,
  timeZone,
  ticketHref,
  justIssued,
}: {
  invoice: Invoice;
  timeZone: string;
  ticketHref: string;
  justIssued: boolean;
}) {
  const { t, locale } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justIssued) headingRef.current?.focus();
  }, [justIssued]);
  const amount = formatMoney({
    amountMinor: invoice.amountMinor,
    currencyCode: invoice.currencyCode,
    locale,
  });
  return (
    <div className="stack">
      <h1 ref={headingRef} tabIndex={-1} className="ac-title">
        {t('accessControl.invoice.issued_title', { number: invoice.number })}
      </h1>
      <p className="alert alert--success" role="status">
        {t('accessControl.invoice.emailed', { email: invoice.email })}
      </p>
      <dl className="card ac-details">
        <DetailsRow label={t('accessControl.invoice.number')}>{invoice.number}</DetailsRow>
        <DetailsRow label={t('accessControl.invoice.issued_at')}>
          {formatDateTime(new Date(invoice.issuedAt), { locale, timeZone })}
        </DetailsRow>
        <DetailsRow label={t('accessControl.invoice.buyer')}>
          <span className="ac-buyer">
            <span>{invoice.name}</span>
            <span>{invoice.taxId}</span>
            <span>{invoice.address}</span>
          </span>
        </DetailsRow>
        <DetailsRow label={t('accessControl.invoice.amount')}>
          <strong>{amount}</strong>
        </DetailsRow>
      </dl>
      <p className="muted">{t('accessControl.invoice.taxes')}</p>
      <a
        className="button button--primary button--block"
        href={invoice.pdfUrl}
        download
        type="application/pdf"
      >
        {t('accessControl.invoice.download')}
      </a>
      <Link className="button button--secondary button--block" to={ticketHref}>
        {t('accessControl.invoice.back_to_ticket')}
      </Link>
    </div>
  );
}
