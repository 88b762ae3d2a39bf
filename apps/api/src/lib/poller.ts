/**
 * Runs `tick` every intervalMs, never two at once, until stopped; stop() waits for the tick in
 * progress. The work itself lives in the database (confirm_at), so a restart loses nothing: the
 * next process's first tick finds what was due.
 */
export function createPoller(input: {
  intervalMs: number;
  tick: () => Promise<unknown>;
  /** The first tick at start (the default), or only once the interval has passed. */
  firstTick?: 'at-start' | 'after-interval';
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running) return;
    running = input
      .tick()
      .then(
        () => {},
        (error: unknown) => input.onError(error),
      )
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(run, input.intervalMs);
      // A pending tick must not keep a finished process (or test run) alive.
      timer.unref();
      if (input.firstTick !== 'after-interval') run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
