import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RedirectSignedParams } from '@parking/domain';
import { sandboxRestAnswer } from '../src/redirect-gateways/sandbox/answer-params.js';
import { verifySignedRequest } from '../src/redirect-gateways/verify-signed.js';

/** A merchant the fake gateway knows: its code, terminal and secret key. */
export type FakeRedsysMerchant = { merchantCode: string; terminal: string; secretKey: string };

/** A refund the fake accepted, as signed by the merchant that asked. */
type RefundRequest = { merchantCode: string; terminal: string; order: string; amount: string };

/**
 * A local stand-in for Redsys's REST interface (POST /sis/rest/trataPeticionREST, what
 * REDSYS_API_BASE points a server at): refunds (transaction type 3) signed with the key of the
 * merchant code they name are answered 0900, signed back with that key as the gateway does;
 * anything else gets the gateway's error codes. It keeps the refunds it accepted.
 */
export async function startFakeRedsys(merchants: FakeRedsysMerchant[]) {
  const refunds: RefundRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const reply = (json: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || request.url !== '/sis/rest/trataPeticionREST') {
        response.writeHead(404).end();
        return;
      }
      let params: RedirectSignedParams;
      try {
        params = JSON.parse(body) as RedirectSignedParams;
      } catch {
        return reply({ errorCode: 'SIS0042' });
      }
      const named = /"DS_MERCHANT_MERCHANTCODE":"(\d+)"/.exec(
        Buffer.from(params.Ds_MerchantParameters ?? '', 'base64').toString('utf8'),
      )?.[1];
      const merchant = merchants.find((m) => m.merchantCode === named);
      const fields = merchant ? verifySignedRequest(merchant.secretKey, params) : null;
      if (!merchant || !fields) return reply({ errorCode: 'SIS0042' });
      if (fields.DS_MERCHANT_TRANSACTIONTYPE !== '3') return reply({ errorCode: 'SIS0023' });
      refunds.push({
        merchantCode: fields.DS_MERCHANT_MERCHANTCODE ?? '',
        terminal: fields.DS_MERCHANT_TERMINAL ?? '',
        order: fields.DS_MERCHANT_ORDER ?? '',
        amount: fields.DS_MERCHANT_AMOUNT ?? '',
      });
      reply(sandboxRestAnswer(merchant.secretKey, fields, '0900', new Date(), merchant));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
