import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CardingGuard } from './card/carding-guard.js';
import { cardPaymentRoutes } from './card/routes.js';
import { freePaymentRoutes } from './free/routes.js';
import { resumeRoutes } from './resume/routes.js';
import type { ResumeService } from './resume/service.js';
import { savedCardRoutes } from './saved-card/routes.js';
import type { PaymentService } from './service.js';

export type PaymentRoutesOptions = {
  payments: PaymentService;
  resumes: ResumeService;
  carding: CardingGuard;
};

/**
 * The payment service's routes (spec section 7): free parking, the summary and paid ticket, and
 * the card kinds' calls. The spec's validation messages reach the caller verbatim with their code
 * (the app's error handler, decision 077).
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { payments, resumes, carding },
) => {
  await app.register(freePaymentRoutes, { payments });
  await app.register(resumeRoutes, { resumes });
  await app.register(cardPaymentRoutes, { payments, resumes, carding });
  await app.register(savedCardRoutes, { payments });
};
