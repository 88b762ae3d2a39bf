import { request as httpRequest } from 'node:http';
import type { TestServer } from './start-test-server.js';

export type Answer = { response: Response; body: Record<string, unknown> };

/**
 * A client calling from its own loopback address (127.x.y.z all reach the server on Linux),
 * so a test can play several drivers, or a driver and a script, that the server tells apart
 * by address as it does in production. Answers have payment-helpers' shape.
 */
export function clientAt(server: Pick<TestServer, 'url'>, localAddress: string) {
  function send(
    method: 'GET' | 'POST' | 'OPTIONS',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        `${server.url}${path}`,
        {
          method,
          localAddress,
          agent: false,
          headers: payload ? { 'content-type': 'application/json', ...extraHeaders } : extraHeaders,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (typeof value === 'string') headers.set(name, value);
            }
            const status = incoming.statusCode ?? 0;
            resolve({
              response: new Response(status === 204 ? null : text, { status, headers }),
              body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
  return {
    address: localAddress,
    /** `headers`: added to the request's own (an X-Payer-Key, decision 068). */
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      send('POST', path, body, headers),
    options: (path: string) => send('OPTIONS', path),
  };
}

export type Client = ReturnType<typeof clientAt>;
