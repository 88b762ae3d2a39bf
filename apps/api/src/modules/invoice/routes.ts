import {
  ErrorResponseSchema,
  InvoiceRequestSchema,
  InvoiceSchema,
  UuidSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perMinuteRefusal, registerRateLimit } from '#api/plugins/rate-limit.js';
import type { InvoiceService } from './service.js';

const CustomerParamsSchema = z.object({ customerId: UuidSchema });
const InvoiceParamsSchema = z.object({ customerId: UuidSchema, orderId: UuidSchema });
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
/** A PDF costs tens of milliseconds of CPU to draw: a visitor needs a few, a script gets 429s. */
export const PDF_DOWNLOADS_PER_MINUTE = 30;

/**
 * POST /customer/{customerId}/invoice (spec section 7), and the invoice and its PDF by order:
 * GET /customer/{customerId}/invoice/{orderId}[/pdf]. The order id is the capability, as for
 * the paid ticket; another customer's order is as unknown as a missing one.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  await registerRateLimit(app, 'invoice-pdf', {
    global: false,
    // After validation: a malformed request is a 400 and does not count.
    hook: 'preHandler',
    errorResponseBuilder: perMinuteRefusal('invoice downloads'),
  });

  // The spec's messages ('Name is mandatory'…) reach the caller verbatim with their code (the
  // app's error handler, decision 077): the form shows each beside its field.
  app.post(
    '/customer/:customerId/invoice',
    {
      schema: {
        summary: 'Issues the invoice of a paid order (201), or returns the one issued (200)',
        description:
          'Numbered gapless per operator and year; e-mailed with its PDF. The same order with another buyer is a 409.',
        tags: ['access-control'],
        params: CustomerParamsSchema,
        body: InvoiceRequestSchema,
        response: { 200: InvoiceSchema, 201: InvoiceSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { invoice, created } = await invoices.issue(request.params.customerId, request.body);
      return reply.code(created ? 201 : 200).send(invoice);
    },
  );

  app.get(
    '/customer/:customerId/invoice/:orderId',
    {
      schema: {
        summary: "An order's invoice; 404 until it is issued",
        tags: ['access-control'],
        params: InvoiceParamsSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    (request) => invoices.get(request.params.customerId, request.params.orderId),
  );

  app.get(
    '/customer/:customerId/invoice/:orderId/pdf',
    {
      config: { rateLimit: { max: PDF_DOWNLOADS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: "An order's invoice as a PDF download, in the invoice's language",
        description:
          'application/pdf with Content-Disposition: attachment; errors as JSON (400, 404).',
        tags: ['access-control'],
        params: InvoiceParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await invoices.pdf(
        request.params.customerId,
        request.params.orderId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(bytes);
    },
  );
};
