import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { tariffOfStay } from '#api/db/queries/gated-tariff.js';
import { firstAddressLine } from '#api/db/queries/place-address.js';
import {
  customer,
  gatedTariff,
  invoice,
  place,
  redirectOrder,
  stay,
  stayPayment,
} from '#api/db/schema/index.js';

/** What an order's ticket shows of its stay and place, paid or not. */
export interface OrderStayFields {
  orderId: string;
  stayId: string;
  customerId: string;
  placeId: string;
  plate: string | null;
  actualStart: Date;
  placeName: string;
  /** The place's stored translations, as read (jsonb); readStoredTranslations before showing. */
  placeTranslations: unknown;
  timezone: string;
  pricedUntil: Date;
  amountMinor: number;
  currencyCode: string;
}

/** A payment taken (stay_payment): the spec's paid order. */
export interface PaidOrderRow extends OrderStayFields {
  provider: string;
  paidAt: Date;
  transactionId: string | null;
  cardBrand: string | null;
  lastFourDigits: string | null;
  locale: string;
  /** Where the payer asked the ticket to go when paying (card kinds); null otherwise. */
  email: string | null;
  /** The grace time of the tariff version the stay entered under (tariffOfStay). */
  graceMinutes: number;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceIssuedAt: Date | null;
}

/** A redirect order the gateway has not paid (PENDING, or FAILED once declined). */
export interface UnpaidOrderRow extends OrderStayFields {
  status: string;
  /** The gateway's Ds_Response once its notification decided the order; null before. */
  responseCode: string | null;
  /** Why a refunded order's money went back (redirect_order.refund_reason). */
  refundReason: string | null;
}

/**
 * What OrderStayFields reads of an order, paid (stay_payment) or not (redirect_order), with its
 * stay and place joined.
 */
const orderStayColumns = <Order extends typeof stayPayment | typeof redirectOrder>(
  order: Order,
) => ({
  orderId: order.id,
  stayId: order.stayId,
  customerId: order.customerId,
  placeId: order.placeId,
  plate: stay.plate,
  actualStart: stay.actualStart,
  placeName: place.name,
  placeTranslations: place.translations,
  timezone: place.timezone,
  pricedUntil: order.pricedUntil,
  amountMinor: order.amountMinor,
  currencyCode: order.currencyCode,
});

function selectPaid(db: Database, where: SQL | undefined) {
  return db
    .select({
      ...orderStayColumns(stayPayment),
      provider: stayPayment.provider,
      paidAt: stayPayment.paidAt,
      transactionId: stayPayment.transactionId,
      cardBrand: stayPayment.cardBrand,
      lastFourDigits: stayPayment.lastFourDigits,
      locale: stayPayment.locale,
      email: stayPayment.email,
      graceMinutes: gatedTariff.graceMinutes,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
    })
    .from(stayPayment)
    .innerJoin(stay, eq(stay.id, stayPayment.stayId))
    .innerJoin(place, eq(place.id, stayPayment.placeId))
    .innerJoin(gatedTariff, tariffOfStay)
    .leftJoin(invoice, eq(invoice.stayPaymentId, stayPayment.id))
    .where(where)
    .orderBy(desc(stayPayment.paidAt))
    .limit(1);
}

/**
 * Reads of a stay's orders (ticket-paid-v1/{orderId}, external-summary/{externalId}). An order
 * id is a stay_payment's once paid; before, a redirect order's with the same id (decision 059).
 */
export function createOrderRepository(db: Database) {
  return {
    async paidById(orderId: string): Promise<PaidOrderRow | undefined> {
      const [row] = await selectPaid(db, eq(stayPayment.id, orderId));
      return row;
    },

    /** The customer's payment with this processor id; the latest if two kinds share it. */
    async paidByExternalId(
      customerId: string,
      externalId: string,
    ): Promise<PaidOrderRow | undefined> {
      const [row] = await selectPaid(
        db,
        and(eq(stayPayment.customerId, customerId), eq(stayPayment.externalId, externalId)),
      );
      return row;
    },

    /** The stay's latest payment: the ticket an e-mail sends. */
    async latestPaidOfStay(stayId: string): Promise<PaidOrderRow | undefined> {
      const [row] = await selectPaid(db, eq(stayPayment.stayId, stayId));
      return row;
    },

    async unpaidById(orderId: string): Promise<UnpaidOrderRow | undefined> {
      const [row] = await db
        .select({
          ...orderStayColumns(redirectOrder),
          status: redirectOrder.status,
          refundReason: redirectOrder.refundReason,
          responseCode: redirectOrder.responseCode,
        })
        .from(redirectOrder)
        .innerJoin(stay, eq(stay.id, redirectOrder.stayId))
        .innerJoin(place, eq(place.id, redirectOrder.placeId))
        .where(eq(redirectOrder.id, orderId));
      return row;
    },

    addressOf: (placeId: string): Promise<string | null> => firstAddressLine(db, placeId),

    /** The operator's brand a ticket is sent under. */
    async brandOf(customerId: string) {
      const [row] = await db
        .select({
          name: customer.name,
          primaryColor: customer.primaryColor,
          contactEmail: customer.contactEmail,
        })
        .from(customer)
        .where(eq(customer.id, customerId));
      return row;
    },
  };
}
