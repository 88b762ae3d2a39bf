import { describe, expect, it } from 'vitest';
import { parseConfigChangeMessage, placesTouched, toConfigChangeMessage } from './config-change.js';

const organizationId = 'org-1';
const placeA = 'AAAAAAAA-0000-4000-8000-000000000001';

describe('a configuration change as a message', () => {
  it('goes and comes back as it was', () => {
    const change = { organizationId, customerIds: [], placeIds: [placeA] };
    expect(parseConfigChangeMessage(toConfigChangeMessage(change))).toEqual(change);
  });

  it("names the organisation alone past NOTIFY's 8000 bytes, which drops everything", () => {
    const placeIds = Array.from({ length: 1000 }, (_, i) => `${placeA.slice(0, -4)}${i}`);
    const message = toConfigChangeMessage({ organizationId, customerIds: [], placeIds });
    expect(Buffer.byteLength(message)).toBeLessThan(8000);
    expect(placesTouched(parseConfigChangeMessage(message))).toBe('all');
  });

  it('drops everything when a message does not parse', () => {
    expect(parseConfigChangeMessage('not json')).toBe('anything');
    expect(parseConfigChangeMessage('{"placeIds":"x"}')).toBe('anything');
  });
});

describe('the places a change touches', () => {
  it('are the places it names, in lower case, when it names places alone', () => {
    const touched = placesTouched({ organizationId, customerIds: [], placeIds: [placeA] });
    expect(touched).toEqual(new Set([placeA.toLowerCase()]));
  });

  it('are all when it names a customer (its branding is on each of its places) or nothing', () => {
    expect(placesTouched({ organizationId, customerIds: ['c'], placeIds: [placeA] })).toBe('all');
    expect(placesTouched({ organizationId, customerIds: [], placeIds: [] })).toBe('all');
    expect(placesTouched('anything')).toBe('all');
  });
});
