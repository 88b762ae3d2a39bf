/**
 * What Stripe's keys look like: the server's own (STRIPE_*, config-env.ts) and a place's own
 * account (accounts.ts) are held to the same shapes.
 */
export const STRIPE_KEY_SHAPES = {
  /** A secret or restricted key. */
  secret: /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
  publishable: /^pk_(test|live)_[A-Za-z0-9_]+$/,
  /** A webhook endpoint's signing secret. */
  signing: /^whsec_[A-Za-z0-9_]+$/,
};
