/** The payer key: what proves a device paid for a right (decision 068). */
export { mintPayerKey, payerKeyHashesOf } from './payer-key.js';
