/**
 * The bad values the fuzz test (src/fuzz.test.ts) sends, per place in the request: what a
 * hostile client or a broken one would type. URL values are written as they go on the wire
 * (already percent-encoded, or deliberately not); body values are JSON values.
 */

const enc = encodeURIComponent;

/** A value that must be accepted like the valid one (same status): upper-case UUIDs. */
export type Fuzzed<T> = { label: string; value: T; likeBaseline?: boolean };

/** Not sent at all (a missing parameter or field). */
export const MISSING = Symbol('missing');

/** The variants of a valid UUID: only the upper-case one is a valid id. */
function uuidVariants(uuid: string) {
  return [
    { label: 'uuid-upper-case', value: uuid.toUpperCase(), likeBaseline: true },
    { label: 'uuid-short', value: uuid.slice(0, 35) },
    { label: 'uuid-37-chars', value: `${uuid}0` },
    { label: 'uuid-non-hex', value: `g${uuid.slice(1)}` },
    { label: 'uuid-braces', value: `{${uuid}}` },
    { label: 'uuid-no-dashes', value: uuid.replaceAll('-', '') },
  ];
}

/** Path and query values, as they appear in the URL. */
export function urlCorpus(baseline: string, isUuid: boolean): Fuzzed<string | typeof MISSING>[] {
  const corpus: Fuzzed<string | typeof MISSING>[] = [
    { label: 'number', value: '12345' },
    { label: 'boolean', value: 'true' },
    { label: 'null', value: 'null' },
    { label: 'array', value: enc('[1,2]') },
    { label: 'object', value: enc('{"a":1}') },
    { label: 'empty', value: '' },
    { label: 'spaces', value: '%20%20%20' },
    { label: 'nul', value: '%00' },
    { label: 'nul-inside', value: `${enc(baseline)}%00x` },
    { label: 'bad-percent', value: '%zz' },
    { label: 'overlong-utf8', value: '%C0%AF' },
    { label: 'invalid-utf8-byte', value: 'a%FFb' },
    { label: 'encoded-surrogate', value: '%ED%A0%80' },
    { label: 'long-101-chars', value: 'x'.repeat(101) },
    // Over Node's 16 KB of headers (the request line counts): a 1 MB one is in the regression tests.
    { label: 'over-16-kb', value: 'x'.repeat(17 * 1024) },
    { label: 'emoji', value: enc('🚗🅿️') },
    { label: 'html', value: enc('<script>alert(1)</script>') },
    { label: 'sql', value: enc("' OR '1'='1") },
    { label: 'dot-segments', value: '..%2F..%2Fetc%2Fpasswd' },
    { label: 'missing', value: MISSING },
  ];
  return isUuid ? [...corpus, ...uuidVariants(baseline)] : corpus;
}

/** JSON text put in place as is: what JSON.stringify cannot build (it recurses). */
export class RawJson {
  constructor(readonly text: string) {}
}

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

/** Values of one JSON body field. */
export function jsonCorpus(baseline: unknown, isUuid: boolean): Fuzzed<unknown>[] {
  const text = typeof baseline === 'string' ? baseline : 'FUZZ';
  const corpus: Fuzzed<unknown>[] = [
    { label: 'number', value: 12345 },
    { label: 'float', value: 1.5 },
    { label: 'negative', value: -1 },
    { label: 'boolean', value: false },
    { label: 'array', value: [baseline] },
    { label: 'object', value: { value: baseline } },
    { label: 'null', value: null },
    { label: 'empty', value: '' },
    { label: 'spaces', value: '   ' },
    { label: 'nul', value: '\u0000' },
    { label: 'nul-inside', value: `${text}\u0000x` },
    { label: 'lone-surrogate', value: `${text}\ud800` },
    { label: 'string-1-mb', value: 'x'.repeat(1024 * 1024) },
    { label: 'string-100-kb', value: 'x'.repeat(100_000) },
    { label: 'emoji', value: '🚗🅿️' },
    { label: 'html', value: '<script>alert(1)</script>' },
    { label: 'sql', value: "' OR '1'='1" },
    { label: 'huge-array', value: new Array(100_000).fill(1) },
    { label: 'deep-array', value: deepArray(50_000) },
    { label: 'missing', value: MISSING },
  ];
  return isUuid && typeof baseline === 'string' ? [...corpus, ...uuidVariants(baseline)] : corpus;
}

/** Whole bodies of a POST: content types, framing and JSON that is not an object. */
export function bodyCorpus(
  baseline: Record<string, unknown>,
): Fuzzed<{ body: string; contentType?: string }>[] {
  const json = JSON.stringify(baseline);
  const asJson = (body: string) => ({ body, contentType: 'application/json' });
  return [
    { label: 'unknown-fields', value: asJson(JSON.stringify({ ...baseline, fuzz: 'x', a: [1] })) },
    { label: 'proto-poisoning', value: asJson('{"__proto__":{"polluted":true}}') },
    { label: 'constructor-poisoning', value: asJson('{"constructor":{"prototype":{"x":1}}}') },
    { label: 'text-plain', value: { body: json, contentType: 'text/plain' } },
    {
      label: 'form-urlencoded',
      value: { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    },
    { label: 'octet-stream', value: { body: json, contentType: 'application/octet-stream' } },
    { label: 'no-content-type', value: { body: json } },
    {
      label: 'json-latin1',
      value: { body: json, contentType: 'application/json; charset=latin1' },
    },
    { label: 'malformed-json', value: asJson('{"a":') },
    { label: 'empty-body', value: asJson('') },
    { label: 'json-null', value: asJson('null') },
    { label: 'json-array', value: asJson('[]') },
    { label: 'json-string', value: asJson('"x"') },
    { label: 'json-number', value: asJson('1') },
    { label: 'escaped-nul-key', value: asJson('{"a\\u0000b":1}') },
    { label: 'huge-array', value: asJson(`[${'1,'.repeat(400_000)}1]`) },
    { label: 'deep-nesting', value: asJson(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) },
    { label: 'over-body-limit', value: asJson(JSON.stringify({ a: 'x'.repeat(1_100_000) })) },
  ];
}
