import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './index.js';
import { serializeError } from './serialize-error.js';

const EMAIL = 'ana.lopez@example.es';
const PHONE = '+34612345678';
const PLATE = 'RACE4694';

describe('serializeError', () => {
  it("keeps a DrizzleQueryError's query and the driver's codes, not its values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "uq"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'credential',
      constraint: 'uq',
      detail: `Key (plate)=(${PLATE}) already exists.`,
      where: `function f(${EMAIL})`,
      hint: PHONE,
      internalQuery: `select '${PLATE}'`,
      // PGlite's DatabaseError carries the query and its params too.
      query: 'insert into credential values ($1)',
      params: [PLATE],
    });
    const error = new DrizzleQueryError('insert into credential values ($1)', [PLATE], cause);
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into credential values ($1)\nparams: [redacted]',
      cause: {
        type: 'Error',
        code: '23505',
        severity: 'ERROR',
        table: 'credential',
        constraint: 'uq',
      },
    });
    expect(JSON.stringify(serialized)).not.toMatch(new RegExp(`${PLATE}|${EMAIL}|\\${PHONE}`));
  });

  it("keeps nodemailer's codes without the recipients it names", () => {
    const error = Object.assign(
      new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${EMAIL}>: rejected`),
      {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        response: `550 5.1.1 <${EMAIL}>: rejected`,
        rejected: [EMAIL],
        rejectedErrors: [new Error(EMAIL)],
      },
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 });
    expect(JSON.stringify(serialized)).not.toContain(EMAIL);
  });

  it("keeps Twilio's code and link without the number its message quotes", () => {
    const error = Object.assign(
      new Error(`The 'To' number ${PHONE} is not a valid phone number.`),
      {
        status: 400,
        code: 21211,
        moreInfo: 'https://www.twilio.com/docs/errors/21211',
        details: { to: PHONE },
      },
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      message: "The 'To' number [redacted] is not a valid phone number.",
      status: 400,
      code: 21211,
    });
    expect(JSON.stringify(serialized)).not.toContain(PHONE);
  });

  it('rebuilds the stack under the scrubbed message and stops at a cycle of causes', () => {
    const error = new Error(`invalid input syntax for type uuid: "${PLATE}"`);
    (error as { cause?: unknown }).cause = error;
    const serialized = serializeError(error) as { stack: string; cause: unknown };
    expect(serialized.stack.split('\n')[0]).toBe(
      'Error: invalid input syntax for type uuid: "[redacted]"',
    );
    expect(serialized.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(serialized)).not.toContain(PLATE);
  });

  it('serializes the errors of an AggregateError and values that are not errors', () => {
    const serialized = serializeError(
      new AggregateError([new Error(`to ${EMAIL}`), 'plain'], 'several failed'),
    );
    expect(serialized).toMatchObject({
      type: 'AggregateError',
      aggregateErrors: [{ message: 'to [redacted]' }, 'plain'],
    });
    expect(serializeError(`mail to ${EMAIL}`)).toBe('mail to [redacted]');
    expect(serializeError({ email: EMAIL })).toBe('[object]');
  });
});

describe('createLogger', () => {
  it('redacts known keys wherever an object is logged, and errors logged on their own', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('debug', sink);
    logger.info({ licensePlate: PLATE, message: { to: PHONE, text: `for ${PLATE}` } }, 'sms');
    logger.debug({ req: { headers: { cookie: 'session=1', referer: `/x?plate=${PLATE}` } } }, 'h');
    logger.warn({ row: { email: EMAIL, phoneNumber: PHONE, recipient: EMAIL } }, 'row');
    logger.error(new Error(`failed for ${EMAIL}`));
    logger.info(
      { statusCode: 404, message: `Route GET /x/${EMAIL} not found` },
      'request rejected',
    );
    expect(lines).toHaveLength(5);
    const all = lines.join('\n');
    for (const value of [PLATE, PHONE, EMAIL, 'session=1']) expect(all).not.toContain(value);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ licensePlate: '[redacted]', msg: 'sms' });
    expect(JSON.parse(lines[3] ?? '{}').err).toMatchObject({ message: 'failed for [redacted]' });
    expect(JSON.parse(lines[4] ?? '{}').message).toBe('Route GET /x/[redacted] not found');
  });
});
