/**
 * Fastify's `trustProxy` from TRUST_PROXY's value: true, a list of addresses, or the number of
 * nearest proxies believed (Fastify's types take a count of hops only as a function).
 */
export const fastifyTrustProxy = (trust: boolean | number | string[]) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
