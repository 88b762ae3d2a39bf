import type { ClientErrorReport } from '@parking/domain/contracts';
import { CLIENT_ERROR_MESSAGE_MAX_LENGTH } from '@parking/domain/vocabulary';
import { apiClient } from '#web/lib/api-client.ts';

/** A word of our addresses ('ticket-paid'); any other segment (an id) is ':id'. */
const ROUTE_WORD = /^[a-z]+(?:-[a-z]+)*$/;
const ERROR_NAME = /^[A-Za-z]{0,40}Error$/;
/** The content hash in a built chunk's name ('index-Bx3kQ9_a.js'). */
const CHUNK_HASH = /-([A-Za-z0-9_-]{8})\.js$/;

/**
 * The route's pattern of an address, never the address itself (decision 072: ids and plates
 * stay out of logs): '/transient/b612…/ticket-paid/4f0c…' is '/transient/:id/ticket-paid/:id'.
 */
export const routePatternOf = (pathname: string): string =>
  pathname
    .split('/')
    .map((segment) => (segment === '' || ROUTE_WORD.test(segment) ? segment : ':id'))
    .join('/') || '/';

/** Which build ran: the hash of the chunk this module was built into ('dev' unbuilt). */
export const buildIdOf = (moduleUrl: string): string => CHUNK_HASH.exec(moduleUrl)?.[1] ?? 'dev';

/** What POST /api/client-errors takes of an error thrown while a page rendered. */
export function clientErrorReport(error: unknown, pathname: string): ClientErrorReport {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  return {
    errorName: ERROR_NAME.test(name) ? name : 'Error',
    message: message.slice(0, CLIENT_ERROR_MESSAGE_MAX_LENGTH),
    route: routePatternOf(pathname),
    buildId: buildIdOf(import.meta.url),
  };
}

/** Tells the server's log (decision 079); a report that fails is not worth a second error. */
export function reportRenderError(error: unknown, pathname: string): void {
  apiClient.post<void>('/client-errors', clientErrorReport(error, pathname)).catch(() => undefined);
}
