import { describe, expect, it } from 'vitest';
import { type ReceiptContent, renderReceiptEmail } from './receipt-email.js';

const booking = {
  cancelled: false,
  manageUrl: 'https://park.example/reservation/p-1/ticket-paid/r-1?a=1&b=2',
  cancelDeadline: new Date('2026-12-09T18:00:00Z'),
  refundable: true,
};

const content: ReceiptContent = {
  locale: 'en-US',
  organizationName: 'Demo Parking Inc.',
  logoUrl: null,
  primaryColor: '#0b57d0',
  secondaryColor: '#e8f0fe',
  placeName: 'LAX Park & Fly',
  address: '9600 S Sepulveda Blvd',
  timeZone: 'America/Los_Angeles',
  start: new Date('2026-12-10T18:00:00Z'),
  end: new Date('2026-12-11T00:00:00Z'),
  plates: ['BOOK123'],
  currencyCode: 'USD',
  lines: [{ transactionId: 'pi_1', rateName: '6 hours', amountMinor: 2800, paidOn: new Date() }],
  serviceFeeMinor: 250,
  totalMinor: 3050,
  card: 'VISA •••• 4242',
  supportEmail: null,
  booking,
};

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('the ticket e-mail of a booking', () => {
  it('speaks of a reservation that holds a space, with the deadline and the manage link', () => {
    const mail = renderReceiptEmail(content, 'ana@example.com');
    expect(mail.subject).toBe('Your parking reservation: LAX Park & Fly');
    const text = plain(mail.text);
    expect(text).toContain('Your reservation is confirmed');
    expect(text).toContain('A space is held for your vehicle');
    expect(text).not.toContain('does not reserve a space');
    // The deadline on the place's clock: 10:00 in Los Angeles.
    expect(text).toContain('cancel until December 9, 2026, 10:00 AM');
    expect(text).toContain(`Manage your reservation: ${booking.manageUrl}`);
    // The link is escaped in the HTML part like every value.
    expect(mail.html).toContain(
      'href="https://park.example/reservation/p-1/ticket-paid/r-1?a=1&amp;b=2"',
    );
    expect(mail.html).toContain('Your reservation is confirmed</h1>');
  });

  it('bought past its deadline, says it is non-refundable and names no deadline', () => {
    // Issue 24 point 1: it said 'cancel until <a time before the purchase>'.
    const mail = renderReceiptEmail(
      { ...content, booking: { ...booking, refundable: false } },
      'ana@example.com',
    );
    const text = plain(mail.text);
    expect(text).toContain('This reservation is non-refundable.');
    expect(text).not.toContain('cancel until');
    expect(text).toContain(`Manage your reservation: ${booking.manageUrl}`);
  });

  it('once cancelled, says so and offers nothing to manage', () => {
    const mail = renderReceiptEmail(
      { ...content, locale: 'es-ES', booking: { ...booking, cancelled: true } },
      'ana@example.com',
    );
    expect(mail.subject).toBe('Tu reserva de aparcamiento: LAX Park & Fly');
    expect(mail.text).toContain('Tu reserva se ha cancelado');
    expect(mail.text).toContain('se ha devuelto a tu tarjeta');
    expect(mail.text).not.toContain('Gestionar tu reserva');
    expect(mail.html).not.toContain(booking.manageUrl);
  });

  // Issue 24, point 5: the e-mail wrote '10 de diciembre de 2026, 10:00' and '$30.50' where
  // the reservation's pages say '10:00 a. m.' and '30,50 $'.
  it('writes times and amounts in Spanish as the reservation pages do', () => {
    const text = plain(renderReceiptEmail({ ...content, locale: 'es-ES' }, 'ana@example.com').text);
    expect(text).toContain('10 de diciembre de 2026, 10:00 a. m.');
    expect(text).toContain('30,50 $');
    expect(text).not.toContain('$30.50');
  });

  it('leaves a session receipt as it was', () => {
    const mail = renderReceiptEmail({ ...content, booking: null }, 'ana@example.com');
    expect(mail.subject).toBe('Your parking receipt: LAX Park & Fly');
    expect(mail.text).toContain('does not reserve a space');
  });
});
