import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { renamePlace, repriceRateLine } from '#test/config-change-helpers.js';
import { placeOf } from '#test/customer-helpers.js';
import { fakeWebBuild } from '#test/fake-web-build.js';
import { generateCard, rateBody, rateNamed } from '#test/payment-helpers.js';
import { midtown, settle } from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// An operator's change committed in a configuration transaction is in this instance's next
// response, with no restart and within the place cache's 30 s; a rolled-back one drops nothing.

const web = fakeWebBuild();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { WEB_DIST_DIR: web.dir, PLACE_CACHE_TTL_MS: '30000' } });
});
afterAll(async () => {
  await server?.close();
  web.remove();
});

const placeName = async (placeId = midtown) =>
  (await placeOf(server, placeId, 'place')).place?.name;

describe('a configuration change on one instance', () => {
  it('is in the next place response, without a restart', async () => {
    await placeName();
    await renamePlace(server, midtown, 'Midtown after the change', 'announce');
    expect(await placeName()).toBe('Midtown after the change');
  });

  it('announces nothing when its transaction rolls back', async () => {
    // Another place than the test before's: its own NOTIFY comes back to this instance a
    // moment after its commit (by design, for reads that were under way), and under load that
    // can be inside this test; it drops only the place it named.
    const madrid = DEMO_IDS.places.transientManyRates.id;
    const before = await placeName(madrid);
    // Committed behind the caches' back: the place response stays as it was.
    await renamePlace(server, madrid, 'Renamed silently', 'silently');
    expect(await placeName(madrid)).toBe(before);
    await renamePlace(server, madrid, 'Rolled back', 'announce then roll back');
    // A NOTIFY (PostgreSQL) would have arrived by now.
    await settle(300);
    expect(await placeName(madrid)).toBe(before);
    await renamePlace(server, madrid, 'Renamed and announced', 'announce');
    expect(await placeName(madrid)).toBe('Renamed and announced');
  });

  it('prices the next payment at the new value', async () => {
    const oneHour = await rateNamed(server, midtown, '1 hour');
    const first = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    await repriceRateLine(server, midtown, oneHour.rateLineId, first.amountMinor + 125);
    const second = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    expect(second.amountMinor).toBe(first.amountMinor + 125);
  });

  it("changes the entry page's ETag, so a kept page is no longer answered 304", async () => {
    const path = `/transient/${midtown}`;
    const first = await server.request(path);
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).not.toBe('');
    const kept = await server.request(path, { headers: { 'if-none-match': etag } });
    expect(kept.status).toBe(304);

    await renamePlace(server, midtown, 'Midtown with a new ETag', 'announce');
    const after = await server.request(path, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});
