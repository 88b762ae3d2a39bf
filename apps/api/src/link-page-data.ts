import {
  BookingTicketSchema,
  CardProviderInfoSchema,
  PermitInfoSchema,
  RateSchema,
  ResumeSchema,
  StayOrderSchema,
  type StaySession,
  StaySessionSchema,
} from '@parking/domain';
import { z } from 'zod';
import { AppError } from './errors.js';
import type { LinkPage } from './plugins/link-pages.js';
import type { SeededQuery } from './plugins/server-render.js';
import type { Services } from './services.js';

/** What the API's serializer makes of a service's answer: the schema's encoding, as JSON. */
function asAnswered<T extends z.ZodType>(schema: T, value: z.input<T>): unknown {
  return JSON.parse(JSON.stringify(z.encode(schema, value as z.output<T>)));
}

/**
 * The data a link page reads (issue 24 point 10, decision 082), from the services its API
 * calls answer with and under the web app's query keys; null when its id opens nothing (a 404
 * or 400 of that call), so the page falls back to index.html and says not found as before.
 *
 * What a stranger holding the link would be answered, and nothing more: no payer key is read
 * from the request (a transient ticket's card is the paying device's, which asks again once
 * hydrated), and a stay's plate stays masked as its id alone answers it.
 */
export function createLinkPageData(services: Services) {
  const resume = async (placeId: string, assignedRightId: string): Promise<SeededQuery> => ({
    queryKey: ['resume', placeId, { assignedRightId }],
    data: asAnswered(ResumeSchema, await services.resume.getResume(placeId, assignedRightId, [])),
  });
  const bookingTicket = async (placeId: string, assignedRightId: string) => ({
    queryKey: ['booking-ticket', placeId, { assignedRightId }],
    data: asAnswered(BookingTicketSchema, await services.booking.info(placeId, assignedRightId)),
  });
  const permitInfo = async (placeId: string, assignedRightId: string) => ({
    queryKey: ['permit-info', placeId, assignedRightId],
    data: asAnswered(PermitInfoSchema, await services.permit.getInfo(placeId, assignedRightId)),
  });

  /**
   * What an owing stay's card form mounts with (its express checkout above the fields): in the
   * HTML, so the wallet is not inserted above fields already painted (a layout shift of 0.07 on
   * a phone, decision 082). The signed-redirect kind has no card form.
   */
  const cardForm = async ({ paymentProvider, place }: StaySession): Promise<SeededQuery[]> => {
    if (paymentProvider !== 'CARD_INTENT' && paymentProvider !== 'CARD_CLIENT_SECRET') return [];
    const info = await services.payment.getProviderInfo(paymentProvider, place.placeId);
    return [
      {
        queryKey: ['card-provider-info', paymentProvider, place.placeId],
        data: asAnswered(CardProviderInfoSchema, info),
      },
    ];
  };

  async function queriesOf({ kind, id, ref }: LinkPage): Promise<SeededQuery[]> {
    switch (kind) {
      case 'transientSummary':
      case 'transientTicket':
        return [await resume(id, ref)];
      case 'transientExtension': {
        const [session, rates] = await Promise.all([
          resume(id, ref),
          services.rate.listExtensionRates(id, ref),
        ]);
        const ratesQuery = {
          queryKey: ['extension-rates', id, ref],
          data: asAnswered(z.array(RateSchema), rates),
        };
        return [session, ratesQuery];
      }
      case 'bookingTicket':
      case 'bookingCancel':
      case 'bookingUpdate':
        return [await bookingTicket(id, ref)];
      case 'permitSummary':
        return [await permitInfo(id, ref)];
      case 'permitTicket':
        return Promise.all([permitInfo(id, ref), resume(id, ref)]);
      case 'stayDetails': {
        const session = await services.stay.session(id, ref);
        const stayQuery = {
          queryKey: ['stay-session', id, ref],
          data: asAnswered(StaySessionSchema, session),
        };
        return session.status === 'OWING' ? [stayQuery, ...(await cardForm(session))] : [stayQuery];
      }
      case 'stayOrder':
        return [
          {
            queryKey: ['stay-order', id, ref],
            data: asAnswered(StayOrderSchema, await services.stayOrders.byId(id, ref)),
          },
        ];
    }
  }

  return async (page: LinkPage): Promise<SeededQuery[] | null> => {
    try {
      return await queriesOf(page);
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 400)) {
        return null;
      }
      throw error;
    }
  };
}
