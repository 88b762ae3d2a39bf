import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, isUnknownIdError, retryAfterSeconds } from './api-client.ts';
import { isApiUnreachable } from './connection.ts';
import { errorCodeOf } from './error-code.ts';
import { OFFLINE_COPY_STATUS } from './offline-copy.ts';

function stubFetch(impl: (input: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('apiClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefixes /api, encodes params and returns the JSON body', async () => {
    const fetchMock = stubFetch(async () => Response.json({ ok: true }));
    await expect(
      apiClient.get('/customer/place/x', { params: { include: 'a,b', skip: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/customer/place/x?include=a%2Cb');
  });

  it('sends JSON bodies and checks its inputs', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    await expect(apiClient.post('/payment', { a: 1 })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    await expect(apiClient.get('')).rejects.toThrow('Url is required');
    await expect(apiClient.patch('/x', undefined)).rejects.toThrow('Body is required');
  });

  it("maps a network failure to 'Network Error', code 2100", async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(apiClient.get('/customer/x'));
    expect(error).toMatchObject({ message: 'Network Error', code: 2100, status: null });
  });

  it("tells whether the API answered: not on a network failure, nor with the worker's copy", async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await failure(apiClient.get('/customer/x'));
    expect(isApiUnreachable()).toBe(true);
    stubFetch(async () => Response.json({ name: 'Midtown' }));
    await apiClient.get('/customer/x');
    expect(isApiUnreachable()).toBe(false);
    stubFetch(async () => Response.json({ name: 'Midtown' }, { status: OFFLINE_COPY_STATUS }));
    await expect(apiClient.get('/customer/x')).resolves.toEqual({ name: 'Midtown' });
    expect(isApiUnreachable()).toBe(true);
    stubFetch(async () => Response.json({ name: 'Midtown' }));
    await apiClient.get('/customer/x');
  });

  it("uses the server's message with the HTTP status", async () => {
    stubFetch(async () =>
      Response.json({ message: 'Place not found', statusCode: 404 }, { status: 404 }),
    );
    const error = await failure(apiClient.get('/customer/place/x'));
    expect(error).toMatchObject({ message: 'Place not found', status: 404, code: 404 });
  });

  it("carries the body's error code and field (decision 077), and none that is not ours", async () => {
    stubFetch(async () =>
      Response.json(
        {
          message: 'body/email Invalid email',
          statusCode: 400,
          code: 'VALIDATION',
          field: 'email',
        },
        { status: 400 },
      ),
    );
    const refused = await failure(apiClient.post('/customer/x/invoice', {}));
    expect(refused).toMatchObject({ status: 400, sentCode: 'VALIDATION', field: 'email' });
    expect(errorCodeOf(refused)).toBe('VALIDATION');
    stubFetch(async () =>
      Response.json({ message: 'x', statusCode: 400, code: 'SOMETHING_ELSE' }, { status: 400 }),
    );
    expect(errorCodeOf(await failure(apiClient.get('/x')))).toBeNull();
    stubFetch(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(errorCodeOf(await failure(apiClient.get('/x')))).toBeNull();
  });

  it("keeps a declined card's reason code, and none when the body has none", async () => {
    stubFetch(async () =>
      Response.json(
        { message: 'The payment was declined', statusCode: 402, reason: 'insufficient_funds' },
        { status: 402 },
      ),
    );
    const declined = await failure(apiClient.post('/card-intent/process-payment', {}));
    expect(declined).toMatchObject({ status: 402, reason: 'insufficient_funds' });
    stubFetch(async () => Response.json({ message: 'x', statusCode: 400 }, { status: 400 }));
    expect((await failure(apiClient.get('/x'))).reason).toBeNull();
  });

  it("falls back to the transport message, then 'Not Found'", async () => {
    stubFetch(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(await failure(apiClient.get('/a'))).toMatchObject({
      message: 'Bad Gateway',
      status: 502,
    });
    stubFetch(async () => new Response(null, { status: 500 }));
    expect(await failure(apiClient.get('/a'))).toMatchObject({ message: 'Not Found', status: 500 });
  });

  it('keeps the Retry-After of a refusal, in seconds', async () => {
    stubFetch(async () =>
      Response.json(
        { message: 'Too many card attempts: please try again in 8 minutes', statusCode: 429 },
        { status: 429, headers: { 'retry-after': '451' } },
      ),
    );
    expect(await failure(apiClient.post('/card-intent/process-payment', {}))).toMatchObject({
      status: 429,
      retryAfterSeconds: 451,
    });
    stubFetch(async () => Response.json({ message: 'x', statusCode: 400 }, { status: 400 }));
    expect((await failure(apiClient.get('/a'))).retryAfterSeconds).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds(' 120 ', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it("maps anything else to 'Unknown Error', code 0", async () => {
    stubFetch(async () => new Response('not json', { status: 200 }));
    expect(await failure(apiClient.get('/a'))).toMatchObject({ message: 'Unknown Error', code: 0 });
  });

  it('lets a cancellation through untouched', async () => {
    stubFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(apiClient.get('/a')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('isUnknownIdError', () => {
  it('is an id the API does not know (404) or cannot read (400), and no other failure', () => {
    expect(isUnknownIdError(new ApiError('Not Found', 404, 404))).toBe(true);
    expect(isUnknownIdError(new ApiError('Bad Request', 400, 400))).toBe(true);
    expect(isUnknownIdError(new ApiError('Server Error', 500, 500))).toBe(false);
    expect(isUnknownIdError(new ApiError('Network Error', null, 2100))).toBe(false);
    expect(isUnknownIdError(new Error('Not Found'))).toBe(false);
  });
});
