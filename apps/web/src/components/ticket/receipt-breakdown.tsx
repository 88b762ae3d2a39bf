import type { PaidTicket, PaidTicketLine } from '@parking/domain/session';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { FeeAndTotalRows } from '../ui/breakdown-rows.tsx';
import { PaymentReference } from './payment-reference.tsx';
import '../ui/breakdown.css';
import './receipt-breakdown.css';

/**
 * The invoice of every paid ticket (spec section 2): a row per charge (what it bought, its
 * transaction and, where the flow says it here, when it was paid), the service fee only when
 * above 0, and the total. The flows differ only in a charge's name and their money's format.
 */
export function ReceiptBreakdown({
  ticket,
  chargeOf,
  paidOnOf,
  money,
}: {
  ticket: Pick<PaidTicket, 'lines' | 'serviceFeeMinor' | 'totalMinor'>;
  /** What a charge bought, in the flow's words: the rate's name, or 'Reservation'. */
  chargeOf: (line: PaidTicketLine) => string;
  /** When a charge was paid, as the flow writes it; null where the page says it elsewhere. */
  paidOnOf: ((line: PaidTicketLine) => string) | null;
  money: (amountMinor: number) => string;
}) {
  const { t } = useI18n();
  return (
    <dl className="breakdown">
      {ticket.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a ticket never reorder, and two may share a transaction id.
        <div key={`${line.transactionId ?? 'free'}-${index}`} className="breakdown__row">
          <dt className="receipt-breakdown__charge">
            <span className="receipt-breakdown__name">{chargeOf(line)}</span>
            {line.transactionId && (
              <span className="receipt-breakdown__note">
                <PaymentReference reference={line.transactionId} />
              </span>
            )}
            {paidOnOf && (
              <span className="receipt-breakdown__note">
                {t('ticket_paid.paid_on', { date: paidOnOf(line) })}
              </span>
            )}
          </dt>
          <dd>{money(line.amountMinor)}</dd>
        </div>
      ))}
      <FeeAndTotalRows
        labels={{ serviceFee: t('ticket_paid.service_fee'), total: t('ticket_paid.total') }}
        serviceFeeMinor={ticket.serviceFeeMinor}
        totalMinor={ticket.totalMinor}
        money={money}
      />
    </dl>
  );
}
