import { isApiError, isUnknownIdError } from '#web/lib/api-client.ts';
import { errorCodeOf } from '#web/lib/error-code.ts';

/** What the extension page shows (spec section 2, 'Extension page'). */
export type ExtensionAvailability = 'loading' | 'available' | 'not-available' | 'load-failed';

/**
 * The server's refusals of an extension at generate time: the session is over, or the place
 * does not allow extensions (any more). Both mean 'extension not available', not 'try again'.
 */
export function isExtensionRefusal(error: unknown): boolean {
  const code = isApiError(error) ? errorCodeOf(error) : null;
  return code === 'NO_LIVE_SESSION' || code === 'EXTENSIONS_NOT_ALLOWED';
}

interface Loaded<T> {
  data: T | undefined;
  error: unknown;
}

/**
 * 'not-available' when the place does not allow extensions, the right is unknown, no extension
 * rate exists, the session has ended by the page's clock, or the server refused an extension
 * ('No live session found'); 'load-failed' for other failures, which a retry may cure. The
 * session is needed in every case: 'purchase another session' carries its plate.
 */
export function extensionAvailability({
  allowExtensions,
  session,
  rates,
  refused,
  now,
}: {
  allowExtensions: boolean;
  /** The session's end (null: no payment covers it) once its summary has loaded. */
  session: Loaded<{ end: Date | null }>;
  rates: Loaded<readonly unknown[]>;
  refused: boolean;
  now: number;
}): ExtensionAvailability {
  if (refused || isUnknownIdError(session.error)) return 'not-available';
  if (!allowExtensions) return session.data || session.error ? 'not-available' : 'loading';
  if (isUnknownIdError(rates.error)) return 'not-available';
  if (session.error || rates.error) return 'load-failed';
  if (!session.data || !rates.data) return 'loading';
  const { end } = session.data;
  if (rates.data.length === 0 || end === null || end.getTime() <= now) return 'not-available';
  return 'available';
}
