import {
  maskPlate,
  type PaymentProvider,
  readStoredTranslations,
  STAY_ORDER_MESSAGES,
  type StayOrder,
  toMajorUnits,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import { PAYER_CANCELLED_RESPONSE } from '#api/redirect-gateways/index.js';
import {
  createOrderRepository,
  type OrderStayFields,
  type PaidOrderRow,
  type UnpaidOrderRow,
} from './order-repository.js';
import { stayOrderStatusOf } from './order-status.js';

const MINUTE = 60_000;
const orderNotFound = () => new AppError('ORDER_NOT_FOUND', STAY_ORDER_MESSAGES.orderNotFound);

/** What every order shows, paid or not. The plate is masked as a stay by id is (decision 056). */
function stayPart(row: OrderStayFields, addressLine1: string | null) {
  return {
    orderId: row.orderId,
    sessionId: row.stayId,
    customerId: row.customerId,
    licensePlate: row.plate ? maskPlate(row.plate) : null,
    place: {
      placeId: row.placeId,
      name: row.placeName,
      timezone: row.timezone,
      addressLine1,
      translations: readStoredTranslations(row.placeTranslations, ['name']),
    },
    actualStart: row.actualStart.toISOString(),
    pricedUntil: row.pricedUntil.toISOString(),
    amount: toMajorUnits(row.amountMinor),
    amountMinor: row.amountMinor,
    currencyCode: row.currencyCode,
  };
}

function toPaidOrder(row: PaidOrderRow, addressLine1: string | null): StayOrder {
  const { invoiceId, invoiceNumber, invoiceIssuedAt, graceMinutes } = row;
  return {
    ...stayPart(row, addressLine1),
    status: 'PAID',
    paidAt: row.paidAt.toISOString(),
    // The grace time of the stay's tariff version, as its own status counts it (stayStatusAt).
    exitBefore: new Date(row.paidAt.getTime() + graceMinutes * MINUTE).toISOString(),
    transactionId: row.transactionId,
    cardDetail:
      row.cardBrand && row.lastFourDigits
        ? { cardBrand: row.cardBrand, lastFourDigits: row.lastFourDigits }
        : null,
    paymentProvider: row.provider as PaymentProvider,
    invoice:
      invoiceId && invoiceNumber && invoiceIssuedAt
        ? { invoiceId, number: invoiceNumber, issuedAt: invoiceIssuedAt.toISOString() }
        : null,
  };
}

/** A redirect order not recorded as paid: what was asked, nothing of a payment. */
function toUnpaidOrder(row: UnpaidOrderRow, addressLine1: string | null): StayOrder {
  const status = stayOrderStatusOf(row.status, row.refundReason);
  return {
    ...stayPart(row, addressLine1),
    status,
    // Kept apart from a decline, as the gateway's return says it (decision 087).
    ...(status === 'FAILED' && row.responseCode === PAYER_CANCELLED_RESPONSE
      ? { cancelled: true as const }
      : {}),
    paidAt: null,
    exitBefore: null,
    transactionId: null,
    cardDetail: null,
    paymentProvider: 'REGIONAL_REDIRECT',
    invoice: null,
  };
}

/** A paid order and the language its payment was made in (the e-mail's default). */
export type PaidStayOrder = { order: StayOrder; locale: string; email: string | null };

/**
 * A stay's orders as tickets (spec routes ticket-paid-v1/{orderId} and
 * external-summary/{externalId}). An order of another customer is as unknown as a missing one.
 */
export function createStayOrderService({ db }: { db: Database }) {
  const orders = createOrderRepository(db);
  const paid = async (row: PaidOrderRow): Promise<PaidStayOrder> => ({
    order: toPaidOrder(row, await orders.addressOf(row.placeId)),
    locale: row.locale,
    email: row.email,
  });

  async function byId(customerId: string, orderId: string): Promise<StayOrder> {
    const row = await orders.paidById(orderId);
    if (row) {
      if (row.customerId !== customerId) throw orderNotFound();
      return (await paid(row)).order;
    }
    const unpaid = await orders.unpaidById(orderId);
    if (!unpaid || unpaid.customerId !== customerId) throw orderNotFound();
    // The notification committed between the two reads: its payment is there now.
    if (unpaid.status === 'PAID') return byId(customerId, orderId);
    return toUnpaidOrder(unpaid, await orders.addressOf(unpaid.placeId));
  }

  return {
    byId,

    /** 404 until the payment is recorded: the web's external summary retries on 404. */
    async byExternalId(customerId: string, externalId: string): Promise<StayOrder> {
      const row = await orders.paidByExternalId(customerId, externalId);
      if (!row) throw orderNotFound();
      return (await paid(row)).order;
    },

    /** The stay's latest payment, or null when nothing was paid. */
    async latestPaidOfStay(stayId: string): Promise<PaidStayOrder | null> {
      const row = await orders.latestPaidOfStay(stayId);
      return row ? paid(row) : null;
    },

    async paidById(orderId: string): Promise<PaidStayOrder | null> {
      const row = await orders.paidById(orderId);
      return row ? paid(row) : null;
    },
  };
}

export type StayOrderService = ReturnType<typeof createStayOrderService>;
