import { ErrorResponseSchema } from '@parking/domain';
import { type OperatorFile, parseOperatorFile } from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import {
  MAX_FILE_BYTES,
  type OperatorFileService,
  readOperatorFileText,
  readOrganizationFile,
} from '#api/modules/operator-file/index.js';
import { type OperatorAuth, operatorOf } from '#api/modules/operator-key/index.js';
import { auditActorOf } from './audit-actor.js';
import { answerOf, invalid, PlanSchema } from './file-answers.js';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './security.js';

const FileBodySchema = z
  .unknown()
  .describe('The operator file: JSON, or YAML sent as application/yaml');

/** A YAML body as read: a JSON body can never be one. */
class YamlBody {
  constructor(readonly parsed: ReturnType<typeof readOperatorFileText>) {}
}

/**
 * The operator file over HTTP (decision 089): GET it, POST it to /plan for what an apply would
 * change, PUT it to apply. The whole organisation, so an organisation-wide key only. YAML is
 * taken as `application/yaml`; JSON as JSON. A bad file is 400 with every problem at its path,
 * a refused one 409 with the reasons; neither changes anything.
 */
export const operatorFileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: OperatorAuth;
  operatorFiles: OperatorFileService;
}> = async (app, { db, auth, operatorFiles }) => {
  app.addContentTypeParser(
    ['application/yaml', 'text/yaml'],
    { parseAs: 'string', bodyLimit: MAX_FILE_BYTES },
    (_request, body, done) => done(null, new YamlBody(readOperatorFileText(String(body)))),
  );

  const fileOf = (request: { body: unknown; params?: unknown }): OperatorFile => {
    const caller = operatorOf(request as never);
    if (caller.customerId !== null) {
      throw new AppError(
        'ORGANIZATION_KEY_REQUIRED',
        "The operator file is the whole organisation's: use a key that is not narrowed to one customer",
      );
    }
    const body = request.body;
    const parsed = body instanceof YamlBody ? body.parsed : parseOperatorFile(body);
    if (!parsed.ok) throw invalid(parsed.problems);
    const file = parsed.file;
    const id = file.organization.id;
    if (id !== undefined && id !== caller.organizationId) {
      throw new AppError(
        'ORGANIZATION_MISMATCH',
        "The file's organization.id is not this key's organisation",
      );
    }
    return { ...file, organization: { ...file.organization, id: caller.organizationId } };
  };
  const schema = (summary: string, body: boolean) => ({
    summary,
    tags: ['admin'],
    security: ADMIN_SECURITY,
    ...(body ? { body: FileBodySchema } : {}),
    response: {
      200: PlanSchema,
      // A bad file's `problems` are in the error body (a bad key's 400 has none).
      400: ErrorResponseSchema,
      409: ErrorResponseSchema,
      401: ErrorResponseSchema,
      403: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  });

  app.get(
    '/operator-file',
    {
      onRequest: auth.requireOperatorScope('admin:read'),
      schema: {
        summary: "The key's organisation as its operator file (canonical, with ids)",
        tags: ['admin'],
        security: ADMIN_SECURITY,
        response: { 200: z.record(z.string(), z.unknown()), ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const caller = operatorOf(request);
      if (caller.customerId !== null) {
        throw new AppError(
          'ORGANIZATION_KEY_REQUIRED',
          "The operator file is the whole organisation's: use a key that is not narrowed to one customer",
        );
      }
      const file = await readOrganizationFile(db, caller.organizationId);
      if (!file) throw new AppError('CUSTOMER_NOT_FOUND', 'Customer not found');
      return file;
    },
  );
  app.post(
    '/operator-file/plan',
    {
      onRequest: auth.requireOperatorScope('admin:read'),
      bodyLimit: MAX_FILE_BYTES,
      schema: schema('What applying the file would change; changes nothing', true),
    },
    async (request) => answerOf(await operatorFiles.plan(fileOf(request))),
  );
  app.put(
    '/operator-file',
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      bodyLimit: MAX_FILE_BYTES,
      schema: schema('Applies the file in one transaction (audited; caches drop at commit)', true),
    },
    async (request) => answerOf(await operatorFiles.apply(fileOf(request), auditActorOf(request))),
  );
};
