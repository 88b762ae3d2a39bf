import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARD_FORM_KINDS, type CardFormKind } from './card-form-page.js';
import { CARD_FORM_LOCALES, type CardFormLocale } from './card-form-words.js';

const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const;

/** A script or style file of the sandbox's iframe pages, with the hash it is cached by. */
export interface FrameFile {
  name: string;
  body: Buffer;
  type: string;
  hash: string;
}

/** The files of a folder beside this file (read from src/, whether running src or dist). */
export function loadFrameFiles(folder: string, names: readonly string[]): FrameFile[] {
  const dir = fileURLToPath(
    new URL(`../../../../src/card-processors/sandbox/http/${folder}/`, import.meta.url),
  );
  return names.map((name) => {
    const body = readFileSync(`${dir}${name}`);
    const type = name.endsWith('.css') ? TYPES.css : TYPES.js;
    return { name, body, type, hash: createHash('sha256').update(body).digest('hex') };
  });
}

/** Serves files at /{name}, cached by their hash, readable by a page of opaque origin. */
export const serveFrameFiles =
  (files: readonly FrameFile[]): FastifyPluginAsyncZod =>
  async (app) => {
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

/**
 * One of the sandbox's iframe pages (the card form, the test wallet) with the files it loads:
 * the page under `path`, sandboxed by the app without allow-same-origin, under its own CSP and
 * never cached; its own script and style files served beside it (serveFrameFiles), and the
 * pages' shared ones (`shared`, served once by the caller) counted in its asset version.
 */
export interface FramePage {
  path: string;
  summary: string;
  /** The folder beside this file that holds the page's files, e.g. 'card-form'. */
  folder: string;
  files: readonly string[];
  /** Files every frame page loads (frame/), served once by the caller. */
  shared: readonly FrameFile[];
  csp: string;
  render(input: { locale: CardFormLocale; kind: CardFormKind; assetVersion: string }): string;
}

export const sandboxFramePage =
  (page: FramePage): FastifyPluginAsyncZod =>
  async (app) => {
    const files = loadFrameFiles(page.folder, page.files);
    const version = createHash('sha256');
    for (const file of [...page.shared, ...files]) version.update(file.hash);
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

    await app.register(serveFrameFiles(files));
  };
