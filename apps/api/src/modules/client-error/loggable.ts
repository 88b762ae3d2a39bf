import { redactUrl } from '#api/logging/index.js';

const REDACTED = '[redacted]';

/** Lower-case words, the whole vocabulary of an engine's message ('is not a function'). */
const PLAIN_WORD = /^[a-z]{1,24}$/;
/** React's error codes ('#418') and line numbers: too short to be a phone number. */
const SMALL_NUMBER = /^\d{1,3}$/;
const ERROR_NAME = /^[A-Za-z]{0,40}Error$/;
/** The capitalised words engines open their messages with; any other could be a name. */
const OPENING_WORDS = new Set([
  'Cannot',
  'Failed',
  'Importing',
  'Invalid',
  'Loading',
  'Maximum',
  'Minified',
  'Rendered',
  'Unable',
  'Unexpected',
]);
/** What may stand around a word: quotes, brackets, punctuation. */
const AROUND_WORD = /^([("'`#[]*)(.*?)([)"'`.,:;!?\]]*)$/;
const PARAMETER = /^:[A-Za-z]{1,20}$/;

/**
 * The words of a client's error message a log line may keep: plain lower-case words, short
 * numbers, error class names, a few capitalised words engines begin with, and a URL's path as
 * a request line would show it (a chunk's file name, our words, ids). Anything else (a plate, a
 * name, a number of many digits, a word with capitals inside) is [redacted]: a message may
 * quote what a page was rendering.
 */
export function loggableMessage(message: string): string {
  return message
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token, index) => {
      if (/^https?:\/\/\S+$/.test(token)) return loggableUrl(token);
      const [, before = '', word = '', after = ''] = AROUND_WORD.exec(token) ?? [];
      const kept =
        PLAIN_WORD.test(word) ||
        SMALL_NUMBER.test(word) ||
        ERROR_NAME.test(word) ||
        (index === 0 && OPENING_WORDS.has(word));
      return kept ? token : `${before}${REDACTED}${after}`;
    })
    .join(' ');
}

/** An address in a message (the chunk that failed to load) by its path's harmless parts. */
function loggableUrl(text: string): string {
  try {
    return redactUrl(new URL(text).pathname);
  } catch {
    return REDACTED;
  }
}

/**
 * A route pattern ('/transient/:id/ticket-paid/:id') with its parameters kept and every other
 * segment only if it is one of our words or an id, as an unmatched request's path is logged.
 */
export const loggableRoute = (route: string): string =>
  route
    .split('/')
    .map((segment) => (PARAMETER.test(segment) ? segment : redactUrl(segment)))
    .join('/');
