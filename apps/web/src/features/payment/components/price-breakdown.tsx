import '#web/components/ui/breakdown.css';

/** Parking value, the service fee only when above 0, and the total (spec section 2). */
export function PriceBreakdown({
  labels,
  parking,
  serviceFee,
  total,
}: {
  labels: { parking: string; serviceFee: string; total: string };
  parking: string;
  serviceFee: string | null;
  total: string;
}) {
  return (
    <dl className="breakdown">
      <div className="breakdown__row">
        <dt>{labels.parking}</dt>
        <dd>{parking}</dd>
      </div>
      {serviceFee !== null && (
        <div className="breakdown__row">
          <dt>{labels.serviceFee}</dt>
          <dd>{serviceFee}</dd>
        </div>
      )}
      <div className="breakdown__row breakdown__row--total">
        <dt>{labels.total}</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}
