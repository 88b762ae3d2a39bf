import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../../../test/log-capture.js';
import { createNoPublicAddressAnswer } from './no-public-address.js';

/** Just what the answer uses of Fastify's reply: its status and body. */
function fakeReply() {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    code(status: number) {
      sent.status = status;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

describe('the answer of a server that does not know its public address', () => {
  it('is a 503 every time, and a warning at most once a minute with the count since', () => {
    const log = capturedLog();
    let clock = 0;
    const answer = createNoPublicAddressAnswer(() => clock);
    for (const at of [0, 1_000, 59_999, 60_000, 60_001, 130_000]) {
      clock = at;
      const { reply, sent } = fakeReply();
      answer(log.logger, reply);
      expect(sent).toEqual({
        status: 503,
        body: { message: 'Service Unavailable', statusCode: 503 },
      });
    }
    const warnings = log.lines.map(
      (line) => JSON.parse(line) as { level: number; refused: number },
    );
    expect(warnings.map((line) => [line.level, line.refused])).toEqual([
      [40, 1],
      [40, 3],
      [40, 2],
    ]);
  });
});
