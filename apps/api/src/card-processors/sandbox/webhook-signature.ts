import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../card-processor.js';

/** Header of the sandbox's webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A delivery older (or further in the future) than this is refused: replays stay short. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

/** The header value for a body, as the sandbox sends it (and as tests forge it). */
export function signSandboxPayload(input: {
  payload: string | Buffer;
  secret: string;
  /** Unix seconds; now by default. */
  timestamp?: number;
}): string {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${hmacHex(input.secret, timestamp, input.payload)}`;
}

/**
 * Throws WebhookSignatureError unless one v1 signature of the header matches the raw body (in
 * constant time) and its timestamp is within the tolerance of now.
 */
export function verifySandboxSignature(input: {
  rawBody: Buffer;
  header: string | string[] | undefined;
  secret: string;
  nowMs?: number;
  toleranceSeconds?: number;
}): void {
  const header = Array.isArray(input.header) ? input.header[0] : input.header;
  if (!header) throw new WebhookSignatureError(`Missing ${SANDBOX_SIGNATURE_HEADER} header`);
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('Malformed signature header');
  }
  const now = Math.floor((input.nowMs ?? Date.now()) / 1000);
  if (Math.abs(now - timestamp) > (input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  }
  const expected = Buffer.from(hmacHex(input.secret, timestamp, input.rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the body');
}
