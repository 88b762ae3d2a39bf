import { z } from 'zod';

/**
 * What a committed configuration change touched. `customerIds` are customers whose own fields
 * changed (branding, texts, settings), `placeIds` places whose own rows changed (name, periods,
 * closures, rates); both empty: anything of the organisation.
 */
const ConfigChangeSchema = z.object({
  organizationId: z.string().min(1),
  customerIds: z.array(z.string()),
  placeIds: z.array(z.string()),
});

export type ConfigChange = z.infer<typeof ConfigChangeSchema>;

/** What a cache hears: a change, or 'anything' when changes may have been missed (reconnect). */
export type ConfigChangeNotice = ConfigChange | 'anything';

export type ConfigChangeListener = (notice: ConfigChangeNotice) => void;

/** Where caches subscribe; the returned function unsubscribes. */
export type ConfigChangeFeed = {
  subscribe(listener: ConfigChangeListener): () => void;
};

/** The channel of PostgreSQL's NOTIFY (and, with the key prefix, of Redis's PUBLISH). */
export const CONFIG_CHANGED_CHANNEL = 'config_changed';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_MESSAGE_BYTES = 7000;

/**
 * The message sent for a change: its JSON, or, past NOTIFY's limit (a file of 1,000 places),
 * the organisation alone, which every cache reads as "anything".
 */
export function toConfigChangeMessage(change: ConfigChange): string {
  const message = JSON.stringify(ConfigChangeSchema.parse(change));
  if (Buffer.byteLength(message) <= MAX_MESSAGE_BYTES) return message;
  return JSON.stringify({ organizationId: change.organizationId, customerIds: [], placeIds: [] });
}

/** A received message; one that does not parse clears everything (it may have said anything). */
export function parseConfigChangeMessage(message: string): ConfigChangeNotice {
  try {
    const parsed = ConfigChangeSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : 'anything';
  } catch {
    return 'anything';
  }
}

/**
 * The places (lower case) whose cached reads a notice makes stale, or 'all': a customer's or an
 * organisation's fields show on every place's page, and a cache keyed by place cannot tell
 * which places are that customer's.
 */
export function placesTouched(notice: ConfigChangeNotice): ReadonlySet<string> | 'all' {
  if (notice === 'anything' || notice.customerIds.length > 0 || notice.placeIds.length === 0) {
    return 'all';
  }
  return new Set(notice.placeIds.map((placeId) => placeId.toLowerCase()));
}
