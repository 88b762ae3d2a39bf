import {
  LOCALES,
  type Locale,
  STAY_ORDER_MESSAGES,
  type StayTicketEmailResponse,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import type { Mailer } from '#api/messaging/message.js';
import { createOrderRepository } from '../order-repository.js';
import type { StayOrderService } from '../order-service.js';
import { createStayRepository } from '../repository.js';
import {
  STAY_TICKET_QUEUE,
  STAY_TICKET_THROTTLE_SECONDS,
  type StayTicketJobData,
} from './queue.js';
import { renderStayTicketEmail } from './render.js';

export type StayTicketEmailOptions = {
  db: Database;
  orders: StayOrderService;
  jobs: Pick<JobQueue, 'sendThrottled'>;
  mailer: Mailer;
  /** Base of the ticket's link: PUBLIC_URL, else the address the server listens on. */
  publicUrl: () => string;
};

const toLocale = (value: string | null | undefined): Locale =>
  LOCALES.includes(value as Locale) ? (value as Locale) : 'es-ES';

/** The paid-ticket page of an order (spec route ticket-paid-v1/{orderId}). */
const stayTicketPath = (customerId: string, orderId: string) =>
  `/access-control/${customerId}/ticket-paid-v1/${orderId}`;

/**
 * GET customer/{customerId}/email-ticket/{sessionId} (spec section 7): the stay's latest paid
 * ticket e-mailed through the job queue. The call mails any address: the route is limited per
 * client, and the same stay and address queue one e-mail a minute (pg-boss throttling, shared
 * by every instance through the database).
 */
export function createStayTicketEmail({
  db,
  orders,
  jobs,
  mailer,
  publicUrl,
}: StayTicketEmailOptions) {
  const stays = createStayRepository(db);
  const repository = createOrderRepository(db);

  return {
    async request(
      customerId: string,
      stayId: string,
      query: { email: string; lang?: Locale | undefined },
    ): Promise<StayTicketEmailResponse> {
      if ((await stays.ownerOf(stayId)) !== customerId) {
        throw new AppError('STAY_NOT_FOUND', STAY_ORDER_MESSAGES.stayNotFound);
      }
      const latest = await orders.latestPaidOfStay(stayId);
      if (!latest) throw new AppError('NOTHING_PAID_FOR_STAY', STAY_ORDER_MESSAGES.nothingPaid);
      const { orderId } = latest.order;
      // A stay's id is no secret (a similar-plates list hands it out): anyone may have its
      // ticket sent, but only the payer's own address gets the order and its link.
      const payersAddress = latest.email?.toLowerCase() === query.email.toLowerCase();
      const data: StayTicketJobData = {
        orderId,
        email: query.email,
        locale: query.lang ?? toLocale(latest.locale),
        withOrder: payersAddress,
      };
      const id = await jobs.sendThrottled(STAY_TICKET_QUEUE.name, data, {
        key: `${stayId}|${query.email.toLowerCase()}`,
        seconds: STAY_TICKET_THROTTLE_SECONDS,
      });
      return { queued: id !== null, email: query.email };
    },

    /** A card payment recorded with the payer's address: their ticket, with the order. */
    async sendToPayer(paid: {
      orderId: string;
      stayId: string;
      email: string;
      locale: string | null;
    }): Promise<void> {
      const data: StayTicketJobData = {
        orderId: paid.orderId,
        email: paid.email,
        locale: toLocale(paid.locale),
        withOrder: true,
      };
      await jobs.sendThrottled(STAY_TICKET_QUEUE.name, data, {
        key: `${paid.stayId}|${paid.email.toLowerCase()}`,
        seconds: STAY_TICKET_THROTTLE_SECONDS,
      });
    },

    /** The job's work: one attempt at the e-mail (a failure is retried by the queue). */
    async deliver({ orderId, email, locale, withOrder }: StayTicketJobData): Promise<void> {
      const paid = await orders.paidById(orderId);
      // Payments are never deleted but by the demo's restart; nothing left to send then.
      if (!paid) return;
      const { order } = paid;
      const brand = await repository.brandOf(order.customerId);
      if (!brand) return;
      const base = publicUrl().replace(/\/+$/, '');
      await mailer.send(
        renderStayTicketEmail({
          order,
          brand,
          locale: toLocale(locale),
          to: email,
          ticketUrl: withOrder ? `${base}${stayTicketPath(order.customerId, orderId)}` : null,
        }),
      );
    },
  };
}

export type StayTicketEmail = ReturnType<typeof createStayTicketEmail>;
