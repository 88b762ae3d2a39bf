/**
 * What a Redsys merchant's values look like: the server's own (REDSYS_*, config-env.ts) and a
 * place's own (accounts.ts) are held to the same shapes.
 */
export const REDSYS_MERCHANT_SHAPES = {
  /** The merchant code (FUC): digits. */
  merchantCode: /^\d{1,9}$/,
  /** The terminal number: 1 to 3 digits. */
  terminal: /^\d{1,3}$/,
  /** The SHA-256 secret: 24 bytes in base64 (the 3DES key of decision 059). */
  secretKey: /^[A-Za-z0-9+/]{32}$/,
};
