// The similar search's ranking before and after decision 083, for bench/similar-plates.ts:
// the same candidates (the index, then isSimilarPlate), ordered and shown two ways.
import {
  isSimilarPlate,
  maskPlate,
  plateMatch,
  plateSkeleton,
  similarPlateKeys,
} from '@parking/domain';
import type { createStayRepository } from '../apps/api/src/modules/stay/repository.ts';

type Row = { id: string; plate: string | null; actualStart: Date };

/** Decision 071's closeness buckets: look-alikes only 0, a character at an end 1, else 2. */
function bucketOf(typed: string, plate: string): number {
  const a = plateSkeleton(typed);
  const b = plateSkeleton(plate);
  if (a === b) return 0;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  const atEnd = longer.startsWith(shorter) || longer.endsWith(shorter);
  return shorter.length + 1 === longer.length && atEnd ? 1 : 2;
}

/** Before (decision 071): bucket, then latest entry; the list's mask ('••••••Z'). */
export function rankBefore(typed: string, rows: Row[]) {
  return rows
    .filter((row) => row.plate && isSimilarPlate(typed, row.plate))
    .map((row) => ({ row, bucket: bucketOf(typed, row.plate ?? '') }))
    .sort(
      (a, b) => a.bucket - b.bucket || b.row.actualStart.getTime() - a.row.actualStart.getTime(),
    )
    .map(({ row }) => ({ id: row.id, shown: maskPlate(row.plate ?? '') }));
}

/** After (decision 083): plateDistance, then the longest inside; only the typed characters. */
export function rankAfter(typed: string, rows: Row[]) {
  return rows
    .filter((row) => row.plate && isSimilarPlate(typed, row.plate))
    .map((row) => ({ row, ...plateMatch(typed, row.plate ?? '') }))
    .sort(
      (a, b) =>
        a.distance - b.distance || a.row.actualStart.getTime() - b.row.actualStart.getTime(),
    )
    .map(({ row, shown }) => ({ id: row.id, shown }));
}

/** One search ranked one way: its first page of six, as the service answers it. */
export async function searchRanked(
  repository: ReturnType<typeof createStayRepository>,
  customerId: string,
  typed: string,
  rank: typeof rankBefore,
) {
  const rows = await repository.listOpenUnderKeys(customerId, similarPlateKeys(typed));
  return rank(typed, rows).slice(0, 6);
}
