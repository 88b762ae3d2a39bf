import { z } from 'zod';

/**
 * A card kept at the processor for one device (decision 086): what the device is shown of it,
 * never a number. `id` is ours; the processor's customer and payment method stay on the server.
 */
export const SavedCardSchema = z.object({
  id: z.string().uuid(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const SavedCardListSchema = z.object({ cards: z.array(SavedCardSchema) });
export type SavedCardList = z.infer<typeof SavedCardListSchema>;
