import { ErrorResponseSchema, ResumeSchema, SummaryQuerySchema, UuidSchema } from '@parking/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payerKeyHashesOf } from '../payer-key/index.js';
import type { ResumeService } from './service.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const placeParams = z.object({ placeId: UuidSchema });

/** The resume of the right a path names, as the payer keys the request holds may see it. */
export const resumeOfRight =
  (resumes: ResumeService) =>
  (
    request: Pick<FastifyRequest, 'headers'> & {
      params: { placeId: string; assignedRightId: string };
    },
  ) =>
    resumes.getResume(
      request.params.placeId,
      request.params.assignedRightId,
      payerKeyHashesOf(request),
    );

/** The summary and the paid ticket under /payment (spec section 7), whatever the kind. */
export const resumeRoutes: FastifyPluginAsyncZod<{ resumes: ResumeService }> = async (
  app,
  { resumes },
) => {
  app.get(
    '/payment/place/:placeId/resume/:assignedRightId',
    {
      schema: {
        summary: 'The payments of an assigned right: summary and paid ticket',
        tags: ['payment'],
        params: placeParams.extend({ assignedRightId: UuidSchema }),
        response: { 200: ResumeSchema, ...errors },
      },
    },
    resumeOfRight(resumes),
  );

  app.get(
    '/payment/place/:placeId/resume/external/:externalId',
    {
      schema: {
        summary: 'The same by the processor intent id; 404 until the payment is settled',
        tags: ['payment'],
        params: placeParams.extend({ externalId: z.string().min(1).max(255) }),
        response: { 200: ResumeSchema, ...errors },
      },
    },
    (request) =>
      resumes.getResumeByExternalId(
        request.params.placeId,
        request.params.externalId,
        payerKeyHashesOf(request),
      ),
  );

  app.get(
    '/payment/place/:placeId/summary',
    {
      schema: {
        summary: 'The summary by exactly one of assignedRightId or externalId',
        tags: ['payment'],
        params: placeParams,
        querystring: SummaryQuerySchema,
        response: { 200: ResumeSchema, ...errors },
      },
    },
    (request) => {
      const { placeId } = request.params;
      const { query } = request;
      const payerKeyHashes = payerKeyHashesOf(request);
      return query.assignedRightId !== undefined
        ? resumes.getResume(placeId, query.assignedRightId, payerKeyHashes)
        : resumes.getResumeByExternalId(placeId, query.externalId, payerKeyHashes);
    },
  );
};
