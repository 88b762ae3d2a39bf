// The HTTP clients of bench/payments.ts, in a child process of their own: they do not share
// the server's event loop, and the server's own CPU time per payment can be read apart
// (process.cpuUsage). Input: one JSON argument; output: one JSON line on stdout.
const http = require('node:http');
const { baseUrl, clients, durationMs, rate, prefix, mode } = JSON.parse(process.argv[2]);
const { hostname, port } = new URL(baseUrl);
// node:http with keep-alive: a lighter client than fetch, so that more of the two cores serve.
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const post = (path, body) =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`${path} answered ${response.statusCode} ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
const get = (path) =>
  new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(JSON.parse(text))
            : reject(new Error(`${path} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
let counter = 0;
async function pay() {
  const intent = await post('/api/card-intent/generate-payment', rate);
  const done = await post('/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: prefix + (counter++).toString(36).toUpperCase(),
  });
  if (!done.assignedRightId) throw new Error('no assignedRightId');
  return done.assignedRightId;
}
async function extend(session) {
  const intent = await post(
    `/api/card-intent/${session.id}/generate-payment-on-demand-extension`,
    session.extension,
  );
  const done = await post('/api/card-intent/process-payment-on-demand-extension', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: session.plate,
  });
  if (done.assignedRightId !== session.id) throw new Error('extended another right');
}
(async () => {
  const latencies = [];
  let completed = 0;
  let errors = 0;
  let firstError;
  // Extension mode: one paid session per client, made before the clock starts.
  const sessions =
    mode === 'extension'
      ? await Promise.all(
          Array.from({ length: clients }, async () => {
            const plate = prefix + counter.toString(36).toUpperCase();
            const id = await pay();
            const rates = await get(`/api/rate/${rate.placeId}/extension/${id}`);
            const plus30 = rates.find((candidate) => candidate.name === '+30 min');
            return {
              id,
              plate,
              extension: {
                rateId: plus30.rateId,
                rateLineId: plus30.rateLineId,
                placeId: rate.placeId,
              },
            };
          }),
        )
      : [];
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          if (mode === 'extension') await extend(sessions[client]);
          else await pay();
          latencies.push(performance.now() - t0);
          completed += 1;
        } catch (error) {
          errors += 1;
          firstError ??= String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const usage = process.resourceUsage();
  const clientCpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  process.stdout.write(
    JSON.stringify({ completed, errors, seconds, latenciesMs: latencies, firstError, clientCpuMs }),
  );
  agent.destroy();
})();
