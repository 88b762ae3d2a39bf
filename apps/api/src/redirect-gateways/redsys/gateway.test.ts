import { describe, expect, it } from 'vitest';
import type { RedirectPaymentRequest } from '../redirect-gateway.js';
import { createSandboxRedirectGateway } from '../sandbox/gateway.js';
import { encodeParameters, signParameters } from '../signature.js';
import { createRedsysGateway } from './gateway.js';

/** The gateway's published test key (its test environment's example merchant). */
const TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const redsys = createRedsysGateway({
  merchantCode: '999008881',
  terminal: '1',
  secretKey: TEST_KEY,
  environment: 'test',
});
const request: RedirectPaymentRequest = {
  order: '4821aB3dE9fK',
  amountMinor: 1450,
  currencyNumeric: '978',
  merchantUrl: 'https://parking.example/api/redirect/notification',
  urlOk: 'https://parking.example/access-control/c/ticket-paid',
  urlKo: 'https://parking.example/access-control/c/ticket-paid',
  description: 'Estancia 1234BCD',
  merchantName: 'Aparcamientos Sol',
  consumerLanguage: '1',
};

describe('the Redsys adapter (redsys-easy)', () => {
  it('signs a request exactly as our implementation of the published algorithm does', () => {
    const ours = createSandboxRedirectGateway({
      secret: TEST_KEY,
      baseUrl: () => 'http://127.0.0.1:1',
    }).sign(request);
    expect(redsys.sign(request)).toEqual(ours);
    expect(redsys.paymentPageUrl('https://ignored.example')).toBe(
      'https://sis-t.redsys.es:25443/sis/realizarPago',
    );
  });

  it('goes live only when told', () => {
    const live = createRedsysGateway({
      merchantCode: '1',
      terminal: '1',
      secretKey: TEST_KEY,
      environment: 'live',
    });
    expect(live.paymentPageUrl('')).toBe('https://sis.redsys.es/sis/realizarPago');
  });

  it('reads a genuine answer (base64url signature) and refuses a forged one', () => {
    const parameters = encodeParameters({
      Ds_Order: request.order,
      Ds_Amount: '1450',
      Ds_Currency: '978',
      Ds_Response: '0000',
      Ds_MerchantCode: '999008881',
      Ds_Terminal: '1',
      Ds_AuthorisationCode: '123456',
      Ds_Card_Brand: '1',
    });
    const signature = Buffer.from(signParameters(TEST_KEY, request.order, parameters), 'base64');
    const params = {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: parameters,
      Ds_Signature: signature.toString('base64url'),
    };
    expect(redsys.verify(params)).toMatchObject({
      kind: 'answer',
      answer: { order: request.order, amountMinor: 1450, authorised: true, cardBrand: 'visa' },
    });
    signature[0] = (signature[0] ?? 0) ^ 1;
    expect(redsys.verify({ ...params, Ds_Signature: signature.toString('base64url') })).toBeNull();
    expect(redsys.verify({ ...params, Ds_SignatureVersion: 'HMAC_SHA512_V2' })).toBeNull();
  });

  it('reads the date and hour as the gateway writes them, and names a date of no calendar', () => {
    const signed = (fields: Record<string, string>) => {
      const parameters = encodeParameters({
        Ds_Order: request.order,
        Ds_Amount: '1450',
        Ds_Currency: '978',
        Ds_Response: '0000',
        Ds_MerchantCode: '999008881',
        Ds_Terminal: '1',
        ...fields,
      });
      const signature = signParameters(TEST_KEY, request.order, parameters);
      return redsys.verify({
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: parameters,
        Ds_Signature: signature,
      });
    };
    // The gateway's notification URL-encodes both (its guide: Ds_Date '09%2F11%2F2015').
    expect(signed({ Ds_Date: '28%2F11%2F2026', Ds_Hour: '10%3A15' })).toMatchObject({
      kind: 'answer',
    });
    expect(signed({ Ds_Date: '99%2F99%2F9999', Ds_Hour: '10%3A15' })).toEqual({
      kind: 'bad-contents',
      field: 'Ds_Date',
    });
    expect(signed({ Ds_Date: '28/11/2026', Ds_Hour: '99:99' })).toEqual({
      kind: 'bad-contents',
      field: 'Ds_Hour',
    });
    expect(signed({ Ds_MerchantCode: '999008881\u0000' })).toEqual({
      kind: 'bad-contents',
      field: 'Ds_MerchantCode',
    });
  });

  it('asks the test environment’s REST interface for a refund, signed, and reads its refusal', async () => {
    const sent: { url: string; body: Record<string, string> }[] = [];
    const realFetch = globalThis.fetch;
    // The network, not our code, stands in here: the gateway's answer to an unknown order.
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, string> });
      return new Response(JSON.stringify({ errorCode: 'SIS0054' }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    try {
      const answer = await redsys.refund({
        order: request.order,
        amountMinor: 320,
        currencyNumeric: '978',
      });
      expect(answer).toEqual({ status: 'refused', code: 'SIS0054' });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.url).toBe('https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST');
    const parameters = call?.body.Ds_MerchantParameters ?? '';
    expect(JSON.parse(Buffer.from(parameters, 'base64').toString('utf8'))).toMatchObject({
      DS_MERCHANT_TRANSACTIONTYPE: '3',
      DS_MERCHANT_ORDER: request.order,
      DS_MERCHANT_AMOUNT: '320',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
    });
    expect(call?.body.Ds_Signature).toBe(signParameters(TEST_KEY, request.order, parameters));
  });
});
