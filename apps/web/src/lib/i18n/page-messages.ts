import type { Messages } from './translate.ts';

/** Every page's: the shell, its dialogs, the texts of loading and failing. */
const EVERY_PAGE = ['common', 'errors', 'shell', 'contact'];

/**
 * By the path's flow: its own texts, then those of the shared pieces its pages show (the
 * payment forms with the quote form's e-mail field, the paid ticket, the place's photos).
 * page-messages.test.ts checks each list against the texts the flow's code names.
 */
const BY_FLOW: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/transient\//, ['transient', 'payment', 'ticket_paid', 'reservation.checkout']],
  [/^\/reservation\//, ['reservation', 'payment', 'ticket_paid', 'transient.home']],
  [/^\/permit\//, ['permit', 'payment', 'ticket_paid', 'transient.home', 'reservation.checkout']],
  [
    /^\/(?:access-control\/)?[0-9a-f]{8}-/i,
    [
      'accessControl',
      'payment',
      'reservation.checkout',
      'transient.home',
      // components/ticket/: the footer's contact line and the receipt breakdown's words.
      'ticket_paid.contact',
      'ticket_paid.copy_reference',
      'ticket_paid.paid_on',
      'ticket_paid.reference_copied',
      'ticket_paid.service_fee',
      'ticket_paid.total',
    ],
  ],
];

/** The subtree at a dotted path, copied into `into` along the same path. */
function copyPath(from: Messages, into: Messages, path: string): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return;
  const node = from[head];
  if (node === undefined) return;
  if (rest.length === 0 || typeof node === 'string') {
    into[head] = node;
    return;
  }
  const branch = into[head];
  const target: Messages = typeof branch === 'object' ? branch : {};
  into[head] = target;
  copyPath(node, target, rest.join('.'));
}

/**
 * The translations a server-rendered page carries (decision 067): those of its flow, not the
 * whole catalogue, so that the first response fits a new connection's first round trip (about
 * 14 kB). `partial` says the rest is still to load; the app then loads the language's file
 * once it is idle, or at once when a text outside these is asked for.
 */
export function pageMessages(
  all: Messages,
  pathname: string,
): { messages: Messages; partial: boolean } {
  const flow = BY_FLOW.find(([pattern]) => pattern.test(pathname));
  if (!flow) return { messages: all, partial: false };
  const messages: Messages = {};
  for (const path of [...EVERY_PAGE, ...flow[1]]) copyPath(all, messages, path);
  return { messages, partial: true };
}
