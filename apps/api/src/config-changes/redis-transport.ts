import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, connectRedis } from '#api/lib/redis-client.js';
import { CONFIG_CHANGED_CHANNEL } from './config-change.js';

/** Its connection name, by which CLIENT LIST (and a test) finds the subscriber. */
export const subscriberName = (keyPrefix: string) =>
  `config-changes-${keyPrefix.replace(/[^\w:-]/g, '_')}`;

/**
 * Configuration changes over Redis pub/sub (REDIS_URL), on a channel under the key prefix: one
 * connection publishes, one subscribes. The subscriber subscribes again at each reconnection
 * itself (not ioredis's automatic one), so that `onListening` runs once it listens again.
 */
export async function connectRedisTransport(input: {
  url: string;
  keyPrefix: string;
  onMessage: (message: string) => void;
  onListening: () => void;
  logger: Pick<Logger, 'warn' | 'info'>;
}) {
  const channel = `${input.keyPrefix}${CONFIG_CHANGED_CHANNEL}`;
  const publisher = await connectRedis(input);
  const subscriber = new Redis(input.url, {
    lazyConnect: true,
    autoResubscribe: false,
    connectionName: subscriberName(input.keyPrefix),
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  // The publisher's client says when Redis is down; this one would only repeat it.
  subscriber.on('error', () => {});
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) input.onMessage(message);
  });
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => input.onListening(),
      (error: Error) => {
        input.logger.warn({ reason: error.message }, 'configuration changes: subscribe failed');
        // The connection is up but the subscription is not: start over.
        subscriber.disconnect(true);
      },
    );
  let first: Promise<void> | undefined;
  subscriber.on('ready', () => {
    const subscribed = subscribe();
    first ??= subscribed;
  });
  await subscriber.connect().catch(() => {});
  await first;

  return {
    async publish(messages: readonly string[]) {
      for (const message of messages) {
        await publisher.publish(channel, message).catch((error: Error) => {
          input.logger.warn({ reason: error.message }, 'configuration changes: publish failed');
        });
      }
    },
    async close() {
      subscriber.disconnect();
      await closeRedis(publisher);
    },
  };
}
