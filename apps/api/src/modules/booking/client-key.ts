import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { serverKey } from '#api/db/schema/index.js';
import { randomToken } from '#api/lib/random-token.js';

const PURPOSE = 'client-address';

/**
 * Who counts as one client: an IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d), or an
 * IPv6 address's /64, the network one subscriber is given: its 2^64 addresses are one
 * client's to rotate through, so counting them apart would count nothing.
 */
export function clientOfAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The key a hold stores for its client instead of the address (decision 070): HMAC-SHA256 of the
 * address with a random key kept in the database. An IPv4 address has too few values for a
 * plain hash to hide it; keyed, the column only tells holds of one client apart. The key is
 * made once (the first instance to ask inserts it, the others read that one), so every
 * instance counts one client's holds alike.
 */
export function createClientKeys(db: Database) {
  let secret: Promise<string> | undefined;

  async function load(): Promise<string> {
    await db
      .insert(serverKey)
      .values({ purpose: PURPOSE, secret: randomToken(32, 'base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(serverKey).where(eq(serverKey.purpose, PURPOSE));
    if (!row) throw new Error('The client-address key could not be stored');
    return row.secret;
  }

  return {
    async keyOf(address: string): Promise<string> {
      secret ??= load().catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      return createHmac('sha256', await secret)
        .update(clientOfAddress(address))
        .digest('base64url');
    },
  };
}

export type ClientKeys = ReturnType<typeof createClientKeys>;
