import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { firstAddressLine } from '#api/db/queries/place-address.js';
import {
  customer,
  invoice,
  invoiceCounter,
  organization,
  place,
  stay,
  stayPayment,
} from '#api/db/schema/index.js';

export type InvoiceRow = typeof invoice.$inferSelect;
type InvoiceInsert = typeof invoice.$inferInsert;

/** A paid order (stay_payment) with what its invoice copies in. */
export type OrderForInvoice = {
  orderId: string;
  customerId: string;
  locale: string;
  sellerName: string;
  brandName: string;
  placeName: string;
  placeAddress: string | null;
  timezone: string;
  plate: string | null;
  periodStart: Date;
  periodEnd: Date;
  amountMinor: number;
  currencyCode: string;
  paidAt: Date;
  cardBrand: string | null;
  lastFourDigits: string | null;
  /** Taken by an embedded sandbox: no real money (docs/decisions/073). */
  sandbox: boolean;
};

/**
 * Locks the order's row and reads it: concurrent requests for one order wait here, so the
 * second finds the first one's invoice. Null when the order is not this customer's.
 */
export async function lockOrder(
  tx: Database,
  customerId: string,
  orderId: string,
): Promise<OrderForInvoice | null> {
  const [row] = await tx
    .select({
      orderId: stayPayment.id,
      customerId: stayPayment.customerId,
      stayId: stayPayment.stayId,
      placeId: stayPayment.placeId,
      locale: stayPayment.locale,
      sellerName: organization.name,
      brandName: customer.name,
      placeName: place.name,
      timezone: place.timezone,
      plate: stay.plate,
      actualStart: stay.actualStart,
      pricedUntil: stayPayment.pricedUntil,
      amountMinor: stayPayment.amountMinor,
      currencyCode: stayPayment.currencyCode,
      paidAt: stayPayment.paidAt,
      cardBrand: stayPayment.cardBrand,
      lastFourDigits: stayPayment.lastFourDigits,
      sandbox: stayPayment.sandbox,
    })
    .from(stayPayment)
    .innerJoin(stay, eq(stay.id, stayPayment.stayId))
    .innerJoin(place, eq(place.id, stayPayment.placeId))
    .innerJoin(customer, eq(customer.id, stayPayment.customerId))
    .innerJoin(organization, eq(organization.id, customer.organizationId))
    .where(and(eq(stayPayment.id, orderId), eq(stayPayment.customerId, customerId)))
    .for('update', { of: stayPayment });
  if (!row) return null;
  const [previous, address] = await Promise.all([
    // A later payment of the same stay (the grace time ran out) pays from where the last ended.
    tx
      .select({ pricedUntil: stayPayment.pricedUntil })
      .from(stayPayment)
      .where(and(eq(stayPayment.stayId, row.stayId), lt(stayPayment.paidAt, row.paidAt)))
      .orderBy(desc(stayPayment.pricedUntil))
      .limit(1),
    firstAddressLine(tx, row.placeId),
  ]);
  const { stayId: _stay, placeId: _place, actualStart, pricedUntil, ...rest } = row;
  return {
    ...rest,
    placeAddress: address,
    periodStart: previous[0]?.pricedUntil ?? actualStart,
    periodEnd: pricedUntil,
  };
}

export async function findInvoiceOfOrder(
  db: Database,
  customerId: string,
  orderId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.stayPaymentId, orderId), eq(invoice.customerId, customerId)));
  return row;
}

/**
 * The operator's next number for the year: the counter row is created or incremented and stays
 * locked until the caller's transaction ends, so the invoice inserted with it commits with it
 * or the number is given back by the rollback (no gap, no repeat).
 */
export async function takeNextNumber(
  tx: Database,
  customerId: string,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ customerId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounter.customerId, invoiceCounter.year],
      set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounter.lastNumber });
  if (!row) throw new Error('invoice_counter upsert returned no row');
  return row.lastNumber;
}

export async function insertInvoice(tx: Database, values: InvoiceInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoice).values(values).returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}

// The e-mail's state, as the receipt deliveries keep theirs (modules/receipt/repository.ts).

/** Counts an attempt; undefined once the e-mail was sent or given up. */
export async function claimInvoiceEmail(db: Database, invoiceId: string) {
  const [row] = await db
    .update(invoice)
    .set({ emailAttempts: sql`${invoice.emailAttempts} + 1` })
    .where(and(eq(invoice.id, invoiceId), eq(invoice.emailStatus, 'PENDING')))
    .returning();
  return row;
}

/** PENDING to SENT; false when another attempt got there first. */
export async function markInvoiceEmailSent(
  db: Database,
  invoiceId: string,
  messageId: string | null,
): Promise<boolean> {
  const rows = await db
    .update(invoice)
    .set({ emailStatus: 'SENT', emailMessageId: messageId, emailLastError: null })
    .where(and(eq(invoice.id, invoiceId), eq(invoice.emailStatus, 'PENDING')))
    .returning({ id: invoice.id });
  return rows.length > 0;
}

export async function setInvoiceEmailMessageId(
  db: Database,
  invoiceId: string,
  messageId: string,
): Promise<void> {
  await db.update(invoice).set({ emailMessageId: messageId }).where(eq(invoice.id, invoiceId));
}

export async function recordInvoiceEmailFailure(
  db: Database,
  invoiceId: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(invoice)
    .set({ emailLastError: error.slice(0, 1000), ...(final ? { emailStatus: 'FAILED' } : {}) })
    .where(and(eq(invoice.id, invoiceId), eq(invoice.emailStatus, 'PENDING')));
}
