import { randomInt } from 'node:crypto';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Ds_Merchant_Order: 12 characters, the first 4 digits and the rest letters or digits (the
 * gateway's rule). Random, so that order numbers say nothing about our volume; 10^4 x 62^8
 * values make a clash with the unique index (which stays the guard) very unlikely.
 */
export function newOrderNumber(): string {
  let order = '';
  for (let i = 0; i < 4; i++) order += String(randomInt(10));
  for (let i = 0; i < 8; i++) order += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return order;
}
