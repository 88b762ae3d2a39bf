import {
  type OperatorChange,
  type OperatorFile,
  unsetAccountWarnings,
  type VariableReader,
} from '@parking/domain/operator-file';
import {
  announceConfigChange,
  type ConfigChanges,
  type ConfigTransaction,
} from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { type AuditActor, recordAudit } from '#api/modules/operator-audit/index.js';
import { type ApplyOutcome, applyOperatorFile, type OperatorFileEdit } from './apply-file.js';

export type OperatorFileService = {
  /** What applying the file (or edit) would change, and why it would be refused; changes nothing. */
  plan(file: OperatorFile | OperatorFileEdit): Promise<ApplyOutcome>;
  /** Applies the file (or edit) in one transaction, with its audit rows; caches drop at commit. */
  apply(file: OperatorFile | OperatorFileEdit, actor: AuditActor): Promise<ApplyOutcome>;
};

/**
 * The operator file's plan and apply with what a running server adds (decision 089): the
 * change's audit rows in its transaction, and its announcement, so every instance's caches drop
 * what it touched at commit (decision 090). The CLI and the admin API both apply through this.
 */
export function createOperatorFileService(deps: {
  db: Database;
  configChanges: Pick<ConfigChanges, 'transaction'>;
  now: () => Date;
  refusal: (tx: Transaction) => Promise<string | null>;
  /** Where places' own accounts' variables are read: a name this server lacks is a warning. */
  variable: VariableReader;
}): OperatorFileService {
  const run = async (
    file: OperatorFile | OperatorFileEdit,
    dryRun: boolean,
    actor?: AuditActor,
  ) => {
    const outcome = await applyOperatorFile(deps.db, file, {
      dryRun,
      now: deps.now(),
      refusal: deps.refusal,
      transaction: (work) => deps.configChanges.transaction((tx) => work(tx)),
      afterWrite: async (tx, outcome) => {
        if (actor) await recordAudit(tx, actor, auditEntriesOf(outcome));
        if (outcome.changes.length > 0) {
          // The bus opened this transaction (`transaction` above): its brand is only lost in the
          // generic apply's type.
          await announceConfigChange(tx as ConfigTransaction, configChangeOf(outcome));
        }
      },
    });
    return { ...outcome, warnings: unsetAccountWarnings(outcome.file, deps.variable) };
  };
  return {
    plan: (file) => run(file, true),
    apply: (file, actor) => run(file, false, actor),
  };
}

const VERBS = { add: 'create', change: 'update', remove: 'remove' } as const;

function auditEntriesOf(outcome: ApplyOutcome) {
  return outcome.changes.map((change: OperatorChange) => ({
    organizationId: outcome.organizationId,
    customerId: outcome.owners.get(change.id)?.customerId ?? null,
    action: `${change.entity}.${VERBS[change.action]}`,
    targetType: change.entity,
    targetId: change.id,
    targetKey: change.path,
    before: Object.fromEntries(change.fields.map((field) => [field.field, field.before ?? null])),
    after: Object.fromEntries(change.fields.map((field) => [field.field, field.after ?? null])),
  }));
}

/**
 * What the caches drop: the places the changes touched, or a customer's everything when one
 * changed above its places; a change of the organisation or its types names nothing, which
 * drops everything (config-changes/config-change.ts).
 */
function configChangeOf(outcome: ApplyOutcome) {
  const placeIds = new Set<string>();
  const customerIds = new Set<string>();
  let everything = false;
  for (const change of outcome.changes) {
    const owner = outcome.owners.get(change.id);
    if (owner?.placeId) placeIds.add(owner.placeId);
    else if (owner?.customerId) customerIds.add(owner.customerId);
    else everything = true;
  }
  return everything
    ? { organizationId: outcome.organizationId, customerIds: [], placeIds: [] }
    : {
        organizationId: outcome.organizationId,
        customerIds: [...customerIds],
        placeIds: [...placeIds],
      };
}
