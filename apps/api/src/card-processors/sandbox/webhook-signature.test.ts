import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../card-processor.js';
import { signSandboxPayload, verifySandboxSignature } from './webhook-signature.js';

const secret = 'whsec_sbx_test_secret';
const body = Buffer.from('{"id":"evt_1"}');
const NOW_MS = Date.UTC(2026, 10, 22, 12);
const now = NOW_MS / 1000;
const verify = (header: string | undefined, nowMs = NOW_MS, raw = body) =>
  verifySandboxSignature({ rawBody: raw, header, secret, nowMs });

describe('sandbox webhook signatures', () => {
  it('accepts its own signature within 300 s either way', () => {
    const header = signSandboxPayload({ payload: body, secret, timestamp: now });
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verify(header)).not.toThrow();
    expect(() => verify(header, NOW_MS + 300_000)).not.toThrow();
    expect(() => verify(header, NOW_MS - 300_000)).not.toThrow();
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'garbage'],
    ['without v1', `t=${now}`],
    [
      'signed with another secret',
      signSandboxPayload({ payload: body, secret: 'other', timestamp: now }),
    ],
    ['stale', signSandboxPayload({ payload: body, secret, timestamp: now - 301 })],
    ['from the future', signSandboxPayload({ payload: body, secret, timestamp: now + 301 })],
    [
      'of another timestamp',
      `t=${now + 1},${signSandboxPayload({ payload: body, secret, timestamp: now }).split(',')[1]}`,
    ],
    ['truncated', signSandboxPayload({ payload: body, secret, timestamp: now }).slice(0, -2)],
  ])('refuses a %s header', (_, header) => {
    expect(() => verify(header)).toThrow(WebhookSignatureError);
  });

  it('refuses a changed body and accepts any matching v1 (secret rotation)', () => {
    const header = signSandboxPayload({ payload: body, secret, timestamp: now });
    expect(() => verify(header, NOW_MS, Buffer.from('{"id":"evt_2"}'))).toThrow(
      WebhookSignatureError,
    );
    expect(() => verify(`t=${now},v1=${'0'.repeat(64)},${header.split(',')[1]}`)).not.toThrow();
  });
});
