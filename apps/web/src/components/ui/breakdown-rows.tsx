import type { ReactNode } from 'react';
import './breakdown.css';

/** One line of a price breakdown (inside a `dl.breakdown`); `text` for words, not an amount. */
export function BreakdownRow({
  label,
  text = false,
  children,
}: {
  label: ReactNode;
  text?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="breakdown__row">
      <dt>{label}</dt>
      <dd className={text ? 'breakdown__text' : undefined}>{children}</dd>
    </div>
  );
}

/** How every breakdown ends (spec section 2): the service fee, only above 0, and the total. */
export function FeeAndTotalRows({
  labels,
  serviceFeeMinor,
  totalMinor,
  money,
}: {
  labels: { serviceFee: string; total: string };
  serviceFeeMinor: number;
  totalMinor: number;
  money: (amountMinor: number) => string;
}) {
  return (
    <>
      {serviceFeeMinor > 0 && (
        <BreakdownRow label={labels.serviceFee}>{money(serviceFeeMinor)}</BreakdownRow>
      )}
      <div className="breakdown__row breakdown__row--total">
        <dt>{labels.total}</dt>
        <dd>{money(totalMinor)}</dd>
      </div>
    </>
  );
}
