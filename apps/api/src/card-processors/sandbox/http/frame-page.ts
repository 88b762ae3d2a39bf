import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARD_FORM_KINDS, type CardFormKind } from './card-form-page.js';
import { CARD_FORM_LOCALES, type CardFormLocale } from './card-form-words.js';

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/**
 * One of the sandbox's iframe pages (the card form, the test wallet) with the files it loads:
 * the page under `path`, sandboxed by the app without allow-same-origin, under its own CSP and
 * never cached; its script and style files (read from src/, whether running src or dist) cached
 * by their hash, and readable by the page's opaque origin.
 */
export interface FramePage {
  path: string;
  summary: string;
  /** The folder beside this file that holds the page's files, e.g. 'card-form'. */
  folder: string;
  files: readonly string[];
  csp: string;
  render(input: { locale: CardFormLocale; kind: CardFormKind; assetVersion: string }): string;
}

export const sandboxFramePage =
  (page: FramePage): FastifyPluginAsyncZod =>
  async (app) => {
    const dir = fileURLToPath(
      new URL(`../../../../src/card-processors/sandbox/http/${page.folder}/`, import.meta.url),
    );
    const files = page.files.map((name) => {
      const body = readFileSync(`${dir}${name}`);
      const type = name.endsWith('.css') ? TYPES.css : TYPES.js;
      return { name, body, type, hash: createHash('sha256').update(body).digest('hex') };
    });
    const version = createHash('sha256');
    for (const file of files) version.update(file.hash);
    const assetVersion = version.digest('hex').slice(0, 16);

    app.get(
      page.path,
      {
        schema: {
          summary: page.summary,
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
        const html = page.render({
          locale: CARD_FORM_LOCALES.includes(locale as CardFormLocale)
            ? (locale as CardFormLocale)
            : 'es-ES',
          kind: CARD_FORM_KINDS.includes(kind as CardFormKind) ? (kind as CardFormKind) : 'intent',
          assetVersion,
        });
        return reply
          .header('content-security-policy', page.csp)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );

    for (const file of files) {
      app.get(`/${file.name}`, { schema: { hide: true } }, async (_request, reply) =>
        reply
          // Requested by a document of opaque origin: 'same-origin' would block them.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('cache-control', 'public, max-age=86400')
          .header('etag', `"${file.hash.slice(0, 16)}"`)
          .type(file.type)
          .send(file.body),
      );
    }
  };
