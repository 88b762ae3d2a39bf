// The HTTP clients of the load benches (payments.ts, reservations.ts), in a child process of
// their own: they do not share the server's event loop, and the server's own CPU time per unit
// can be read apart (process.cpuUsage). Input: one JSON document on stdin, typed and written by
// _http-load.ts (stdin, not an argument: a place's windows outgrow the argument size limit);
// output: one JSON line on stdout.
const http = require('node:http');

/** POST and GET through a keep-alive agent; any status but 200 throws. */
function clientOf(baseUrl, clients) {
  const { hostname, port } = new URL(baseUrl);
  // node:http with keep-alive: a lighter client than fetch, so that more of the cores serve.
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const send = (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers =
        payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
      const request = http.request({ hostname, port, path, method, agent, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(text)
            : reject(new Error(`${path} answered ${response.statusCode} ${text}`)),
        );
      });
      request.on('error', reject);
      request.end(payload);
    });
  return {
    agent,
    post: async (path, body) => JSON.parse(await send('POST', path, body)),
    get: (path) => send('GET', path),
  };
}

/** A mode's unit of work, as `unit(client)`; what the mode needs first is made here. */
async function unitOf(input, { post, get }, cursor) {
  let plates = 0;
  const plateOf = (n) => input.prefix + n.toString(36).toUpperCase();
  const window = () => input.windows[cursor.nextWindow++ % input.windows.length];
  const quote = () => post('/api/quote/compute/booking', { placeId: input.placeId, ...window() });
  const pay = async (licensePlate) => {
    const intent = await post('/api/card-intent/generate-payment', input.rate);
    const done = await post('/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate,
    });
    if (!done.assignedRightId) throw new Error('no assignedRightId');
    return done.assignedRightId;
  };
  const extend = async (session) => {
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
  };
  const book = async () => {
    const n = plates++;
    if (++cursor.booked > input.bookingsWithinCapacity)
      throw new Error(`more bookings than ${input.bookingsWithinCapacity}: the place could fill`);
    const quoted = await quote();
    const intent = await post('/api/card-intent/generate-payment-by-quote', {
      quoteId: quoted.pendingQuoteId,
      placeId: input.placeId,
    });
    await post('/api/card-intent/process-payment-booking', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: plateOf(n),
      email: `bench${n}@example.com`,
    });
  };
  switch (input.mode) {
    case 'pay':
      return () => pay(plateOf(plates++));
    case 'extension': {
      // One paid session per client, made before the clock starts.
      const sessions = await Promise.all(
        Array.from({ length: input.clients }, async () => {
          const sessionPlate = plateOf(plates++);
          const id = await pay(sessionPlate);
          const rates = JSON.parse(await get(`/api/rate/${input.rate.placeId}/extension/${id}`));
          const plus30 = rates.find((candidate) => candidate.name === '+30 min');
          const { placeId } = input.rate;
          const extension = { rateId: plus30.rateId, rateLineId: plus30.rateLineId, placeId };
          return { id, plate: sessionPlate, extension };
        }),
      );
      return (client) => extend(sessions[client]);
    }
    case 'quote':
      return quote;
    case 'book':
      return book;
    case 'read-place':
      return () => get(`/api/customer/place/${input.placeId}`);
    default:
      throw new Error(`unknown mode ${input.mode}`);
  }
}

(async () => {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  const input = JSON.parse(text);
  const client = clientOf(input.baseUrl, input.clients);
  // The windows are taken in turn by all clients, from where the previous run stopped.
  const cursor = input.cursor && { ...input.cursor };
  const unit = await unitOf(input, client, cursor);
  const latenciesMs = [];
  let completed = 0;
  let errors = 0;
  let firstError;
  const started = performance.now();
  const until = started + input.durationMs;
  await Promise.all(
    Array.from({ length: input.clients }, async (_, index) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await unit(index);
          latenciesMs.push(performance.now() - t0);
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
    JSON.stringify({ completed, errors, seconds, latenciesMs, firstError, clientCpuMs, cursor }),
  );
  client.agent.destroy();
})();
