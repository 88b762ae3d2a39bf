import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeParameters } from '#api/redirect-gateways/signature.js';
import { expectError, postJson } from '#test/payment-helpers.js';
import {
  answerFor,
  generateRedirect,
  newOwingStay,
  orderOf,
  paymentsOfStay,
  postForm,
  returnOf,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { REDIRECT_MESSAGES } from './errors.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const notify = async (params: Record<string, string>) => {
  const response = await postForm(server, '/api/redirect/notification', params);
  return { response, body: (await response.json()) as Record<string, unknown> };
};

describe('forged answers change nothing', () => {
  it('a changed signature, changed parameters, another key or version: 400', async () => {
    const stayId = await newOwingStay(server, '5555EEE');
    const start = await generateRedirect(server, stayId);
    const genuine = answerFor(start);
    const flipped = `${genuine.Ds_Signature[0] === 'A' ? 'B' : 'A'}${genuine.Ds_Signature.slice(1)}`;
    const otherParams = answerFor(start, '0000', { DS_MERCHANT_AMOUNT: '1' });
    const forgeries = [
      { ...genuine, Ds_Signature: flipped },
      // The parameters of a 0.01 payment under the signature of the real one.
      { ...genuine, Ds_MerchantParameters: otherParams.Ds_MerchantParameters },
      answerFor(start, '0000', {}, 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev'),
      { ...genuine, Ds_SignatureVersion: 'HMAC_SHA512_V2' },
      { ...genuine, Ds_MerchantParameters: encodeParameters({ Ds_Order: 'x' }) },
    ];
    for (const forged of forgeries) {
      expectError(await notify(forged), 400, REDIRECT_MESSAGES.forged, 'ANSWER_NOT_SIGNED');
      expectError(
        await returnOf(server, forged),
        400,
        REDIRECT_MESSAGES.forged,
        'ANSWER_NOT_SIGNED',
      );
    }
    expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
    expect(await paymentsOfStay(server, stayId)).toHaveLength(0);
  });

  it('a genuinely signed answer for another amount or an unknown order: 400', async () => {
    const stayId = await newOwingStay(server, '6666FFF');
    const start = await generateRedirect(server, stayId);
    const cheaper = answerFor(start, '0000', { DS_MERCHANT_AMOUNT: '1' });
    expectError(
      await notify(cheaper),
      400,
      REDIRECT_MESSAGES.unknownOrder,
      'ANSWER_OF_UNKNOWN_ORDER',
    );
    const unknown = answerFor(start, '0000', { DS_MERCHANT_ORDER: '9999zzzzzzzz' });
    expectError(
      await notify(unknown),
      400,
      REDIRECT_MESSAGES.unknownOrder,
      'ANSWER_OF_UNKNOWN_ORDER',
    );
    expectError(
      await returnOf(server, unknown),
      400,
      REDIRECT_MESSAGES.unknownOrder,
      'ANSWER_OF_UNKNOWN_ORDER',
    );
    expect(await paymentsOfStay(server, stayId)).toHaveLength(0);
  });

  it('bad bytes and missing fields: 400, never 500', async () => {
    expect((await postForm(server, '/api/redirect/notification', {})).status).toBe(400);
    const response = await server.request('/api/redirect/notification', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Ds_SignatureVersion=%FF&Ds_MerchantParameters=%00&Ds_Signature=x',
    });
    expect(response.status).toBe(400);
    expectError(await postJson(server, '/api/redirect/return', { Ds_Signature: 'x' }), 400, /Ds_/);
  });
});

describe('the notification and the return, in either order', () => {
  it('notification first: the return then finds it PAID', async () => {
    const stayId = await newOwingStay(server, '7777GGG');
    const start = await generateRedirect(server, stayId);
    const answer = answerFor(start);
    expect((await notify(answer)).body).toMatchObject({ status: 'PAID', orderId: start.orderId });
    expect((await returnOf(server, answer)).body).toMatchObject({ status: 'PAID' });
    expectError(await returnOf(server, answer), 409, REDIRECT_MESSAGES.replayed, 'ANSWER_REPLAYED');
  });

  it('return first: PENDING, and marks nothing paid; the notification then pays once', async () => {
    const stayId = await newOwingStay(server, '8888HHH');
    const start = await generateRedirect(server, stayId);
    const answer = answerFor(start);
    expect((await returnOf(server, answer)).body).toMatchObject({ status: 'PENDING' });
    expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
    expect(await paymentsOfStay(server, stayId)).toHaveLength(0);
    expect((await notify(answer)).body).toMatchObject({ status: 'PAID' });
    expect((await notify(answer)).body).toMatchObject({ status: 'PAID' });
    expect(await paymentsOfStay(server, stayId)).toHaveLength(1);
  });

  it('a refusal after the payment was decided does not undo it', async () => {
    const stayId = await newOwingStay(server, '9999JJJ');
    const start = await generateRedirect(server, stayId);
    await notify(answerFor(start));
    expect((await notify(answerFor(start, '0190'))).body).toMatchObject({ status: 'PAID' });
    expect(await paymentsOfStay(server, stayId)).toHaveLength(1);
  });
});

describe('concurrency', () => {
  it('50 concurrent notifications of one payment record it once', async () => {
    const stayId = await newOwingStay(server, '5050KKK');
    const start = await generateRedirect(server, stayId);
    const answer = answerFor(start);
    const results = await Promise.all(Array.from({ length: 50 }, () => notify(answer)));
    for (const result of results) {
      expect(result.response.status).toBe(200);
      expect(result.body).toMatchObject({ status: 'PAID', orderId: start.orderId });
    }
    const payments = await paymentsOfStay(server, stayId);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.id).toBe(start.orderId);
  });

  it('50 concurrent generates of the device that made the order share it', async () => {
    const stayId = await newOwingStay(server, '5050LLL');
    const first = await generateRedirect(server, stayId);
    const starts = await Promise.all(
      Array.from({ length: 50 }, () => generateRedirect(server, stayId, 'es-ES', first.payerKey)),
    );
    expect(new Set(starts.map((start) => start.orderId))).toEqual(new Set([first.orderId]));
  });
});
