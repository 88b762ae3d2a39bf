import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../../test/payment-helpers.js';
import {
  answerFor,
  generateRedirect,
  newOwingStay,
  orderOf,
  postForm,
  resignedRequest,
  signEnvelope,
} from '../../../test/redirect-helpers.js';
import { startTestServer, type TestServer } from '../../../test/start-test-server.js';
import { decodeParameters } from '../../redirect-gateways/signature.js';

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
  expect(result.body).toEqual({ message: expect.any(String), statusCode: 400 });
};

/** A genuine answer's fields with one replaced, signed with the sandbox key, JSON as written. */
async function answerWith(plate: string, field: string, jsonValue: string) {
  const start = await generateRedirect(server, await newOwingStay(server, plate));
  const fields = decodeParameters(answerFor(start).Ds_MerchantParameters) ?? {};
  const order = fields.Ds_Order ?? '';
  const json = JSON.stringify({ ...fields, [field]: '@@' }).replace('"@@"', jsonValue);
  return { start, params: signEnvelope(json, order) };
}

describe('a signed answer whose contents are bad', () => {
  for (const path of ['/api/redirect/notification', '/api/redirect/return']) {
    it(`${path}: a NUL merchant code is 400, not a database error`, async () => {
      const plate = path.endsWith('notification') ? '0001NUL' : '0002NUL';
      const { start, params } = await answerWith(plate, 'Ds_MerchantCode', '"\\u0000"');
      const json = Buffer.from(params.Ds_MerchantParameters, 'base64').toString('utf8');
      expect(json).toContain('"Ds_MerchantCode":"\\u0000"');
      expect400(await postJson(server, path, params));
      expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
    });
  }

  it('a NUL as %00 in a value, a control character or a lone surrogate is 400', async () => {
    for (const [i, value] of ['"999008881%00"', '"9\\u001b"', '"\\ud800"'].entries()) {
      const { params } = await answerWith(`000${i}CTL`, 'Ds_MerchantCode', value);
      expect400(await postJson(server, '/api/redirect/notification', params));
    }
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
