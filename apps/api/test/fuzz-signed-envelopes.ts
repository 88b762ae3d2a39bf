import type { RedirectSignedParams } from '@parking/domain';
import { SIGNATURE_VERSION, signParameters } from '../src/redirect-gateways/signature.js';

/**
 * Signed envelopes with bad contents for src/fuzz.test.ts (decision 069): the signature is
 * genuine (the sandbox's public key), what it signs is not sane. One field at a time is replaced
 * by raw JSON text (so that NUL escapes and lone surrogates reach the server as written), then
 * whole envelopes that are not a JSON object of strings, or not UTF-8 at all.
 */
export type SignedProbe = { label: string; params: RedirectSignedParams };

const BAD_VALUES: Record<string, string> = {
  nul: '"\\u0000"',
  'nul-inside': '"999\\u0000x"',
  'percent-nul': '"%00"',
  escape: '"\\u001b[31m"',
  'c1-control': '"\\u0085"',
  'lone-surrogate': '"\\ud800"',
  number: '12345',
  float: '1.5',
  negative: '-1',
  boolean: 'false',
  null: 'null',
  array: '["1"]',
  object: '{"a":"1"}',
  empty: '""',
  spaces: '"   "',
  'string-20-kb': `"${'x'.repeat(20_000)}"`,
  'bad-url': '"http://[::1"',
  'javascript-url': '"javascript:alert(1)"',
  'other-origin': '"https://evil.example/api/redirect/notification"',
  'bad-percent': '"%zz"',
  'overlong-utf8': '"%C0%AF"',
  emoji: '"🚗🅿️"',
};

const WHOLE_ENVELOPES: Record<string, Buffer> = {
  'invalid-utf8': Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  'not-json': Buffer.from('{"Ds_Order":'),
  'json-array': Buffer.from('["1"]'),
  'json-string': Buffer.from('"x"'),
  'json-null': Buffer.from('null'),
  'empty-object': Buffer.from('{}'),
  'nul-key': Buffer.from('{"Ds_\\u0000Order":"1"}'),
  'deep-nesting': Buffer.from(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
};

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The order whose key signs an envelope: the one the server will read from it, if any. */
function keyOrder(rawValue: string, fallback: string): string {
  try {
    const value: unknown = JSON.parse(rawValue);
    return typeof value === 'string' || typeof value === 'number'
      ? safeDecode(String(value))
      : fallback;
  } catch {
    return fallback;
  }
}

function signed(json: Buffer, order: string, secret: string): RedirectSignedParams {
  const parameters = json.toString('base64');
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: parameters,
    Ds_Signature: signParameters(secret, order, parameters),
  };
}

/**
 * Every field of `baseline` (a genuine envelope's fields) replaced in turn by each bad value,
 * then the whole-envelope cases; all signed with `secret` for the order named by `orderField`.
 */
export function signedEnvelopeProbes(
  baseline: Record<string, string>,
  orderField: string,
  secret: string,
): SignedProbe[] {
  const order = baseline[orderField] ?? '';
  const probes: SignedProbe[] = [];
  for (const name of Object.keys(baseline)) {
    for (const [label, raw] of Object.entries(BAD_VALUES)) {
      const json = JSON.stringify({ ...baseline, [name]: '\u0001raw\u0001' }).replace(
        '"\\u0001raw\\u0001"',
        raw,
      );
      const signingOrder = name === orderField ? keyOrder(raw, order) : order;
      probes.push({
        label: `${name}=${label}`,
        params: signed(Buffer.from(json), signingOrder, secret),
      });
    }
  }
  for (const [label, bytes] of Object.entries(WHOLE_ENVELOPES)) {
    probes.push({ label: `envelope=${label}`, params: signed(bytes, order, secret) });
  }
  return probes;
}
