import type { Config } from './config.js';
import { DEMO_IDS, demoBooking, transientOpensLater } from './db/seed/demo-extra-ids.js';
import { mailboxAudience } from './modules/mailbox/index.js';

const { places } = DEMO_IDS;

/** The block printed once the server listens: where to go and what each demo link shows. */
export function startBanner(
  config: Config,
  url: string,
  db: { database: string; location: string },
): string {
  const lines = [`Parking payments is running at ${url}`];
  if (config.seedDemo) {
    const demo: Array<[string, string, string]> = [
      [
        'Midtown Garage',
        'open, 3 rates, plate lookup (try DEMO123, TWIN777)',
        `/transient/${places.transientOpen.id}`,
      ],
      [
        'Plaza Mayor Parking',
        '12 rates, one free, second card kind',
        `/transient/${places.transientManyRates.id}`,
      ],
      ['Riverside Lot', 'closed (exceptional closure)', `/transient/${places.transientClosed.id}`],
      ['Harbor Garage', 'open, closing soon', `/transient/${places.transientClosingSoon.id}`],
      [
        'Union Square Garage',
        'closed (regular closure, opens in 10 days)',
        `/transient/${transientOpensLater}`,
      ],
      [
        'Aparcamiento Puerta del Sol',
        'second operator, es-ES only, EUR',
        `/transient/${DEMO_IDS.secondCustomer.placeId}`,
      ],
      ['LAX Park & Fly', 'reservations', `/reservation/${places.reservation.id}`],
      [
        'LAX booking BOOK123',
        'paid: ticket (add /cancel or /update)',
        `/reservation/${places.reservation.id}/ticket-paid/${demoBooking.assignedRightId}`,
      ],
      [
        'Permit PERM001',
        'ACTIVE, renewal due (COMPLETED and EXPIRED: README)',
        `/permit/${places.permit.id}/summary/${DEMO_IDS.permits.active}`,
      ],
      [
        'Demo Gated Lot',
        'access control (try 4321XYZ, misread 4321XY)',
        `/access-control/${DEMO_IDS.accessControl.customerId}`,
      ],
      [
        'Aparcamiento Sol Barrera',
        'access control, redirect gateway (try 1234BCD)',
        `/access-control/${DEMO_IDS.secondCustomer.id}`,
      ],
      [
        'Paid stay 7788PAG',
        'its invoice (5566OWE owes again: README)',
        `/access-control/${DEMO_IDS.accessControl.customerId}/invoice-details/${DEMO_IDS.accessControl.paidWithinGrace.orderId}`,
      ],
    ];
    const width = Math.max(...demo.map(([name, what]) => `${name}: ${what}`.length));
    for (const [name, what, path] of demo) {
      lines.push(`  ${`${name}: ${what}`.padEnd(width)}  ${url}${path}`);
    }
  }
  lines.push(`  API docs: ${url}/api/docs`);
  lines.push(`  Health:   ${url}/api/health`);
  const mailbox = mailboxAudience({
    mode: config.mail.devMailbox,
    mailKeptInOutbox: !config.mail.smtpUrl,
    publicUrl: config.publicUrl,
  });
  if (mailbox === 'this-machine') {
    lines.push(
      `  Mailbox:  ${url}/dev/mailbox (e-mail and SMS are kept here: no SMTP_URL; this machine only)`,
    );
  } else if (mailbox === 'anyone') {
    lines.push(`  Mailbox:  ${url}/dev/mailbox (DEV_MAILBOX=on: open to anyone who finds it)`);
  } else if (!config.mail.smtpUrl) {
    lines.push('  Mail:     kept in the outbox (no SMTP_URL); /dev/mailbox is off (DEV_MAILBOX)');
  }
  lines.push(`  Database: ${db.database} (${db.location})`);
  if (config.sandboxPayments) {
    const why = config.publicServer ? 'SANDBOX_PAYMENTS=on' : 'a local server';
    lines.push(`  Test mode: places served by a sandbox take no real money (${why})`);
  }
  lines.push('Press Ctrl-C to stop.');
  return `\n${lines.join('\n')}\n\n`;
}
