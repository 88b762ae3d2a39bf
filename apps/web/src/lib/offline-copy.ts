/**
 * The status the service worker gives a place's document it answered from its cache because the
 * network failed (docs/decisions/064): HTTP's own 203 Non-Authoritative Information, a copy
 * rather than the origin's answer. The app reads it as 'the API is unreachable'; the data is
 * used as the 200 it was. Shared by the worker and the app.
 */
export const OFFLINE_COPY_STATUS = 203;
