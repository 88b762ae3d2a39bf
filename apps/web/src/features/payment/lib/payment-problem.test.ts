import { type ErrorCode, PAYMENT_MESSAGES } from '@parking/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { translate } from '#web/lib/i18n/translate.ts';
import en from '#web/locales/en-US.json';
import es from '#web/locales/es-ES.json';
import {
  cardAttemptsWaitMinutes,
  generateProblem,
  problemTexts,
  type RefundCause,
  refundCauseOf,
} from './payment-problem.ts';

/** An API's refusal as the client makes it: its status and the body's code. */
const coded = (errorCode: ErrorCode, message: string, status: number, retryAfter?: number) =>
  Object.assign(new ApiError(message, status, status, retryAfter ?? null), { sentCode: errorCode });

const refusal = (retryAfter: number | null, minutes = 8) =>
  Object.assign(
    new ApiError(
      `${PAYMENT_MESSAGES.tooManyCardAttempts}: please try again in ${minutes} minutes`,
      429,
      429,
      retryAfter,
    ),
    { sentCode: 'TOO_MANY_CARD_ATTEMPTS' },
  );

describe('cardAttemptsWaitMinutes', () => {
  it('reads the wait of the carding refusal in whole minutes, rounded up, at least 1', () => {
    expect(cardAttemptsWaitMinutes(refusal(451))).toBe(8);
    expect(cardAttemptsWaitMinutes(refusal(600))).toBe(10);
    expect(cardAttemptsWaitMinutes(refusal(1))).toBe(1);
    // Without Retry-After (a proxy dropped it): the minutes of the message.
    expect(cardAttemptsWaitMinutes(refusal(null, 42))).toBe(42);
  });

  it('is null for every other error', () => {
    expect(cardAttemptsWaitMinutes(new ApiError('Rate limit exceeded', 429, 429, 60))).toBeNull();
    // Another 429, though its sentence begins as the carding one's: the code decides.
    const other = coded('TOO_MANY_REQUESTS', `${PAYMENT_MESSAGES.tooManyCardAttempts}!`, 429, 60);
    expect(cardAttemptsWaitMinutes(other)).toBeNull();
    expect(
      cardAttemptsWaitMinutes(new ApiError(PAYMENT_MESSAGES.paymentFailed, 402, 402)),
    ).toBeNull();
    expect(cardAttemptsWaitMinutes(new Error(PAYMENT_MESSAGES.tooManyCardAttempts))).toBeNull();
    expect(cardAttemptsWaitMinutes(undefined)).toBeNull();
  });
});

