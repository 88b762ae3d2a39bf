import type { CardGateway } from '@parking/domain';
import type { PaymentAccount } from '@parking/domain/operator-file';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedMethod } from '#api/card-processors/index.js';
import type { Database } from '#api/db/client.js';
import { savedCard } from '#api/db/schema/index.js';

export type SavedCardRow = typeof savedCard.$inferSelect;

/** A device's saved cards (decision 086): every read and delete names the device's hash. */
export function createSavedCardRepository(db: Database) {
  const ofDevice = (id: string, deviceSecretHash: string) =>
    and(eq(savedCard.id, id), eq(savedCard.deviceSecretHash, deviceSecretHash));
  return {
    /** The same card kept twice by one device stays one row (its newest expiry). */
    async keep(input: {
      deviceSecretHash: string;
      gateway: CardGateway;
      account: PaymentAccount | null;
      method: SavedMethod;
    }) {
      const { method } = input;
      const values = {
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      };
      await db
        .insert(savedCard)
        .values({
          deviceSecretHash: input.deviceSecretHash,
          gateway: input.gateway,
          paymentAccount: input.account,
          processorCustomerId: method.customerId,
          processorMethodId: method.paymentMethodId,
          ...values,
        })
        .onConflictDoUpdate({
          target: [savedCard.deviceSecretHash, savedCard.processorMethodId],
          set: values,
        });
    },

    /** The device's cards of one processor and account, last used (or kept) first. */
    listOfDevice(
      deviceSecretHash: string,
      gateway: CardGateway,
      account: PaymentAccount | null,
    ): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCard)
        .where(
          and(
            eq(savedCard.deviceSecretHash, deviceSecretHash),
            eq(savedCard.gateway, gateway),
            sql`${savedCard.paymentAccount} is not distinct from ${account ? JSON.stringify(account) : null}::jsonb`,
          ),
        )
        .orderBy(desc(sql`coalesce(${savedCard.lastUsedAt}, ${savedCard.createdAt})`));
    },

    async find(id: string, deviceSecretHash: string): Promise<SavedCardRow | undefined> {
      const [row] = await db.select().from(savedCard).where(ofDevice(id, deviceSecretHash));
      return row;
    },

    async touch(id: string, at: Date) {
      await db.update(savedCard).set({ lastUsedAt: at }).where(eq(savedCard.id, id));
    },

    async remove(id: string, deviceSecretHash: string) {
      await db.delete(savedCard).where(ofDevice(id, deviceSecretHash));
    },
  };
}

export type SavedCardRepository = ReturnType<typeof createSavedCardRepository>;
