import type { RedirectPaymentRequest } from './redirect-gateway.js';

/** The DS_MERCHANT_* fields of a payment request (transaction type 0: an authorisation). */
export function requestParameters(
  request: RedirectPaymentRequest,
  merchant: { merchantCode: string; terminal: string },
) {
  return {
    DS_MERCHANT_AMOUNT: String(request.amountMinor),
    DS_MERCHANT_ORDER: request.order,
    DS_MERCHANT_MERCHANTCODE: merchant.merchantCode,
    DS_MERCHANT_CURRENCY: request.currencyNumeric,
    DS_MERCHANT_TRANSACTIONTYPE: '0' as const,
    DS_MERCHANT_TERMINAL: merchant.terminal,
    DS_MERCHANT_MERCHANTURL: request.merchantUrl,
    DS_MERCHANT_URLOK: request.urlOk,
    DS_MERCHANT_URLKO: request.urlKo,
    DS_MERCHANT_PRODUCTDESCRIPTION: request.description.slice(0, 125),
    DS_MERCHANT_MERCHANTNAME: request.merchantName.slice(0, 25),
    DS_MERCHANT_CONSUMERLANGUAGE: request.consumerLanguage,
  };
}
