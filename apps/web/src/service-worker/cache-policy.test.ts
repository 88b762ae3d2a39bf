import { describe, expect, it } from 'vitest';
import { cacheRuleOf, pageKey, type RequestFacts } from './cache-policy.ts';

const origin = 'https://pay.example.com';
const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
const rightId = '7d3f0f56-7c55-4d1c-9f0e-3c7f2b1d9a10';

const get = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${origin}${path}`,
  mode: 'cors',
  destination: '',
  ...facts,
});
const page = (path: string) => get(path, { mode: 'navigate', destination: 'document' });

describe('cacheRuleOf', () => {
  it("keeps the app's pages, whatever their address", () => {
    for (const path of [
      '/',
      `/transient/${placeId}`,
      `/transient/${placeId}/summary/${rightId}?receipt=true`,
      `/access-control/${placeId}`,
      `/${placeId}`,
    ]) {
      expect(cacheRuleOf(page(path), origin), path).toBe('page');
    }
  });

  it('keeps the hashed files, and the place and customer documents', () => {
    expect(cacheRuleOf(get('/assets/index-L-S3W-oM.js'), origin)).toBe('asset');
    expect(cacheRuleOf(get('/assets/es-ES-BXXp4FgO.json'), origin)).toBe('asset');
    expect(cacheRuleOf(get(`/api/customer/place/${placeId}?include=rate,place`), origin)).toBe(
      'place-data',
    );
    expect(cacheRuleOf(get(`/api/customer/${placeId.toUpperCase()}`), origin)).toBe('place-data');
  });

  it('keeps our own images, network first', () => {
    for (const path of ['/favicon.svg', '/demo/place-garage.svg', '/images/logo.PNG']) {
      expect(cacheRuleOf(get(path, { destination: 'image' }), origin), path).toBe('image');
    }
    expect(cacheRuleOf(get('/logo.svg'), 'https://cdn.example.com')).toBeNull();
  });

  it('never keeps any other API answer: tickets, summaries, payments, plate lookups', () => {
    for (const path of [
      `/api/payment/place/${placeId}/resume/${rightId}`,
      `/api/card-intent/place/${placeId}`,
      '/api/assigned-right/?licensePlate=ABC123',
      `/api/customer/${placeId}/session/similar?plateId=ABC123`,
      `/api/customer/${placeId}/invoice/${rightId}`,
      `/api/customer/place/${placeId}/extra`,
      '/api/customer/place',
      '/api/health',
    ]) {
      expect(cacheRuleOf(get(path), origin), path).toBeNull();
    }
  });

  it('never keeps a POST, another origin, a frame, or an API address opened as a page', () => {
    expect(cacheRuleOf(get('/api/card-intent/process-payment', { method: 'POST' }), origin)).toBe(
      null,
    );
    expect(cacheRuleOf(page(`/transient/${placeId}`), 'https://other.example.com')).toBeNull();
    expect(
      cacheRuleOf(
        get('/api/sandbox/card-form', { mode: 'navigate', destination: 'iframe' }),
        origin,
      ),
    ).toBeNull();
    expect(cacheRuleOf(page(`/api/customer/${placeId}/invoice/${rightId}/pdf`), origin)).toBeNull();
    expect(cacheRuleOf(page('/dev/mailbox'), origin)).toBeNull();
    expect(cacheRuleOf(get('/api/sandbox/card-form/logo.svg'), origin)).toBeNull();
    expect(cacheRuleOf(get('/sw.js'), origin)).toBeNull();
  });
});

describe('pageKey', () => {
  it('drops the query and the fragment', () => {
    expect(pageKey(`${origin}/transient/${placeId}?licencePlate=AB12#top`)).toBe(
      `${origin}/transient/${placeId}`,
    );
  });
});
