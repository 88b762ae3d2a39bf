import { type Agent, request as httpRequest } from 'node:http';

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

export type RawRequest = {
  method?: string;
  /** Sent exactly as given: no normalisation, so '%zz' and '%00' reach the server as typed. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: Agent;
};

/**
 * One HTTP request through node:http, for what fetch() would refuse or rewrite: malformed
 * percent-encodings, oversized headers, bodies without a content type. Rejects only when no
 * response arrived at all (the connection failed).
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
        ...(request.agent ? { agent: request.agent } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
