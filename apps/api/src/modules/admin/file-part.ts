import {
  type OperatorFileInput,
  type OperatorFileProblem,
  parseOperatorFile,
} from '@parking/domain/operator-file';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#api/db/client.js';
import { AppError, customerNotFound, placeNotFound } from '#api/errors.js';
import type { OperatorFileService } from '#api/modules/operator-file/index.js';
import { type OperatorAuth, operatorOf } from '#api/modules/operator-key/index.js';
import { auditActorOf } from './audit-actor.js';
import { answerOf, invalid } from './file-answers.js';

/** What each route plugin of the file's parts is given (config-routes.ts registers them). */
export type ConfigRouteDeps = {
  db: Database;
  auth: OperatorAuth;
  operatorFiles: OperatorFileService;
};

export type Caller = ReturnType<typeof operatorOf>;
type StoredCustomer = NonNullable<OperatorFileInput['customers']>[number];
type StoredPlace = NonNullable<StoredCustomer['places']>[number];

/**
 * The file with one part replaced, and where that part is in it (for the problems' paths);
 * null for a removal, whose problems keep the file's paths.
 */
export type EditedFile = { file: OperatorFileInput; at: string | null };

/**
 * A route of a part of the operator file (decision 089): the stored file with `change` made to
 * it, read under the organisation's lock so two changes of different parts never undo each
 * other, checked as a whole file, then applied (or only planned with `?dryRun=true`).
 * A problem inside the part is named at its path in the request's body.
 */
export async function applyPart(
  operatorFiles: OperatorFileService,
  request: FastifyRequest,
  change: (stored: OperatorFileInput, caller: Caller) => EditedFile,
) {
  const caller = operatorOf(request);
  const edit = {
    organizationId: caller.organizationId,
    edit: (stored: OperatorFileInput) => {
      const edited = change(stored, caller);
      const parsed = parseOperatorFile(edited.file);
      if (!parsed.ok) {
        throw invalid(parsed.problems.map((problem) => inBody(problem, edited.at, caller)));
      }
      return parsed.file;
    },
  };
  const dryRun = (request.query as { dryRun?: string } | undefined)?.dryRun === 'true';
  return answerOf(
    dryRun
      ? await operatorFiles.plan(edit)
      : await operatorFiles.apply(edit, auditActorOf(request)),
  );
}

/** 'customers[1].places[0].rates[2].value' of the file is 'rates[2].value' of a place's body. */
function inBody(
  problem: OperatorFileProblem,
  at: string | null,
  caller: Caller,
): OperatorFileProblem {
  // A key narrowed to a customer is never told where the others' entities are.
  const message =
    caller.customerId === null
      ? problem.message
      : problem.message.replace(/customers\[\d+\][\w.[\]-]*/g, 'another entity');
  if (at === null) return { path: caller.customerId === null ? problem.path : '(file)', message };
  if (problem.path === at) return { path: '(body)', message };
  if (problem.path.startsWith(`${at}.`))
    return { path: problem.path.slice(at.length + 1), message };
  if (problem.path.startsWith(`${at}[`)) return { path: problem.path.slice(at.length), message };
  return { path: caller.customerId === null ? problem.path : '(file)', message };
}

/** The organisation-wide parts (its fields, its types) are not a narrowed key's to see. */
export function requireOrganizationKey(caller: Caller) {
  if (caller.customerId !== null) {
    throw new AppError(
      'ORGANIZATION_KEY_REQUIRED',
      "This part of the configuration is the whole organisation's: use a key that is not narrowed to one customer",
    );
  }
}

/**
 * The customer of `key` and its index, if the caller may see it: another customer's is not found
 * for a narrowed key, whether it exists or not.
 */
export function findCustomer(file: OperatorFileInput, caller: Caller, key: string) {
  const customers = file.customers ?? [];
  const index = customers.findIndex((candidate) => candidate.key === key);
  const found = customers[index];
  if (!found || (caller.customerId !== null && found.id !== caller.customerId)) return null;
  return { customer: found, index, at: `customers[${index}]` };
}

export function customerOf(file: OperatorFileInput, caller: Caller, key: string) {
  const found = findCustomer(file, caller, key);
  if (!found) throw customerNotFound();
  return found;
}

/** The place of `placeKey` under the caller's customer `customerKey`, or 404. */
export function placeOf(
  file: OperatorFileInput,
  caller: Caller,
  keys: { customerKey: string; placeKey: string },
) {
  const { customer, at } = customerOf(file, caller, keys.customerKey);
  const places = customer.places ?? [];
  const index = places.findIndex((candidate) => candidate.key === keys.placeKey);
  const found = places[index];
  if (!found) throw placeNotFound();
  return { customer, place: found, index, at: `${at}.places[${index}]` };
}

/** The file with the place's fields replaced by `change` of it. */
export function withPlace(
  file: OperatorFileInput,
  caller: Caller,
  keys: { customerKey: string; placeKey: string },
  change: (place: StoredPlace) => StoredPlace,
): EditedFile {
  const { customer, index, at } = placeOf(file, caller, keys);
  customer.places = (customer.places ?? []).map((p, i) => (i === index ? change(p) : p));
  return { file, at };
}

/**
 * A body's `key` and `id`, when it has them, must be those of the path's entity: a body that
 * names another would move or rename it, which the path does not say.
 */
export function sameEntity<B extends { key?: string | undefined; id?: string | undefined }>(
  body: B,
  stored: { key: string; id?: string | undefined } | undefined,
  key: string,
): Omit<B, 'key'> & { key: string } {
  const problems: OperatorFileProblem[] = [];
  if (body.key !== undefined && body.key !== key) {
    problems.push({ path: 'key', message: `must be the path's key '${key}' (or left out)` });
  }
  if (stored && body.id !== undefined && body.id !== stored.id) {
    problems.push({ path: 'id', message: "must be the stored entity's id (or left out)" });
  }
  if (problems.length > 0) throw invalid(problems);
  return { ...body, key, ...(stored?.id ? { id: stored.id } : {}) };
}
