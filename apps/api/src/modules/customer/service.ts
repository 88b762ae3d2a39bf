import {
  type CustomerPlace,
  CustomerPlaceSchema,
  CustomerSchema,
  isServedBySandbox,
  PLACE_INCLUDES,
  type PlaceInclude,
  readStoredTranslations,
} from '@parking/domain';
import {
  type ConfigChangeFeed,
  clearOnConfigChange,
  placeIdBeforeBar,
} from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import { AppError, customerNotFound, placeNotFound } from '#api/errors.js';
import { type PreparedJson, prepareJson } from '#api/lib/json-response.js';
import { createTtlCache } from '#api/lib/ttl-cache.js';
import {
  toCustomer,
  toCustomerCore,
  toOrganization,
  toPeriods,
  toPlaceSettings,
  toRate,
} from './mappers.js';
import { createCustomerRepository } from './repository.js';

export type CustomerServiceOptions = {
  db: Database;
  /** How long an assembled place response is reused, unless a configuration change drops it. */
  placeCacheTtlMs: number;
  configChanges: ConfigChangeFeed;
  /** A real gateway serves the signed-redirect kind (REDSYS_*): it is no sandbox then. */
  realRedirectGateway: boolean;
};

/** The includes in their canonical order, without repeats: one cache key per real request. */
function canonicalIncludes(includes: Iterable<PlaceInclude>): PlaceInclude[] {
  const wanted = new Set(includes);
  return PLACE_INCLUDES.filter((include) => wanted.has(include));
}

export function createCustomerService({
  db,
  placeCacheTtlMs,
  configChanges,
  realRedirectGateway,
}: CustomerServiceOptions) {
  const repository = createCustomerRepository(db);
  const servedBySandbox = (
    payments: Omit<Parameters<typeof isServedBySandbox>[0], 'realRedirectGateway'>,
  ) => isServedBySandbox({ ...payments, realRedirectGateway });
  const placeCache = createTtlCache<PreparedJson<CustomerPlace>>({
    ttlMs: placeCacheTtlMs,
    maxEntries: 2000,
  });
  clearOnConfigChange(configChanges, placeCache, placeIdBeforeBar);

  async function loadCustomerPlace(
    placeId: string,
    includes: PlaceInclude[],
  ): Promise<PreparedJson<CustomerPlace> | undefined> {
    const row = await repository.findPlaceWithCustomer(placeId);
    if (!row) return undefined;
    const has = (include: PlaceInclude) => includes.includes(include);
    // Independent reads: PostgreSQL runs them on several pooled connections at once.
    const [addresses, images, rateLines, periodRows, vehicleTypes, serviceTypes, closingDays] =
      await Promise.all([
        has('place') ? repository.listAddresses(placeId) : undefined,
        has('placeImages') ? repository.listImages(placeId) : undefined,
        has('rate') ? repository.listPurchasableRateLines(placeId) : undefined,
        has('placePeriod') ? repository.listPeriodsWithRanges(placeId) : undefined,
        has('placeVehicleType') ? repository.listVehicleTypes(placeId) : undefined,
        has('placeServiceType') ? repository.listServiceTypes(placeId) : undefined,
        has('closingDays') ? repository.listClosingDays(placeId) : undefined,
      ]);

    const response: CustomerPlace = {
      ...toCustomerCore(row),
      // The place's own terms win over the operator's general ones.
      termsUrl: row.placeTermsUrl ?? row.termsUrl,
    };
    if (has('organization')) response.organization = toOrganization(row);
    if (addresses) {
      response.place = {
        placeId: row.placeId,
        name: row.placeName,
        description: row.placeDescription,
        spacesTotal: row.spacesTotal,
        timezone: row.timezone,
        addresses: addresses.map((a) => ({
          addressLine1: a.addressLine1,
          addressLine2: a.addressLine2,
          city: a.city,
          postalCode: a.postalCode,
          countryCode: a.countryCode,
          translations: readStoredTranslations(a.translations, ['addressLine1']),
        })),
        translations: readStoredTranslations(row.placeTranslations, ['name', 'description']),
      };
    }
    if (images) {
      response.placeImages = images.map((i) => ({ placeImageId: i.id, url: i.url, alt: i.alt }));
    }
    if (rateLines) response.rate = rateLines.map(toRate);
    if (periodRows) response.placePeriod = toPeriods(periodRows);
    if (vehicleTypes) response.placeVehicleType = vehicleTypes as CustomerPlace['placeVehicleType'];
    if (serviceTypes) response.placeServiceType = serviceTypes as CustomerPlace['placeServiceType'];
    if (has('settings')) response.settings = toPlaceSettings(row);
    if (has('paymentProvider')) response.paymentProvider = row.paymentProvider;
    if (closingDays) response.closingDays = closingDays;
    if (servedBySandbox(row)) response.testMode = true;
    // Parsing checks the icons and every other constraint of the contract once per load.
    return prepareJson(CustomerPlaceSchema, response);
  }

  /** GET customer/place/{placeId}: served from the cache for placeCacheTtlMs. */
  async function getCustomerPlace(
    placeId: string,
    includes: PlaceInclude[],
  ): Promise<PreparedJson<CustomerPlace>> {
    const canonical = canonicalIncludes(includes);
    const key = `${placeId.toLowerCase()}|${canonical.join(',')}`;
    const json = await placeCache.get(key, () => loadCustomerPlace(placeId, canonical));
    if (!json) throw placeNotFound();
    return json;
  }

  async function getCustomer(customerId: string): Promise<PreparedJson> {
    const [row, payments] = await Promise.all([
      repository.findCustomer(customerId),
      repository.listPlacePayments(customerId),
    ]);
    if (!row) throw customerNotFound();
    const testMode = payments.some(servedBySandbox) ? { testMode: true as const } : {};
    return prepareJson(CustomerSchema, { ...toCustomer(row), ...testMode });
  }

  return {
    getCustomer,

    getCustomerPlace,

    /**
     * The URL of a place's first photo, for the preload of its entry page's HTML: read from the
     * very document the page then asks for (same includes, same cache entry, warmed by this).
     */
    async firstPlaceImage(placeId: string): Promise<string | null> {
      const place = await getCustomerPlace(placeId, [...PLACE_INCLUDES]);
      return place.value.placeImages?.[0]?.url ?? null;
    },

    /**
     * The document a flow's entry page reads, under the web app's query key (decision 065), or
     * null when the place or customer does not exist (the page then says so itself).
     */
    async entryPageData(page: {
      flow: 'transient' | 'reservation' | 'permit' | 'accessControl';
      id: string;
    }): Promise<{ queryKey: readonly unknown[]; json: PreparedJson } | null> {
      try {
        if (page.flow === 'accessControl') {
          return { queryKey: ['customer', page.id], json: await getCustomer(page.id) };
        }
        const json = await getCustomerPlace(page.id, [...PLACE_INCLUDES]);
        return { queryKey: ['customer-place', page.id], json };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },

    /** For the operator console: the next read of this place is fresh. */
    invalidatePlace(placeId: string) {
      const prefix = `${placeId.toLowerCase()}|`;
      placeCache.invalidate((key) => key.startsWith(prefix));
    },

    /** After a change that touches many places (customer branding, organisation). */
    invalidateAllPlaces() {
      placeCache.invalidate();
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
