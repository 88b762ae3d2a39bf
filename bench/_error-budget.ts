/** Share of a measure's attempts that may fail before the bench fails: one in a thousand. */
const ERROR_BUDGET = 0.001;

export type Counted = { completed: number; errors: number; firstError?: string };

/**
 * Fails the bench (exit code 1, set here; the caller still writes its results) when more than
 * ERROR_BUDGET of any measure's attempts failed, printing that measure's first error. A figure
 * made of refused requests measures the refusal, not the path it names. An attempt is one loop
 * of a client (a payment is two requests, a booking three): it stops at its first failed
 * request, so this share is at least the share of failed requests.
 */
export function enforceErrorBudget(bench: string, measures: Record<string, Counted>): boolean {
  let within = true;
  for (const [name, { completed, errors, firstError }] of Object.entries(measures)) {
    const share = errors / Math.max(1, completed + errors);
    if (share <= ERROR_BUDGET) continue;
    within = false;
    console.error(
      `${bench}: ${name} failed ${errors} of ${completed + errors} (${(share * 100).toFixed(2)}%, budget ${ERROR_BUDGET * 100}%); first error: ${firstError ?? '(not kept)'}`,
    );
  }
  if (!within) process.exitCode = 1;
  return within;
}

/** A measure's attempts over every round of a bench, not only the best one it shows. */
export function countedOverRounds<Round>(
  rounds: Round[],
  pick: (round: Round) => Counted,
): Counted {
  return rounds.map(pick).reduce<Counted>(
    (sum, f) => ({
      completed: sum.completed + f.completed,
      errors: sum.errors + f.errors,
      ...((sum.firstError ?? f.firstError) ? { firstError: sum.firstError ?? f.firstError } : {}),
    }),
    { completed: 0, errors: 0 },
  );
}
