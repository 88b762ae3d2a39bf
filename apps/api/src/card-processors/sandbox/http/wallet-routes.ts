import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARD_FORM_KINDS, type CardFormKind } from './card-form-page.js';
import { CARD_FORM_LOCALES, type CardFormLocale } from './card-form-words.js';
import { renderWalletPage, WALLET_CSP } from './wallet-page.js';

/** The wallet's script and style, shipped as files: read from src/, whether running src or dist. */
const WALLET_DIR = fileURLToPath(
  new URL('../../../../src/card-processors/sandbox/http/wallet/', import.meta.url),
);

function loadAsset(name: string, type: string) {
  const body = readFileSync(`${WALLET_DIR}${name}`);
  return { body, type, hash: createHash('sha256').update(body).digest('hex').slice(0, 16) };
}

/**
 * The test wallet's page and files (docs/decisions/050), beside the card form's: the page the
 * app shows in an iframe sandboxed without allow-same-origin, and the script and style it loads
 * from that opaque origin. The one call it makes (a payment method from the wallet's saved card)
 * sits with the card form's calls in routes.ts, under the same rate limit.
 */
export const sandboxWalletPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const script = loadAsset('wallet.js', 'text/javascript; charset=utf-8');
  const style = loadAsset('wallet.css', 'text/css; charset=utf-8');
  const assetVersion = createHash('sha256')
    .update(script.hash)
    .update(style.hash)
    .digest('hex')
    .slice(0, 16);

  app.get(
    '/wallet',
    {
      schema: {
        summary: 'The sandbox test wallet, for an iframe with sandbox="allow-scripts allow-forms"',
        tags: ['sandbox'],
        querystring: z.object({
          locale: z
            .string()
            .optional()
            .describe(`${CARD_FORM_LOCALES.join(' | ')}; es-ES by default`),
          kind: z
            .string()
            .optional()
            .describe(`${CARD_FORM_KINDS.join(' | ')}; intent by default`),
        }),
      },
    },
    async (request, reply) => {
      const { locale, kind } = request.query;
      const html = renderWalletPage({
        locale: CARD_FORM_LOCALES.includes(locale as CardFormLocale)
          ? (locale as CardFormLocale)
          : 'es-ES',
        kind: CARD_FORM_KINDS.includes(kind as CardFormKind) ? (kind as CardFormKind) : 'intent',
        assetVersion,
      });
      return reply
        .header('content-security-policy', WALLET_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  for (const [path, asset] of [
    ['/wallet.js', script],
    ['/wallet.css', style],
  ] as const) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      reply
        // Requested by a document of opaque origin: 'same-origin' would block them.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400')
        .header('etag', `"${asset.hash}"`)
        .type(asset.type)
        .send(asset.body),
    );
  }
};
