import { ErrorResponseSchema } from '@parking/domain';

/** The OpenAPI security scheme of /api/admin/* (plugins/docs.ts declares it). */
export const ADMIN_SECURITY = [{ operatorApiKey: [] }];

/** What every admin route may answer besides its own: a refused key, scope or input. */
export const ADMIN_ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
