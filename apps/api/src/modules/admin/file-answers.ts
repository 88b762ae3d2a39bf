import { OPERATOR_ENTITIES, type OperatorFileProblem } from '@parking/domain/operator-file';
import { z } from 'zod';
import { AppError } from '#api/errors.js';
import type { ApplyOutcome } from '#api/modules/operator-file/index.js';

/** What the operator file's routes and the routes of its parts answer (decision 089). */

export const PlanSchema = z.object({
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

/** A file refused, with every problem at its path: invalid (400) or refused on apply (409). */
class FileRejected extends AppError {
  constructor(
    code: 'OPERATOR_FILE_INVALID' | 'OPERATOR_FILE_REFUSED',
    problems: OperatorFileProblem[],
  ) {
    super(
      code,
      code === 'OPERATOR_FILE_INVALID'
        ? `The operator file is not valid; nothing was changed (${problems.length} problem(s))`
        : 'The operator file was refused; nothing was changed',
      { problems },
    );
  }
}

export const invalid = (problems: OperatorFileProblem[]) =>
  new FileRejected('OPERATOR_FILE_INVALID', problems);

/** 'customers.a.places.b: cannot be removed…' is about customers.a.places.b. */
const refusalProblem = (reason: string): OperatorFileProblem => {
  const path = /^([\w.[\]-]+): /.exec(reason)?.[1];
  return { path: path ?? '(apply)', message: reason };
};

/** An outcome as the answer's body, or its refusal (409) with every reason. */
export function answerOf(outcome: ApplyOutcome) {
  if (outcome.problems.length > 0) {
    throw new FileRejected('OPERATOR_FILE_REFUSED', outcome.problems.map(refusalProblem));
  }
  return {
    organizationId: outcome.organizationId,
    applied: outcome.applied,
    changes: outcome.changes.map(({ parentId: _, ...change }) => change),
    warnings: outcome.warnings,
  };
}
