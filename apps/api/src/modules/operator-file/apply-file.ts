import {
  canonicalFile,
  diffOperatorFiles,
  type OperatorChange,
  type OperatorFile,
  type OperatorFileInput,
} from '@parking/domain/operator-file';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { customer, organization, place, rate, rateLine } from '#api/db/schema/index.js';
import { liveActivityOf } from './live-activity.js';
import { type EntityOwner, ownersOf } from './owners.js';
import { readOrganizationState } from './read-file.js';
import { type RetiredRate, resolveIds } from './resolve-ids.js';
import { storeKeys } from './store-keys.js';
import { takenIds } from './taken-ids.js';
import { writeChanges } from './write-changes.js';

export type ApplyOutcome = {
  organizationId: string;
  changes: OperatorChange[];
  /** Why the file cannot be applied; when any, nothing was changed. */
  problems: string[];
  applied: boolean;
  /** The customer and place each changed entity belongs to (before or after the change). */
  owners: Map<string, EntityOwner>;
  /** The file planned or applied, with every id. */
  file: OperatorFile;
  /** What the file names that this process cannot check now (unset account variables). */
  warnings: string[];
};

export type ApplyOptions = {
  /** Plan only: everything is done in a transaction that is then rolled back. */
  dryRun: boolean;
  now?: Date;
  /** Why the server would refuse to run with the new configuration (the sandbox on a public server). */
  refusal?: (tx: Transaction) => Promise<string | null>;
  /** Run inside the transaction once the changes are written (audit, cache announcements). */
  afterWrite?: (tx: Transaction, outcome: ApplyOutcome) => Promise<void>;
  /** Who opens the transaction: the configuration-change bus's, so caches drop at commit. */
  transaction?: (work: (tx: Transaction) => Promise<void>) => Promise<void>;
};

/**
 * A change to part of a stored organisation: `edit` turns the file as stored (read under the
 * organisation's lock) into the file to apply, or throws, which changes nothing. Reading it
 * under the lock is what keeps two edits of different parts from undoing each other.
 */
export type OperatorFileEdit = {
  organizationId: string;
  edit: (stored: OperatorFileInput) => OperatorFile;
};

class RollBack extends Error {}

/**
 * Plans or applies an operator file (decision 089) in one transaction, serialised per
 * organisation: reads what is stored, gives the file's entities their ids, diffs, writes the
 * changes, and rolls everything back if anything is refused. A plan is the same run, rolled
 * back, so what it prints is what the apply would do, refusals included.
 */
