import { CARD_PROVIDER_PATHS } from '@parking/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CardKind } from '../core.js';
import { paymentErrors } from '../errors.js';

const KIND_BY_PATH = new Map<string, CardKind>(
  Object.entries(CARD_PROVIDER_PATHS).map(([kind, path]) => [path, kind as CardKind]),
);

/** The card kind a {provider} path segment names; any other segment is the spec's 400. */
export function kindOf(provider: string): CardKind {
  const kind = KIND_BY_PATH.get(provider);
  if (!kind) throw paymentErrors.providerNotSupported();
  return kind;
}

/**
 * A route's preValidation: runs before body validation, so an unknown provider gets its message
 * whatever the body.
 */
export async function checkProvider(request: FastifyRequest) {
  kindOf((request.params as { provider: string }).provider);
}

/** The handler of `/:provider/...` paths no card kind serves: the spec's 400. */
async function rejectProvider(): Promise<never> {
  throw paymentErrors.providerNotSupported();
}

/**
 * Registers, for each `/:provider/...` path, the route that answers every {provider} no card
 * kind serves with the spec's 400 (not a 404), whatever the body; hidden from the docs.
 */
export function refuseOtherProviders(app: FastifyInstance, paths: readonly string[]) {
  const unsupported = {
    schema: { hide: true, params: z.object({ provider: z.string() }) },
    preValidation: rejectProvider,
  };
  for (const path of paths) app.post(path, unsupported, rejectProvider);
}
