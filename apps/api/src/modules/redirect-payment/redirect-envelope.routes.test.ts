import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeParameters } from '#api/redirect-gateways/signature.js';
import { postJson } from '#test/payment-helpers.js';
import {
  answerFor,
  generateRedirect,
  newOwingStay,
  orderOf,
  postForm,
  resignedRequest,
  signEnvelope,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22 point 8: what is inside a signed envelope is validated as any body is (decision
 * 069). The sandbox's key is public, so a valid signature proves nothing about the contents.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const expect400 = (result: { response: Response; body: Record<string, unknown> }) => {
  expect(result.response.status, JSON.stringify(result.body)).toBe(400);
  expect(result.body).toEqual({
    message: expect.any(String),
    statusCode: 400,
    code: expect.stringMatching(/^(ANSWER_CONTENTS_INVALID|ANSWER_NOT_SIGNED|VALIDATION)$/),
  });
};

/** A genuine answer's fields with one replaced, signed with the sandbox key, JSON as written. */
async function answerWith(plate: string, field: string, jsonValue: string) {
  const start = await generateRedirect(server, await newOwingStay(server, plate));
  const fields = decodeParameters(answerFor(start).Ds_MerchantParameters) ?? {};
  const order = fields.Ds_Order ?? '';
  const json = JSON.stringify({ ...fields, [field]: '@@' }).replace('"@@"', jsonValue);
  return { start, params: signEnvelope(json, order) };
}

/** A 400 that says which field of a genuinely signed answer is bad, not that it is forged. */
const expectBadField = (
  result: { response: Response; body: Record<string, unknown> },
  field: string,
) => {
  expect400(result);
  expect(result.body.message).toBe(`The payment answer's ${field} is not valid`);
};

describe('a signed answer whose contents are bad', () => {
  for (const path of ['/api/redirect/notification', '/api/redirect/return']) {
    it(`${path}: a NUL merchant code is 400 naming the field, not a database error`, async () => {
      const plate = path.endsWith('notification') ? '0001NUL' : '0002NUL';
      const { start, params } = await answerWith(plate, 'Ds_MerchantCode', '"\\u0000"');
      const json = Buffer.from(params.Ds_MerchantParameters, 'base64').toString('utf8');
      expect(json).toContain('"Ds_MerchantCode":"\\u0000"');
      expectBadField(await postJson(server, path, params), 'Ds_MerchantCode');
      expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
    });
  }

  it('a NUL as %00 in a value, a control character or a lone surrogate is 400 naming it', async () => {
    for (const [i, value] of ['"999008881%00"', '"9\\u001b"', '"\\ud800"'].entries()) {
      const { start, params } = await answerWith(`000${i}CTL`, 'Ds_MerchantCode', value);
      expectBadField(
        await postJson(server, '/api/redirect/notification', params),
        'Ds_MerchantCode',
      );
      expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
    }
  });

  // Issue 22 follow-up: a signed answer with Ds_Date '99/99/9999' and Ds_Hour '99:99' was
  // accepted. The gateway writes DD/MM/YYYY and HH:MM (its notification, redsys-easy's types).
  it.each([
    ['Ds_Date', '"99/99/9999"'],
    ['Ds_Date', '"99%2F99%2F9999"'],
    ['Ds_Date', '"31/02/2026"'],
    ['Ds_Date', '"2026-11-28"'],
    ['Ds_Hour', '"99:99"'],
    ['Ds_Hour', '"24:00"'],
    ['Ds_Hour', '"1234"'],
  ])('%s %s is 400 naming it, and the order stays unpaid', async (field, value) => {
    const plate = `${field === 'Ds_Date' ? 'D' : 'H'}${value.replace(/\W/g, '').slice(0, 6)}`;
    const { start, params } = await answerWith(plate, field, value);
    expectBadField(await postJson(server, '/api/redirect/notification', params), field);
    expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
  });

  it('an order named twice in two cases is never read: 400 naming the second', async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '0006TWO'));
    const fields = decodeParameters(answerFor(start).Ds_MerchantParameters) ?? {};
    const json = JSON.stringify({ ...fields, DS_ORDER: 'ZZZZ00000001' });
    const signed = await postJson(
      server,
      '/api/redirect/notification',
      signEnvelope(json, fields.Ds_Order ?? ''),
    );
    expectBadField(signed, 'DS_ORDER');
    // The key is the first order's: signed with the second's, it is no signature of ours.
    const other = await postJson(
      server,
      '/api/redirect/notification',
      signEnvelope(json, 'ZZZZ00000001'),
    );
    expect(other.body.message).toBe('The payment answer is not signed by the payment gateway');
    expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
  });

  it('bad contents under a signature that is not the gateway’s are still a forgery', async () => {
    const { start, params } = await answerWith('0005FRG', 'Ds_MerchantCode', '"\\u0000"');
    const first = params.Ds_Signature.startsWith('A') ? 'B' : 'A';
    const forged = { ...params, Ds_Signature: `${first}${params.Ds_Signature.slice(1)}` };
    const result = await postJson(server, '/api/redirect/notification', forged);
    expect400(result);
    expect(result.body.message).toBe('The payment answer is not signed by the payment gateway');
    expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
  });
});

describe('the sandbox page with a signed request whose contents are bad', () => {
  it('an unparseable MerchantURL is a 400 page, not a TypeError', async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '0003URL'));
    const params = resignedRequest(start, { DS_MERCHANT_MERCHANTURL: 'http://[::1' });
    const confirm = await postForm(server, '/api/sandbox-redirect/pay/confirm', {
      ...params,
      card: '4242424242424242',
      action: 'pay',
    });
    expect(confirm.status).toBe(400);
    expect(confirm.headers.get('location')).toBeNull();
    expect(await confirm.text()).toContain('Pago no admitido');
    const page = await postForm(server, '/api/sandbox-redirect/pay', params);
    expect(page.status).toBe(400);
  });

  it('an amount that is not digits or a NUL order name is refused before anything is charged', async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '0004AMT'));
    const params = resignedRequest(start, { DS_MERCHANT_AMOUNT: '1e9' });
    const confirm = await postForm(server, '/api/sandbox-redirect/pay/confirm', {
      ...params,
      card: '4242424242424242',
    });
    expect(confirm.status).toBe(400);
    const nul = resignedRequest(start, { DS_MERCHANT_MERCHANTNAME: 'Sol\u0000' });
    expect((await postForm(server, '/api/sandbox-redirect/pay', nul)).status).toBe(400);
    expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
  });
});
