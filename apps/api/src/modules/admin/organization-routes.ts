import {
  type OperatorFileInput,
  OperatorFileShape,
  OperatorOrganizationSchema,
} from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/errors.js';
import { readOrganizationFile } from '#api/modules/operator-file/index.js';
import { operatorOf } from '#api/modules/operator-key/index.js';
import { applyPart, type ConfigRouteDeps, requireOrganizationKey } from './file-part.js';
import { changeSchema, NoParams, PartRecord, readSchema } from './part-schemas.js';

const TYPE_LISTS = [
  ['vehicle-types', 'vehicleTypes'],
  ['service-types', 'serviceTypes'],
] as const;

/**
 * The organisation's own parts of its file: its fields and its vehicle and service types, each
 * list replaced whole (a type left out is removed, and refused while a place lists it). An
 * organisation-wide key only.
 */
export const organizationRoutes: FastifyPluginAsyncZod<ConfigRouteDeps> = async (
  app,
  { db, auth, operatorFiles },
) => {
  const stored = async (request: Parameters<typeof operatorOf>[0]) => {
    const caller = operatorOf(request);
    requireOrganizationKey(caller);
    const file = await readOrganizationFile(db, caller.organizationId);
    if (!file) throw new AppError('CUSTOMER_NOT_FOUND', 'Customer not found');
    return file;
  };

  app.get(
    '/organization',
    {
      onRequest: auth.requireOperatorScope('admin:read'),
      schema: readSchema("The organisation's fields, as in its file", NoParams, PartRecord),
    },
    async (request) => (await stored(request)).organization,
  );
  app.put(
    '/organization',
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: changeSchema(
        "Replaces the organisation's fields (currency refused while paid sessions run)",
        NoParams,
        OperatorOrganizationSchema,
      ),
    },
    async (request) =>
      applyPart(operatorFiles, request, (file, caller) => {
        requireOrganizationKey(caller);
        const body = request.body;
        if (body.id !== undefined && body.id !== caller.organizationId) {
          throw new AppError(
            'ORGANIZATION_MISMATCH',
            "The body's id is not this key's organisation",
          );
        }
        return {
          file: { ...file, organization: { ...body, id: caller.organizationId } },
          at: 'organization',
        };
      }),
  );

  for (const [path, field] of TYPE_LISTS) {
    const ListSchema = OperatorFileShape.shape[field];
    app.get(
      `/${path}`,
      {
        onRequest: auth.requireOperatorScope('admin:read'),
        schema: readSchema(
          `The organisation's ${path}, as in its file`,
          NoParams,
          z.array(PartRecord),
        ),
      },
      async (request) => (await stored(request))[field] ?? [],
    );
    app.put(
      `/${path}`,
      {
        onRequest: auth.requireOperatorScope('admin:write'),
        schema: changeSchema(
          `Replaces the organisation's ${path} (the whole list)`,
          NoParams,
          ListSchema,
        ),
      },
      async (request) =>
        applyPart(operatorFiles, request, (file, caller) => {
          requireOrganizationKey(caller);
          const edited: OperatorFileInput = { ...file, [field]: request.body };
          return { file: edited, at: field };
        }),
    );
  }
};