describe('the payment problem modal texts', () => {
  it('says too many attempts, and how long to wait, in both languages', () => {
    const texts = problemTexts({ kind: 'too-many-attempts', waitMinutes: 8 });
    expect(translate(en, texts.title)).toBe('Too many attempts');
    expect(translate(en, texts.description, texts.values)).toBe(
      'Too many card attempts. Please wait 8 minutes and try again.',
    );
    expect(translate(es, texts.title)).toBe('Demasiados intentos');
    expect(translate(es, texts.description, texts.values)).toBe(
      'Demasiados intentos con tarjeta. Espera 8 minutos e inténtalo de nuevo.',
    );
    const one = problemTexts({ kind: 'too-many-attempts', waitMinutes: 1 });
    expect(translate(en, one.description, one.values)).toBe(
      'Too many card attempts. Please wait 1 minute and try again.',
    );
    expect(translate(es, one.description, one.values)).toBe(
      'Demasiados intentos con tarjeta. Espera 1 minuto e inténtalo de nuevo.',
    );
  });

  it('says in both languages that an expired payment’s charge was refunded', () => {
    const texts = problemTexts({ kind: 'refunded', cause: 'expired' });
    expect(translate(en, texts.title)).toBe('Payment expired');
    expect(translate(en, texts.description)).toContain('refunded to your card');
    expect(translate(es, texts.title)).toBe('Pago caducado');
    expect(translate(es, texts.description)).toContain('devuelto a tu tarjeta');
  });

  it('names each other cause of a refund, never "expired", in both languages (issue 22)', () => {
    const titles = (cause: RefundCause) => {
      const texts = problemTexts({ kind: 'refunded', cause });
      return [translate(en, texts.title), translate(es, texts.title)];
    };
    expect(titles('stay-paid')).toEqual([
      'Your stay was already paid',
      'Tu estancia ya estaba pagada',
    ]);
    expect(titles('window-sold')).toEqual([
      'These times are no longer available',
      'Estas horas ya no están disponibles',
    ]);
    expect(titles('period-paid')).toEqual([
      'This period was already paid',
      'Este periodo ya estaba pagado',
    ]);
    for (const cause of ['stay-paid', 'window-sold', 'period-paid'] as const) {
      const texts = problemTexts({ kind: 'refunded', cause });
      expect(translate(en, texts.description)).not.toMatch(/expired before/);
      expect(translate(en, texts.description)).toContain('refunded to your card');
      expect(translate(es, texts.description)).toContain('devuelto a tu tarjeta');
    }
  });

  it('says another plate or address is paying, in both languages', () => {
    const plate = problemTexts({ kind: 'in-use', by: 'plate' });
    expect(translate(en, plate.description)).toContain('another license plate');
    expect(translate(es, plate.description)).toContain('otra matrícula');
    const email = problemTexts({ kind: 'in-use', by: 'email' });
    expect(translate(en, email.description)).toContain('another e-mail address');
    expect(translate(es, email.description)).toContain('otro correo electrónico');
  });

  it('reads the refund cause from the code, not from the sentence', () => {
    expect(refundCauseOf('REFUNDED_STAY_PAID')).toBe('stay-paid');
    expect(refundCauseOf('REFUNDED_EXPIRED')).toBe('expired');
    expect(refundCauseOf('REFUNDED_WINDOW_SOLD')).toBe('window-sold');
    expect(refundCauseOf('REFUNDED_PERIOD_PAID')).toBe('period-paid');
    expect(refundCauseOf('PAYMENT_EXPIRED')).toBeNull();
    expect(refundCauseOf(null)).toBeNull();
  });

  it('keeps the spec’s two problems as they were', () => {
    const failed = problemTexts({ kind: 'payment-failed', reason: null });
    expect([translate(en, failed.title), failed.icon]).toEqual(['Payment failed', 'card']);
    const rate = problemTexts({ kind: 'rate-unavailable' });
    expect([translate(es, rate.title), rate.icon]).toEqual(['Tarifa no disponible', 'alert']);
  });

  it('shows the refusal of a new pending payment, and Rate not available for anything else', () => {
    expect(generateProblem(refusal(120))).toEqual({ kind: 'too-many-attempts', waitMinutes: 2 });
    expect(generateProblem(new ApiError(PAYMENT_MESSAGES.rateNotAvailable, 400, 400))).toEqual({
      kind: 'rate-unavailable',
    });
  });

  it("names a reservation's refusals by their code, in both languages (decision 070)", () => {
    const paid = coded('QUOTE_ALREADY_PAID', 'This quote was already paid', 400);
    const holds = coded('TOO_MANY_HOLDS', 'Too many reservations…', 429);
    expect(generateProblem(paid)).toEqual({ kind: 'quote-paid' });
    expect(generateProblem(holds)).toEqual({ kind: 'too-many-holds' });
    const many = problemTexts({ kind: 'too-many-holds' });
    expect(translate(en, many.title)).toBe('Too many reservations waiting');
    expect(translate(es, many.description)).toContain('desde esta conexión');
    const refunded = problemTexts({ kind: 'quote-paid-refunded' });
    expect(translate(en, refunded.description)).toContain('being refunded');
    expect(translate(es, refunded.title)).toBe('Reserva ya pagada');
    const refused = problemTexts({ kind: 'quote-paid' });
    expect(translate(es, refused.description)).toContain('ya se ha pagado');
  });
});
