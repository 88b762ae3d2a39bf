import { describe, expect, it } from 'vitest';
import { capturedLog } from '#test/log-capture.js';
import { createNoPublicAddressWarning } from './no-public-address.js';

describe('the log of a server that does not know its public address', () => {
  it('warns at most once a minute, with the count refused since the last warning', () => {
    const log = capturedLog();
    let clock = 0;
    const warn = createNoPublicAddressWarning(() => clock);
    for (const at of [0, 1_000, 59_999, 60_000, 60_001, 130_000]) {
      clock = at;
      warn(log.logger);
    }
    const lines = log.lines.map((line) => JSON.parse(line) as { level: number; refused: number });
    expect(lines.map((line) => [line.level, line.refused])).toEqual([
      [40, 1],
      [40, 3],
      [40, 2],
    ]);
  });
});
