import { OperatorCustomerSchema } from '@parking/domain/operator-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerNotFound } from '#api/errors.js';
import { readOrganizationFile } from '#api/modules/operator-file/index.js';
import { operatorOf } from '#api/modules/operator-key/index.js';
import {
  applyPart,
  type ConfigRouteDeps,
  customerOf,
  findCustomer,
  sameEntity,
} from './file-part.js';
import { CustomerParams, changeSchema, PartRecord, readSchema } from './part-schemas.js';

/** A customer's fields and settings; its places have their own routes. */
const CustomerBodySchema = OperatorCustomerSchema.omit({ places: true }).extend({
  key: OperatorCustomerSchema.shape.key.optional(),
});

/**
 * A customer (the spec's operator) of the organisation, without its places. A key narrowed to
 * a customer reads and changes its own only; another's answers 404, as one that does not exist.
 * PUT creates the customer when it is absent, for an organisation-wide key only.
 */
export const customerRoutes: FastifyPluginAsyncZod<ConfigRouteDeps> = async (
  app,
  { db, auth, operatorFiles },
) => {
  app.get(
    '/customers/:customerKey',
    {
      onRequest: auth.requireOperatorScope('admin:read'),
      schema: readSchema(
        'A customer as in the file, without its places',
        CustomerParams,
        PartRecord,
      ),
    },
    async (request) => {
      const caller = operatorOf(request);
      const file = await readOrganizationFile(db, caller.organizationId);
      if (!file) throw customerNotFound();
      const { places: _, ...fields } = customerOf(
        file,
        caller,
        request.params.customerKey,
      ).customer;
      return fields;
    },
  );
  app.put(
    '/customers/:customerKey',
    {
      onRequest: auth.requireOperatorScope('admin:write'),
      schema: changeSchema(
        "Replaces a customer's fields and settings, keeping its places (creates it when absent)",
        CustomerParams,
        CustomerBodySchema,
      ),
    },
    async (request) =>
      applyPart(operatorFiles, request, (file, caller) => {
        const key = request.params.customerKey;
        const found = findCustomer(file, caller, key);
        const customers = file.customers ?? [];
        const mayCreate = caller.customerId === null && !customers.some((c) => c.key === key);
        if (!found && !mayCreate) throw customerNotFound();
        const fields = sameEntity(request.body, found?.customer, key);
        const index = found?.index ?? customers.length;
        const next = [...customers];
        next[index] = { ...fields, places: found?.customer.places ?? [] };
        return { file: { ...file, customers: next }, at: `customers[${index}]` };
      }),
  );
};
