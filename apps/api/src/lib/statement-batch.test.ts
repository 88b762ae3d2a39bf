import { describe, expect, it } from 'vitest';
import { createStatementBatch } from './statement-batch.js';

/** A statement that records its batches, doubles each input and refuses negative ones. */
function doubling() {
  const batches: number[][] = [];
  const run = createStatementBatch<number, number>({
    keyOf: (input) => String(Math.abs(input)),
    maxSize: 3,
    run: async (inputs) => {
      batches.push(inputs);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (inputs.some((input) => input < 0)) throw new Error('negative');
      return inputs.map((input) => input * 2);
    },
  });
  return { run, batches };
}

describe('a batched statement', () => {
  it('runs a lone call at once, and the calls that arrive meanwhile together', async () => {
    const { run, batches } = doubling();
    const answers = await Promise.all([1, 2, 3, 4].map(run));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts two calls of one key in one batch, nor more than its size', async () => {
    const { run, batches } = doubling();
    await Promise.all([1, 2, 2, 3, 4, 5].map(run));
    expect(batches).toEqual([[1], [2, 3, 4], [2, 5]]);
  });

  it('gives each call of a failed batch its own answer or error', async () => {
    const { run, batches } = doubling();
    const answers = await Promise.allSettled([1, 2, -3, 4].map(run));
    expect(
      answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'refused')),
    ).toEqual([2, 4, 'refused', 8]);
    expect(batches).toEqual([[1], [2, -3, 4], [2], [-3], [4]]);
  });
});
