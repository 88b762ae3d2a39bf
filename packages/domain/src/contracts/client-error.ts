import { z } from 'zod';
import { CLIENT_ERROR_MESSAGE_MAX_LENGTH } from '../vocabulary/index.js';

/**
 * POST /api/client-errors (decision 079, beside spec section 7): what the web reports when a
 * page fails to render or its code fails to load. Every field has a shape that holds no
 * personal data: the error's class name, a short message the server filters again, the route's
 * pattern with its ids replaced (never the address: decision 072) and the build's id.
 */
export const ClientErrorReportSchema = z.object({
  errorName: z
    .string()
    .regex(/^[A-Za-z]{0,40}Error$/, 'must be an error class name')
    .describe("The error's class: 'TypeError', 'ChunkLoadError', 'Error'"),
  message: z
    .string()
    .max(CLIENT_ERROR_MESSAGE_MAX_LENGTH)
    .describe('The error message, cut short; logged with only its plain words kept'),
  route: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9:/_-]*$/, 'must be a route pattern')
    .describe("The page's route pattern, ids as ':id': '/transient/:id/ticket-paid/:id'"),
  buildId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,16}$/, 'must be a build id')
    .describe('Which build of the web app the page ran'),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
