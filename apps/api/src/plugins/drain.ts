import { globalPlugin } from './global-plugin.js';

/**
 * How app.close() drains (issue 8, point 11). Fastify marks the app closing, runs the preClose
 * hooks (the reminder sweeper's and the sandbox scheduler's rounds finish; the app is built with
 * return503OnClosing off, so a webhook such a round posts to this very server is answered),
 * then closes the server: no new connection, and Node closes the idle keep-alive ones. A
 * connection busy with a request stays open after its answer, for Fastify's 72 s keep-alive,
 * so every answer sent while closing says `Connection: close`. Then the onClose hooks stop the
 * job workers (running jobs finish) and the database closes.
 *
 * The whole of it is bounded by `timeoutMs` from the start of close(): then the connections
 * still open are cut, and the job workers get what is left (remainingMs).
 */
export function createDrain({ timeoutMs }: { timeoutMs: number }) {
  let deadline: number | undefined;
  let timer: NodeJS.Timeout | undefined;

  const plugin = globalPlugin('drain', async (app) => {
    app.addHook('preClose', async () => {
      deadline = Date.now() + timeoutMs;
      timer = setTimeout(() => {
        app.log.warn({ timeoutMs }, 'shutdown timeout: cutting the connections still open');
        app.server.closeAllConnections();
      }, timeoutMs);
      timer.unref();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (deadline !== undefined) reply.header('connection', 'close');
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  });

  return {
    plugin,
    /** What is left of the shutdown's time; the whole of it before close() began. */
    remainingMs: () => (deadline === undefined ? timeoutMs : Math.max(deadline - Date.now(), 0)),
  };
}
