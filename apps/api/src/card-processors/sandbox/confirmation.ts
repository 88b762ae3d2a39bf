import type { FastifyBaseLogger } from 'fastify';
import type { CardDetails, Intent, IntentStatus } from '../card-processor.js';
import {
  CONFIRMABLE,
  DECLINE_MESSAGES,
  DECLINED_MESSAGE,
  noSuchIntent,
  noSuchPaymentMethod,
} from './answers.js';
import type { SandboxIntentState } from './batched-writes.js';
import { type CardBehaviour, declineCodeOf } from './card-rules.js';
import type { SandboxIntentRow, SandboxRepository } from './repository.js';
import { SANDBOX_TEST_TOKENS } from './test-tokens.js';

/**
 * Reading intents as the interface's Intent and confirming them: the one place a card's
 * behaviour (succeed, decline, slow) turns into an intent's state.
 */
export function createSandboxConfirmation(input: {
  repository: SandboxRepository;
  logger: Pick<FastifyBaseLogger, 'debug'>;
  /** How long the slow card stays 'processing' before it is charged. */
  slowConfirmMs: number;
}) {
  const { repository } = input;

  const behaviourOf = async (
    paymentMethodId: string,
  ): Promise<{ card: CardDetails; behaviour: CardBehaviour } | undefined> => {
    const token = SANDBOX_TEST_TOKENS[paymentMethodId];
    if (token)
      return { card: { brand: token.brand, last4: token.last4 }, behaviour: token.behaviour };
    const method = await repository.findMethod(paymentMethodId);
    if (!method) return undefined;
    return {
      card: { brand: method.brand, last4: method.last4 },
      behaviour: method.behaviour as CardBehaviour,
    };
  };

  const toIntent = async (row: SandboxIntentState): Promise<Intent> => {
    const method = row.paymentMethodId ? await behaviourOf(row.paymentMethodId) : undefined;
    return {
      intentId: row.id,
      status: row.status as IntentStatus,
      amountMinor: row.amountMinor,
      currencyCode: row.currencyCode,
      card: method?.card ?? null,
      lastError: row.lastError,
      // The code of the card that failed: the sandbox's row keeps the words, its method the why.
      lastErrorCode: row.lastError && method ? declineCodeOf(method.behaviour) : null,
      metadata: row.metadata,
    };
  };

  const findIntent = async (intentId: string) => {
    const row = await repository.findIntent(intentId);
    if (!row) throw noSuchIntent(intentId);
    return row;
  };

  const outcomeOf = (behaviour: CardBehaviour) => {
    if (behaviour === 'succeed') return { kind: 'succeed' } as const;
    if (behaviour === 'slow') return { kind: 'slow', delayMs: input.slowConfirmMs } as const;
    const code = declineCodeOf(behaviour) ?? 'card_declined';
    return { kind: 'decline', message: DECLINE_MESSAGES[code] ?? DECLINED_MESSAGE } as const;
  };

  /**
   * One conditional UPDATE (repository.confirm) applies the outcome if the intent is still
   * confirmable. Nothing updated: the intent is read to answer — missing (404), already
   * confirmed (succeeded, processing...: the same answer as the first confirmation, no new
   * charge), or a concurrent confirmation won (its result).
   */
  async function applyConfirmation(
    intentId: string,
    paymentMethodId: string,
    behaviour: CardBehaviour,
  ): Promise<Intent> {
    const updated = await repository.confirm({
      id: intentId,
      paymentMethodId,
      outcome: outcomeOf(behaviour),
    });
    // Debug only: an info line per payment costs the hot path (issue 26); the intent's row
    // keeps what happened.
    if (updated) {
      input.logger.debug(
        { intentId, status: updated.status, chargeCount: updated.chargeCount },
        'sandbox intent confirmed',
      );
    }
    return toIntent(updated ?? (await findIntent(intentId)));
  }

  async function confirm(row: SandboxIntentRow, paymentMethodId: string): Promise<Intent> {
    // Succeeded, processing...: the same answer as the first confirmation, and no new charge.
    if (!CONFIRMABLE.has(row.status)) return toIntent(row);
    const method = await behaviourOf(paymentMethodId);
    if (!method) throw noSuchPaymentMethod(paymentMethodId);
    return applyConfirmation(row.id, paymentMethodId, method.behaviour);
  }

  /** confirm() without reading the intent first when the payment method is known. */
  async function confirmById(intentId: string, paymentMethodId: string): Promise<Intent> {
    const method = await behaviourOf(paymentMethodId);
    // Unknown method: the answer depends on the intent (missing, already confirmed...).
    if (!method) return confirm(await findIntent(intentId), paymentMethodId);
    return applyConfirmation(intentId, paymentMethodId, method.behaviour);
  }

  return { toIntent, findIntent, confirm, confirmById };
}
