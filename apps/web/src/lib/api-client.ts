import { reportApiReachable } from './connection.ts';
import { OFFLINE_COPY_STATUS } from './offline-copy.ts';

/**
 * The one fetch wrapper of the web app. Every failure leaves it as an ApiError shaped by the
 * spec's error catalogue (section 8), so screens only ever read `message`, `status` and `code`,
 * and decide what a failure is by its code, the API's (decision 077, read with `errorCodeOf`),
 * never by the English.
 * Whether the API answered is reported to `connection.ts`, for the connection banner.
 */
const API_BASE = '/api';
export const NETWORK_ERROR_CODE = 2100;
const UNKNOWN_ERROR_CODE = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the response; null when no response arrived. */
  readonly status: number | null;
  /** Internal code: the HTTP status, 2100 for a network failure, 0 when unknown. */
  readonly code: number;
  /** The response's Retry-After (a 429's wait), in seconds; null without one. */
  readonly retryAfterSeconds: number | null;
  /**
   * The body's `code` as the API sent it; null without one. Read through `errorCodeOf`
   * (`error-code.ts`), which checks it against the domain's catalogue: the catalogue (1 kB gz)
   * stays off the first pages, which read no code.
   */
  sentCode: string | null = null;
  /** A declined card's processor code beside PAYMENT_DECLINED (decision 046). */
  readonly reason: string | null;
  /** The body's `field` and `characters`: an input's refusal (an invoice's unprintable text). */
  field: string | null = null;
  characters: string[] = [];
  /** A refused reservation window's nearest one that works (decision 084). */
  suggestedWindow: { startTime: string; endTime: string } | null = null;

  constructor(
    message: string,
    status: number | null,
    code: number,
    retryAfterSeconds: number | null = null,
    reason: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The API's answer for an id it does not know (404) or cannot read (400): a not-found page. */
export const isUnknownIdError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export const networkError = () => new ApiError('Network Error', null, NETWORK_ERROR_CODE);
const unknownError = () => new ApiError('Unknown Error', null, UNKNOWN_ERROR_CODE);

/** Retry-After in seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Server's `message`, else the transport's reason phrase, else 'Not Found'; with the status. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: {
    message?: unknown;
    code?: unknown;
    reason?: unknown;
    field?: unknown;
    characters?: unknown;
    suggestedWindow?: { startTime?: unknown; endTime?: unknown } | null;
  } | null = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const serverMessage = body?.message;
  const message =
    typeof serverMessage === 'string' && serverMessage !== ''
      ? serverMessage
      : response.statusText || 'Not Found';
  const error = new ApiError(
    message,
    response.status,
    response.status,
    retryAfterSeconds(response.headers.get('retry-after')),
    typeof body?.reason === 'string' ? body.reason : null,
  );
  if (typeof body?.code === 'string') error.sentCode = body.code;
  if (typeof body?.field === 'string') error.field = body.field;
  if (Array.isArray(body?.characters)) {
    error.characters = body.characters.filter((item): item is string => typeof item === 'string');
  }
  const suggested = body?.suggestedWindow;
  if (typeof suggested?.startTime === 'string' && typeof suggested.endTime === 'string') {
    error.suggestedWindow = { startTime: suggested.startTime, endTime: suggested.endTime };
  }
  return error;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

type Params = Record<string, string | number | boolean | null | undefined>;
export interface RequestOptions {
  params?: Params;
  signal?: AbortSignal;
  /** Extra request headers (the payer key, decision 068). */
  headers?: Record<string, string>;
}

/** The address a request goes to: what the service worker keeps a document under, too. */
export function apiUrl(url: string, params?: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${url.startsWith('/') ? url : `/${url}`}${query ? `?${query}` : ''}`;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: RequestOptions & { body?: unknown } = {},
): Promise<T> {
  if (!url) throw new Error('Url is required');
  if ((method === 'POST' || method === 'PATCH') && options.body === undefined) {
    throw new Error('Body is required');
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(url, options.params), {
      method,
      headers: {
        ...options.headers,
        ...(options.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    // A cancelled request is not a failure: let the caller (the query cache, lib/query.ts) see
    // the abort.
    if (isAbort(error)) throw error;
    reportApiReachable(false);
    throw networkError();
  }
  // The service worker's last copy of a place (decision 064) is an answer, but not the API's.
  const copy = response.status === OFFLINE_COPY_STATUS;
  reportApiReachable(!copy);
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  try {
    const data = (await response.json()) as T;
    if (copy && typeof data === 'object' && data !== null) offlineCopies.add(data);
    return data;
  } catch (error) {
    if (isAbort(error)) throw error;
    throw unknownError();
  }
}

/** Answers that were the service worker's copy, as returned: the query cache keeps them stale. */
const offlineCopies = new WeakSet<object>();

/**
 * Whether `data` is a response body the worker answered from its copy. Asked of the answer
 * itself, not of the connection's state when it is stored: another request that reached the
 * API meanwhile would make a copy look fresh, and a reconnect would never replace it.
 */
export const isOfflineCopy = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && offlineCopies.has(data);

export const apiClient = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
  post: <T>(url: string, body: unknown, options?: RequestOptions) =>
    request<T>('POST', url, { ...options, body }),
  patch: <T>(url: string, body: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, { ...options, body }),
};
