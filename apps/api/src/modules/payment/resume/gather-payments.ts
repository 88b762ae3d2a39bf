import { type PaymentLine, type ResumePayment, toMajorUnits } from '@parking/domain';

/** A payment's row joined to its lines: one row per line, or one with null line columns. */
export type PaymentRowWithLine = {
  paymentId: string;
  type: ResumePayment['type'];
  startPeriodCovered: Date;
  endPeriodCovered: Date;
  transactionId: string | null;
  dateCollected: Date;
  currencyCode: string;
  lineType: PaymentLine['type'] | null;
  lineCode: string | null;
  lineAmountMinor: number | null;
};

/**
 * One entry per payment, in the rows' order, with its lines gathered: `entryOf` makes a
 * payment's entry (its own fields beside these) from its first row.
 */
export function gatherPayments<Row extends PaymentRowWithLine, Entry>(
  rows: readonly Row[],
  entryOf: (row: Row) => Entry,
) {
  const byId = new Map<string, Entry & ReturnType<typeof paymentFieldsOf>>();
  for (const row of rows) {
    let entry = byId.get(row.paymentId);
    if (!entry) {
      entry = { ...paymentFieldsOf(row), ...entryOf(row) };
      byId.set(row.paymentId, entry);
    }
    if (row.lineType !== null && row.lineAmountMinor !== null) {
      entry.paymentLine.push({
        type: row.lineType,
        code: row.lineCode,
        amount: toMajorUnits(row.lineAmountMinor),
        amountMinor: row.lineAmountMinor,
      });
    }
  }
  return [...byId.values()];
}

function paymentFieldsOf(row: PaymentRowWithLine) {
  return {
    type: row.type,
    startPeriodCovered: row.startPeriodCovered.toISOString(),
    endPeriodCovered: row.endPeriodCovered.toISOString(),
    transactionId: row.transactionId,
    dateCollected: row.dateCollected.toISOString(),
    currencyCode: row.currencyCode,
    paymentLine: [] as PaymentLine[],
  };
}
