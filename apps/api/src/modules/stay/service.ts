import {
  isSimilarPlate,
  maskPlate,
  normalizePlate,
  type PaymentProvider,
  plateMatch,
  readStoredTranslations,
  type SimilarStay,
  type SimilarStayPage,
  type StaySession,
  similarPlateKeys,
  stayStatusAt,
  toMajorUnits,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import { findPricedStay } from './priced-stay-repository.js';
import { createStayRepository, type ListedStayRow } from './repository.js';

/** Spec section 8: the access-control home's miss. */
const PLATE_NOT_FOUND = 'License plate not found. Enter again.';
const plateNotFound = () => new AppError('PLATE_NOT_FOUND', PLATE_NOT_FOUND);
const stayNotFound = () => new AppError('STAY_NOT_FOUND', 'Stay not found');

/** A listed stay: its plate as the 071 mask, or as `shown` for the plate typed (decision 083). */
const toListed = (row: ListedStayRow, shown?: string): SimilarStay => ({
  sessionId: row.id,
  licensePlateMasked: row.plate ? (shown ?? maskPlate(row.plate)) : null,
  actualStart: row.actualStart.toISOString(),
});

function page(
  rows: ListedStayRow[],
  { take, skip }: { take: number; skip: number },
  shown?: Map<ListedStayRow, string>,
): SimilarStayPage {
  return {
    data: rows.slice(skip, skip + take).map((row) => toListed(row, shown?.get(row))),
    totalPages: Math.ceil(rows.length / take),
  };
}

/** Earlier entry first, then the id: the last tie-break, so that an order is always one. */
const longestInside = (a: ListedStayRow, b: ListedStayRow) =>
  a.actualStart.getTime() - b.actualStart.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Nearest entry to `around` first, then (and without `around`) the longest inside. */
function entryNear(around: Date | null) {
  const distance = (row: ListedStayRow) =>
    around ? Math.abs(row.actualStart.getTime() - around.getTime()) : 0;
  return (a: ListedStayRow, b: ListedStayRow) => distance(a) - distance(b) || longestInside(a, b);
}

export type StayServiceOptions = {
  db: Database;
  now?: () => Date;
  /** Money an embedded sandbox took counts as paid: sandbox mode (docs/decisions/073). */
  sandboxMoney: boolean;
};

/** The visitor's lookups of a stay (spec section 7; docs/decisions/056). */
export function createStayService({
  db,
  now = () => new Date(),
  sandboxMoney,
}: StayServiceOptions) {
  const repository = createStayRepository(db);

  /**
   * A stay priced now. Its plate is masked unless the visitor typed it (the plate lookup): a
   * similar-plates list hands out ids, and an id must not reveal more than the list did.
   */
  async function session(
    customerId: string,
    stayId: string,
    { revealPlate = false }: { revealPlate?: boolean } = {},
  ): Promise<StaySession> {
    const priced = await findPricedStay(db, stayId, { sandboxMoney });
    if (!priced || priced.customerId !== customerId) throw stayNotFound();
    const status = stayStatusAt({ ...priced, at: now() });
    return {
      sessionId: priced.id,
      customerId: priced.customerId,
      credential: priced.plate
        ? {
            type: 'LICENSE_PLATE',
            localIdentifier: revealPlate ? priced.plate : maskPlate(priced.plate),
          }
        : null,
      place: {
        placeId: priced.placeId,
        name: priced.placeName,
        timezone: priced.timezone,
        addressLine1: priced.addressLine1,
        translations: readStoredTranslations(priced.placeTranslations, ['name']),
      },
      actualStart: priced.actualStart.toISOString(),
      actualEnd: priced.actualEnd?.toISOString() ?? null,
      duration: status.durationMinutes,
      stayAmount: toMajorUnits(status.amountDueMinor),
      amountDueMinor: status.amountDueMinor,
      amountPaidMinor: status.amountPaidMinor,
      currencyCode: priced.currencyCode,
      pricedAt: status.pricedAt.toISOString(),
      status: status.status,
      exitBefore: status.exitBefore?.toISOString() ?? null,
      paymentProvider: priced.paymentProvider as PaymentProvider,
      pricing: {
        freeMinutes: priced.tariff.freeMinutes,
        dailyCap: toMajorUnits(priced.tariff.dailyCapMinor),
        dailyCapMinor: priced.tariff.dailyCapMinor,
        graceMinutes: priced.tariff.graceMinutes,
      },
    };
  }

  return {
    session: (customerId: string, stayId: string) => session(customerId, stayId),

    async byPlate(customerId: string, licensePlate: string): Promise<StaySession> {
      const plate = normalizePlate(licensePlate);
      const stayId = plate ? await repository.findOpenByPlate(customerId, plate) : null;
      if (!stayId) throw plateNotFound();
      return session(customerId, stayId, { revealPlate: true });
    },

    async similar(
      customerId: string,
      query: { plateId: string; actualStart?: string | undefined; take: number; skip: number },
    ): Promise<SimilarStayPage> {
      const plate = normalizePlate(query.plateId);
      if (!plate) return { data: [], totalPages: 0 };
      const candidates = await repository.listOpenUnderKeys(customerId, similarPlateKeys(plate));
      const matches = new Map<ListedStayRow, { distance: number; shown: string }>();
      for (const row of candidates) {
        if (row.plate && isSimilarPlate(plate, row.plate)) {
          matches.set(row, plateMatch(plate, row.plate));
        }
      }
      const around = query.actualStart ? new Date(query.actualStart) : null;
      const byEntry = entryNear(around);
      const distance = (row: ListedStayRow) => matches.get(row)?.distance ?? 0;
      // Closest plate first, then nearest entry to the time given, else longest inside
      // (decision 083); each shows only the characters typed that it matches.
      const ranked = [...matches.keys()].sort((a, b) => distance(a) - distance(b) || byEntry(a, b));
      const shown = new Map([...matches].map(([row, match]) => [row, match.shown]));
      return page(ranked, query, shown);
    },

    async byTime(
      customerId: string,
      query: { from: string; to: string; take: number; skip: number },
    ): Promise<SimilarStayPage> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const rows = await repository.listOpenEnteredBetween(customerId, from, to);
      // The web asks an hour either side of the time the driver gave: nearest to it first.
      const middle = new Date((from.getTime() + to.getTime()) / 2);
      return page([...rows].sort(entryNear(middle)), query);
    },
  };
}

export type StayService = ReturnType<typeof createStayService>;
