/** The payer key: what proves a device paid for a right (decision 068). */
export {
  hashPayerKey,
  MAX_PAYER_KEYS,
  mintPayerKey,
  PAYER_KEY_HEADER,
  payerKeyHashesOf,
} from './payer-key.js';
