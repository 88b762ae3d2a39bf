import {
  maskPlate,
  normalizePlate,
  type PaymentProvider,
  plateCloseness,
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

const toListed = (row: ListedStayRow): SimilarStay => ({
  sessionId: row.id,
  licensePlateMasked: row.plate ? maskPlate(row.plate) : null,
  actualStart: row.actualStart.toISOString(),
});

function page(rows: ListedStayRow[], take: number, skip: number): SimilarStayPage {
  return {
    data: rows.slice(skip, skip + take).map(toListed),
    totalPages: Math.ceil(rows.length / take),
  };
}

/** Nearest entry to `around` first; ties (and no `around`) latest entry first. */
function byEntryNear(rows: ListedStayRow[], around: Date | null): ListedStayRow[] {
  const latestFirst = [...rows].sort((a, b) => b.actualStart.getTime() - a.actualStart.getTime());
  if (!around) return latestFirst;
  const distance = (row: ListedStayRow) => Math.abs(row.actualStart.getTime() - around.getTime());
  return latestFirst.sort((a, b) => distance(a) - distance(b));
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
      const closeness = new Map<ListedStayRow, number>();
      for (const row of candidates) {
        const near = row.plate ? plateCloseness(plate, row.plate) : null;
        if (near !== null) closeness.set(row, near);
      }
      const around = query.actualStart ? new Date(query.actualStart) : null;
      // Closest first, by bucket only; within one, by entry time (decision 071).
      const ranked = byEntryNear([...closeness.keys()], around).sort(
        (a, b) => (closeness.get(a) ?? 0) - (closeness.get(b) ?? 0),
      );
      return page(ranked, query.take, query.skip);
    },

    async byTime(
      customerId: string,
      query: { from: string; to: string; take: number; skip: number },
    ): Promise<SimilarStayPage> {
      const from = new Date(query.from);
      const to = new Date(query.to);
      const rows = await repository.listOpenEnteredBetween(customerId, from, to);
      const middle = new Date((from.getTime() + to.getTime()) / 2);
      return page(byEntryNear(rows, middle), query.take, query.skip);
    },
  };
}

export type StayService = ReturnType<typeof createStayService>;
