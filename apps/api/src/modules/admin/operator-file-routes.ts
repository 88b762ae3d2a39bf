import { ErrorResponseSchema } from '@parking/domain';
import {
  OPERATOR_ENTITIES,
  type OperatorFile,
  type OperatorFileProblem,
  parseOperatorFile,
  unsetAccountWarnings,
  type VariableReader,
} from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import {
  type ApplyOutcome,
  MAX_FILE_BYTES,
  type OperatorFileService,
  readOperatorFileText,
  readOrganizationFile,
} from '#api/modules/operator-file/index.js';
import { type OperatorAuth, operatorOf } from '#api/modules/operator-key/index.js';
import { auditActorOf } from './audit-actor.js';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './security.js';

const ProblemSchema = z.object({ path: z.string(), message: z.string() });
const InvalidFileSchema = ErrorResponseSchema.extend({ problems: z.array(ProblemSchema) });
const PlanSchema = z.object({
  organizationId: z.string(),
  applied: z.boolean(),
  changes: z.array(
    z.object({
      action: z.enum(['add', 'change', 'remove']),
      entity: z.enum(OPERATOR_ENTITIES),
      id: z.string(),
      path: z.string(),
      fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    }),
  ),
  /** Places' account variables this server does not set: their payments would be refused. */
  warnings: z.array(z.string()),
});
const FileBodySchema = z
  .unknown()
  .describe('The operator file: JSON, or YAML sent as application/yaml');

/** A YAML body as read: a JSON body can never be one. */
class YamlBody {
  constructor(readonly parsed: ReturnType<typeof readOperatorFileText>) {}
}

/** A file refused, with every problem at its path: invalid (400) or refused on apply (409). */
class FileRejected extends AppError {
  constructor(
    code: 'OPERATOR_FILE_INVALID' | 'OPERATOR_FILE_REFUSED',
    readonly problems: OperatorFileProblem[],
  ) {
    super(
      code,
      code === 'OPERATOR_FILE_INVALID'
        ? `The operator file is not valid; nothing was changed (${problems.length} problem(s))`
        : 'The operator file was refused; nothing was changed',
    );
  }
}

const invalid = (problems: OperatorFileProblem[]) =>
  new FileRejected('OPERATOR_FILE_INVALID', problems);

/** 'customers.a.places.b: cannot be removed…' is about customers.a.places.b. */
const refusalProblem = (reason: string): OperatorFileProblem => {
  const path = /^([\w.[\]-]+): /.exec(reason)?.[1];
  return { path: path ?? '(apply)', message: reason };
};

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
  variable: VariableReader;
}> = async (app, { db, auth, operatorFiles, variable }) => {
  app.addContentTypeParser(
    ['application/yaml', 'text/yaml'],
    { parseAs: 'string', bodyLimit: MAX_FILE_BYTES },
    (_request, body, done) => done(null, new YamlBody(readOperatorFileText(String(body)))),
  );
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof FileRejected) {
      const { message, statusCode, code, problems } = error;
      return reply.code(statusCode).send({ message, statusCode, code, problems });
    }
    throw error;
  });

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
  const answer = (file: OperatorFile, outcome: ApplyOutcome) => {
    if (outcome.problems.length > 0) {
      throw new FileRejected('OPERATOR_FILE_REFUSED', outcome.problems.map(refusalProblem));
    }
    return {
      organizationId: outcome.organizationId,
      applied: outcome.applied,
      changes: outcome.changes.map(({ parentId: _, ...change }) => change),
      warnings: unsetAccountWarnings(file, variable),
    };
  };

  const schema = (summary: string, body: boolean) => ({
    summary,
    tags: ['admin'],
    security: ADMIN_SECURITY,
    ...(body ? { body: FileBodySchema } : {}),
    response: {
      200: PlanSchema,
      400: InvalidFileSchema,
      409: InvalidFileSchema,
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
      schema: schema('What applying the file would change; changes nothing', true),
    },
    async (request) => {
      const file = fileOf(request);
      return answer(file, await operatorFiles.plan(file));
    },
  );
  app.put(
    '/operator-file',
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: schema('Applies the file in one transaction (audited; caches drop at commit)', true),
    },
    async (request) => {
      const file = fileOf(request);
      return answer(file, await operatorFiles.apply(file, auditActorOf(request)));
    },
  );
};
