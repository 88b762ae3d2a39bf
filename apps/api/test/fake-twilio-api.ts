import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Messages.json request as the fake received it. */
type TwilioMessageRequest = {
  path: string;
  /** The Basic credentials decoded: accountSid:authToken. */
  credentials: string;
  form: URLSearchParams;
};

/**
 * A local stand-in for Twilio's Programmable Messaging create call
 * (POST /2010-04-01/Accounts/{AccountSid}/Messages.json), answering as Twilio does: 201 and the
 * message resource, or Twilio's error body. `failNext` answers errors for the next requests.
 */
export async function startFakeTwilioApi() {
  const received: TwilioMessageRequest[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(path);
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || !match) {
        return reply(404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      }
      if (failures > 0) {
        failures -= 1;
        return reply(500, { code: 20500, message: 'Internal Server Error', status: 500 });
      }
      const auth = request.headers.authorization ?? '';
      const credentials = Buffer.from(auth.replace(/^Basic /, ''), 'base64').toString('utf8');
      const form = new URLSearchParams(body);
      received.push({ path, credentials, form });
      const sid = `SM${String(received.length).padStart(32, '0')}`;
      reply(201, {
        sid,
        account_sid: match[1],
        to: form.get('To'),
        from: form.get('From'),
        messaging_service_sid: form.get('MessagingServiceSid'),
        body: form.get('Body'),
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `${path.replace(/\.json$/, '')}/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The next n requests answer 500, as a Twilio outage would. */
    failNext(n: number) {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
