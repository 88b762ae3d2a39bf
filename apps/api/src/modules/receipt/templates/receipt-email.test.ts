import { describe, expect, it } from 'vitest';
import { type ReceiptContent, renderReceiptEmail } from './receipt-email.js';

const content: ReceiptContent = {
  locale: 'en-US',
  organizationName: 'Demo Parking Inc.',
  logoUrl: 'https://park.example/demo/logo.svg',
  primaryColor: '#0b57d0',
  secondaryColor: '#e8f0fe',
  placeName: 'Midtown Garage',
  address: '350 W 42nd St, New York',
  timeZone: 'America/New_York',
  start: new Date('2026-11-25T20:00:00Z'),
  end: new Date('2026-11-25T21:00:00Z'),
  plates: ['ABC123'],
  currencyCode: 'USD',
  lines: [
    {
      transactionId: 'TX-42',
      rateName: '1 hour',
      amountMinor: 300,
      paidOn: new Date('2026-11-25T20:00:05Z'),
    },
    {
      transactionId: 'TX-43',
      rateName: '+30 min',
      amountMinor: 150,
      paidOn: new Date('2026-11-25T20:50:00Z'),
    },
  ],
  serviceFeeMinor: 35,
  totalMinor: 485,
  card: 'VISA •••• 4242',
  supportEmail: 'help@demo-parking.example',
};

// Intl puts a narrow no-break space before AM/PM: compare on plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('renderReceiptEmail', () => {
  it('writes the ticket in English, in the place time zone, with the fee and the card', () => {
    const mail = renderReceiptEmail(content, 'ana@example.com');
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Your parking receipt: Midtown Garage');
    const text = plain(mail.text);
    for (const part of [
      'Demo Parking Inc.',
      'Location: Midtown Garage',
      'Address: 350 W 42nd St, New York',
      'Start: November 25, 2026, 3:00 PM',
      'End: November 25, 2026, 4:00 PM',
      'License plate: ABC123',
      // Each charge by its rate, with its transaction and its own paid-on time.
      '1 hour: $3.00\n  #TX-42\n  Paid on November 25, 2026, 3:00 PM',
      '+30 min: $1.50\n  #TX-43\n  Paid on November 25, 2026, 3:50 PM',
      'Service fee: $0.35',
      'Total: $4.85',
      'Charged to VISA •••• 4242',
      'Questions about this payment? Write to help@demo-parking.example',
    ]) {
      expect(text).toContain(part);
    }
    const html = plain(mail.html);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('src="https://park.example/demo/logo.svg"');
    expect(html).toContain('border-top:6px solid #0b57d0');
    expect(html).toContain('background:#e8f0fe');
    expect(html).toContain('>1 hour<br><span style="font-size:12px;color:#5d5e66">#TX-42</span>');
    expect(html).toContain('>+30 min<br><span style="font-size:12px;color:#5d5e66">#TX-43</span>');
    expect(html).toContain('Paid on November 25, 2026, 3:50 PM');
    expect(html).toContain('Service fee');
    expect(html).toContain('$4.85');
    // The permit's sentence (spec section 2): a transient session's end is its own.
    expect(text).not.toMatch(/10 minutes/);
    expect(html).not.toMatch(/10 minutes/);
    expect(html).toContain('href="mailto:help@demo-parking.example"');
  });

  it('writes it in Spanish, euros in the Spanish way, without a fee line when there is none', () => {
    const mail = renderReceiptEmail(
      {
        ...content,
        locale: 'es-ES',
        timeZone: 'Europe/Madrid',
        currencyCode: 'EUR',
        lines: [
          {
            transactionId: 'TX-7',
            rateName: '1 hora',
            amountMinor: 270,
            paidOn: new Date('2026-11-25T20:00:05Z'),
          },
        ],
        serviceFeeMinor: 0,
        totalMinor: 270,
        plates: ['1234ABC', '5678DEF'],
        supportEmail: null,
      },
      'ana@example.com',
    );
    expect(mail.subject).toBe('Tu recibo de aparcamiento: Midtown Garage');
    const text = plain(mail.text);
    expect(text).toContain('Desde: 25 de noviembre de 2026, 21:00');
    expect(text).toContain('Matrículas: 1234ABC, 5678DEF');
    expect(text).toContain('1 hora: 2,70 €\n  #TX-7\n  Pagado el 25 de noviembre de 2026, 21:00');
    expect(text).toContain('Total: 2,70 €');
    expect(text).toContain('Cargado en VISA •••• 4242');
    expect(text).not.toContain('10 minutos');
    expect(text).not.toContain('Gastos de gestión');
    expect(text).not.toContain('Dudas sobre este pago');
    expect(mail.html).toContain('<html lang="es-ES">');
    expect(mail.html).not.toContain('Gastos de gestión');
  });

  it('escapes every value in the HTML part', () => {
    const mail = renderReceiptEmail(
      {
        ...content,
        organizationName: 'Evil <script>alert(1)</script>',
        placeName: 'Lot "A" & <b>B</b>',
        plates: ['<IMG>'],
        logoUrl: 'https://x.example/"onerror="alert(1)',
        primaryColor: 'red;background:url(https://evil.example)',
      },
      'a"<b>@example.com',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>B</b>');
    expect(mail.html).not.toContain('"onerror="');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).toContain('Lot &quot;A&quot; &amp; &lt;b&gt;B&lt;/b&gt;');
    expect(mail.html).toContain('&lt;IMG&gt;');
    expect(mail.html).toContain('a&quot;&lt;b&gt;@example.com');
    // The text part is plain text: nothing to escape, nothing interpreted.
    expect(mail.text).toContain('Lot "A" & <b>B</b>');
  });

  it('says nothing was charged for free parking', () => {
    const mail = renderReceiptEmail(
      {
        ...content,
        card: null,
        lines: [
          {
            transactionId: null,
            rateName: null,
            amountMinor: 0,
            paidOn: new Date('2026-11-25T20:00:05Z'),
          },
        ],
        serviceFeeMinor: 0,
        totalMinor: 0,
      },
      'ana@example.com',
    );
    expect(mail.text).toContain('Free parking: nothing was charged.');
    expect(mail.text).toContain('Parking: $0.00');
  });

  it('has no card line for a paid ticket whose card is not shown (decision 068)', () => {
    const mail = renderReceiptEmail({ ...content, card: null }, 'stranger@example.com');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/Charged to|4242|nothing was charged/);
    }
    expect(mail.text).toContain('Total: $4.85');
  });
});
