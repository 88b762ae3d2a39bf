/** What stands in for a value that may be personal data. */
export const REDACTED = '[redacted]';
