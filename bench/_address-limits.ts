/**
 * The per-address limits of a bench's own server. A bench's clients all come from 127.0.0.1,
 * one address playing many drivers, where the product's defaults (apps/api/src/config-env.ts)
 * assume one address is one driver: the carding defence would refuse the 11th card attempt,
 * decision 070 the 6th live hold at one place. Each bench passes these to its own loadConfig,
 * never the product's defaults changed; an environment variable of the same name overrides one
 * (e.g. HOLDS_PER_CLIENT_AT_PLACE=5 to watch the default refuse the bench).
 */
const ONE_ADDRESS_MANY_DRIVERS = {
  CARD_ATTEMPTS_PER_IP: '1000000',
  CARD_DECLINES_PER_IP: '1000000',
  CARD_INTENTS_PER_IP: '1000000',
  SANDBOX_REQUESTS_PER_IP: '1000000',
  HOLDS_PER_CLIENT_AT_PLACE: '1000000',
  STAY_SEARCHES_PER_IP: '1000000',
  STAY_SEARCHES_PER_CUSTOMER: '1000000',
  PLATE_LOOKUPS_PER_MINUTE: '10000',
  RECEIPT_REQUESTS_PER_MINUTE: '10000',
} as const;

/** The limits above, each overridden by the environment variable of its name when set. */
export function benchAddressLimits(): Record<keyof typeof ONE_ADDRESS_MANY_DRIVERS, string> {
  return Object.fromEntries(
    Object.entries(ONE_ADDRESS_MANY_DRIVERS).map(([name, value]) => [
      name,
      process.env[name] ?? value,
    ]),
  ) as Record<keyof typeof ONE_ADDRESS_MANY_DRIVERS, string>;
}
