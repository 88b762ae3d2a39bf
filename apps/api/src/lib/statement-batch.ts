/**
 * Natural batching of one statement (decision 097): while a batch is in flight, the calls that
 * arrive wait and then go together as one statement (one round trip, one commit). Alone, a
 * call goes at once, so nothing waits at low load. Calls with one key never share a batch: each
 * sees the other's effect as it would with a statement of its own. A batch that fails is run
 * again one call at a time, so each call gets its own answer or its own error.
 */
export function createStatementBatch<Input, Output>(options: {
  /** The statement for every call of a batch; one output per input, in their order. */
  run: (inputs: Input[]) => Promise<Output[]>;
  /** Calls with one key (one row) go in different batches. */
  keyOf: (input: Input) => string;
  /** At most this many calls in one statement. */
  maxSize?: number;
}) {
  const maxSize = options.maxSize ?? 64;
  type Call = { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void };
  let waiting: Call[] = [];
  let inFlight = false;

  const runAlone = (call: Call) =>
    options.run([call.input]).then(([output]) => call.resolve(output as Output), call.reject);

  async function flush(): Promise<void> {
    if (inFlight || waiting.length === 0) return;
    const batch: Call[] = [];
    const keys = new Set<string>();
    const later: Call[] = [];
    for (const call of waiting) {
      const key = options.keyOf(call.input);
      if (batch.length < maxSize && !keys.has(key)) {
        keys.add(key);
        batch.push(call);
      } else later.push(call);
    }
    waiting = later;
    inFlight = true;
    try {
      const outputs = await options.run(batch.map((call) => call.input));
      for (const [index, call] of batch.entries()) call.resolve(outputs[index] as Output);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else await Promise.all(batch.map(runAlone));
    } finally {
      inFlight = false;
    }
    await flush();
  }

  return (input: Input): Promise<Output> =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      void flush();
    });
}
