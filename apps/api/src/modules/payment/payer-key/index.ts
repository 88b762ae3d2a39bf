/** The payer key: what proves a device paid for a right (decision 068). */
export {
  keyOfHash,
  mintPayerKey,
  type PayerKey,
  payerKeyHashesOf,
  payerKeysOf,
} from './payer-key.js';
