import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { globalPlugin } from './global-plugin.js';

/**
 * Text PostgreSQL cannot store, or would store other than sent, is refused with a 400 before
 * any route sees it, once for every route rather than in each schema:
 * - NUL (U+0000): PostgreSQL text cannot hold it ('invalid byte sequence 0x00' was a 500);
 * - percent-encodings that are not UTF-8 (%FF, the overlong %C0%AF, %zz): the router refuses
 *   them in a path parameter (FST_ERR_BAD_URL), and the query parser kept them as raw text;
 * - lone UTF-16 surrogates in JSON strings (\ud800): the database driver would silently store
 *   U+FFFD instead.
 */
export const INPUT_MESSAGES = {
  urlNul: 'The URL must not contain NUL characters (%00)',
  urlEncoding: 'The URL is not correctly percent-encoded UTF-8',
  nul: 'must not contain NUL characters',
  surrogate: 'must not contain lone UTF-16 surrogates',
} as const;

const badInput = (message: string) => new AppError('VALIDATION', message);

/** Percent-decodes as the app's parsers will, strictly: false for %zz, %FF, %C0%AF, %ED%A0%80. */
function isWellEncoded(url: string) {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

async function checkUrl(request: FastifyRequest) {
  const url = request.url;
  // Only a percent-encoding can carry NUL or a bad byte: Node's parser refuses them raw.
  if (!url.includes('%')) return;
  if (url.includes('%00')) throw badInput(INPUT_MESSAGES.urlNul);
  if (!isWellEncoded(url)) throw new AppError('URL_NOT_UTF8', INPUT_MESSAGES.urlEncoding);
}

/**
 * In JSON text, NUL and surrogates can only arrive as \u escapes (raw control characters are
 * not valid JSON, and raw bytes are decoded as UTF-8), so bodies without such an escape, all
 * the honest ones, are never walked. A match may be a false alarm (`\\u0000` is a backslash and
 * text): the walk decides.
 */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;
const LONE_SURROGATE = /\p{Surrogate}/u;

function problemOf(text: string) {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.surrogate;
  return undefined;
}

/**
 * 'body/licensePlate must not contain NUL characters', for the first bad string or key, the
 * same `<part>/<field> <problem>` wording as validation errors. Iterative: a deeply nested body
 * must not overflow the stack.
 */
export function findBadText(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, 'body']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return `${path} ${problem}`;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push([current[index], `${path}/${index}`]);
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = problemOf(key);
        if (problem) return `${path} keys ${problem}`;
        stack.push([item, `${path}/${key}`]);
      }
    }
  }
  return undefined;
}

export const inputGuardPlugin = globalPlugin('input-guard', async (app) => {
  // First of the onRequest hooks: before rate limits count the request or any route reads it.
  app.addHook('onRequest', checkUrl);

  // Fastify's own JSON parser (prototype poisoning refused, the same messages), then the check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString();
    parseJson(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const problem = SUSPECT_ESCAPE.test(body) ? findBadText(value) : undefined;
      if (problem) return done(badInput(problem), undefined);
      done(null, value);
    });
  });
});
