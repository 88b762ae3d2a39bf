/** The payer key: what proves a device paid for a right (decision 068). */
export { hashPayerKey, mintPayerKey, PAYER_KEY_HEADER, payerKeyHashOf } from './payer-key.js';