export async function applyOperatorFile(
  db: Database,
  fileOrEdit: OperatorFile | OperatorFileEdit,
  options: ApplyOptions,
): Promise<ApplyOutcome> {
  let outcome: ApplyOutcome | undefined;
  try {
    const transaction = options.transaction ?? ((work) => db.transaction(work));
    await transaction(async (tx) => {
      const { file, stored } = await lockedFile(tx, fileOrEdit, options.now);
      outcome = await planAndWrite(tx, file, options, stored);
      if (outcome.problems.length > 0 || options.dryRun) throw new RollBack();
      await options.afterWrite?.(tx, outcome);
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  if (!outcome) throw new Error('the apply ended without an outcome');
  return { ...outcome, applied: !options.dryRun && outcome.problems.length === 0 };
}

async function planAndWrite(
  tx: Transaction,
  file: OperatorFile,
  options: ApplyOptions,
  stored: StoredState | null,
): Promise<ApplyOutcome> {
  const organizationId = await findOrganization(tx, file);
  const now = options.now ?? new Date();
  // An edit has read its organisation already, under the same lock: not read twice.
  const state =
    stored && stored.file.organization.id === organizationId
      ? stored
      : organizationId
        ? await readOrganizationState(tx, organizationId, now)
        : null;
  const current = state?.file ?? null;
  const retired = organizationId ? await retiredRates(tx, organizationId) : [];
  const resolved = resolveIds(file, current, retired);
  const problems = [...resolved.problems];
  for (const taken of await takenIds(tx, resolved.claimedIds)) {
    problems.push(`${taken.path}.id: ${taken.id} is already used by another organisation`);
  }
  const changes = diffOperatorFiles(current, canonicalFile(resolved.file));
  const owners = ownersOf([current, canonicalFile(resolved.file)]);
  const base = {
    organizationId: resolved.file.organization.id ?? '',
    changes,
    applied: false,
    owners,
    file: resolved.file,
    warnings: [],
  };
  if (problems.length > 0) return { ...base, problems };
  if (current && current.organization.currency !== file.organization.currency) {
    const live = await liveActivityOf(
      tx,
      resolved.file.organization.id ?? '',
      options.now ?? new Date(),
    );
    if (live)
      problems.push(
        `organization.currency: cannot change from ${current.organization.currency} while ${live}`,
      );
  }
  await storeKeys(tx, state?.unnamed ?? []);
  problems.push(...(await writeChanges(tx, resolved.file, changes, now)));
  const refusal = problems.length === 0 ? await options.refusal?.(tx) : null;
  if (refusal) problems.push(refusal);
  return { ...base, problems };
}

type StoredState = NonNullable<Awaited<ReturnType<typeof readOrganizationState>>>;

/**
 * The file to apply, with its organisation locked; an edit's made from what is stored then,
 * which is handed on with it.
 */
async function lockedFile(
  tx: Transaction,
  fileOrEdit: OperatorFile | OperatorFileEdit,
  now = new Date(),
): Promise<{ file: OperatorFile; stored: StoredState | null }> {
  if (!('edit' in fileOrEdit)) {
    await lockOrganization(tx, fileOrEdit);
    return { file: fileOrEdit, stored: null };
  }
  const [org] = await tx
    .select({ key: organization.key })
    .from(organization)
    .where(eq(organization.id, fileOrEdit.organizationId));
  // The same locks, in the same order, as a whole file naming this organisation takes.
  await lockOrganization(tx, {
    organization: { key: org?.key ?? '', id: fileOrEdit.organizationId },
  });
  const stored = await readOrganizationState(tx, fileOrEdit.organizationId, now);
  if (!stored) throw new Error(`no organisation ${fileOrEdit.organizationId}`);
  // The edit works on a copy: the stored state is compared with what it returns.
  return { file: fileOrEdit.edit(structuredClone(stored.file)), stored };
}

/** Two applies of one organisation's file run one after the other, never interleaved. */
async function lockOrganization(
  tx: Transaction,
  file: { organization: { key: string; id?: string | undefined } },
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`operator-file:${file.organization.key}`}))`,
  );
  if (file.organization.id) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`operator-file:${file.organization.id}`}))`,
    );
  }
}

async function findOrganization(tx: Transaction, file: OperatorFile): Promise<string | null> {
  const { id, key } = file.organization;
  const [row] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(id ? or(eq(organization.id, id), eq(organization.key, key)) : eq(organization.key, key))
    .orderBy(sql`${organization.id} = ${id ?? null} desc`);
  return row?.id ?? null;
}

async function retiredRates(tx: Transaction, organizationId: string): Promise<RetiredRate[]> {
  const rows = await tx
    .select({
      rateId: rate.id,
      placeId: rate.placeId,
      rateKey: rate.key,
      lineId: rateLine.id,
      lineKey: rateLine.key,
    })
    .from(rate)
    .innerJoin(place, eq(place.id, rate.placeId))
    .innerJoin(customer, eq(customer.id, place.customerId))
    .leftJoin(rateLine, eq(rateLine.rateId, rate.id))
    .where(and(eq(customer.organizationId, organizationId), eq(rate.active, false)));
  const byRate = new Map<string, RetiredRate>();
  for (const row of rows) {
    const entry = byRate.get(row.rateId) ?? {
      id: row.rateId,
      placeId: row.placeId,
      key: row.rateKey,
      lines: [],
    };
    if (row.lineId) entry.lines.push({ id: row.lineId, key: row.lineKey });
    byRate.set(row.rateId, entry);
  }
  return [...byRate.values()];
}
