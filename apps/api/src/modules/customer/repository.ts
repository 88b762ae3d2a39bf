import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { isGatedPlace } from '#api/db/queries/gated-tariff.js';
import { hasOwnAccount } from '#api/db/queries/own-account.js';
import { selectPlaceWithOwner } from '#api/db/queries/place-owner.js';
import { type RateLineRow, selectActiveRateLines } from '#api/db/queries/rate-lines.js';
import {
  closingDay,
  customer,
  customerSettings,
  organization,
  period,
  periodTimeRange,
  place,
  placeAddress,
  placeImage,
  placeServiceType,
  placeSettings,
  placeVehicleType,
  serviceType,
  vehicleType,
} from '#api/db/schema/index.js';

/** The ids of a customer's places, in display order, as one column of the customer row. */
const placeIdsOf = (customerId: typeof customer.id) =>
  sql<
    string[]
  >`array(select p2.id::text from ${place} p2 where p2.customer_id = ${customerId} order by p2.position, p2.name)`;

/**
 * The customer's gated lots (a gated tariff in force makes a lot gated) as one JSON column: the
 * access-control area's welcome and the time zone of its search by entry time.
 */
const gatedPlacesOf = (customerId: typeof customer.id) =>
  sql<
    { placeId: string; name: string; timezone: string; translations: unknown }[]
  >`coalesce((select json_agg(json_build_object('placeId', p3.id, 'name', p3.name, 'timezone', p3.timezone, 'translations', p3.translations) order by p3.position, p3.name) from ${place} p3 where p3.customer_id = ${customerId} and ${isGatedPlace(sql`p3.id`)}), '[]'::json)`;

const customerColumns = {
  customerId: customer.id,
  name: customer.name,
  description: customer.description,
  organizationId: customer.organizationId,
  landingUrl: customer.landingUrl,
  logoUrl: customer.logoUrl,
  primaryColor: customer.primaryColor,
  secondaryColor: customer.secondaryColor,
  contactPhone: customer.contactPhone,
  contactEmail: customer.contactEmail,
  termsUrl: customer.termsUrl,
  languages: customer.languages,
  placeIds: placeIdsOf(customer.id),
  organizationName: organization.name,
  defaultCurrencyCode: organization.defaultCurrencyCode,
  defaultMeasurementUnit: organization.defaultMeasurementUnit,
  organizationDateFormat: organization.defaultDateFormat,
  defaultCountryCode: organization.defaultCountryCode,
  customerSettingsId: customerSettings.id,
  customerAllowSms: customerSettings.allowSms,
  customerDefaultSms: customerSettings.defaultSms,
  customerExpireMinutes: customerSettings.expireMinutes,
  customerVehicleLookup: customerSettings.vehicleLookup,
  customerAllowExtensions: customerSettings.allowExtensions,
  customerSimilarPlatesOnMiss: customerSettings.similarPlatesOnMiss,
};

/** Reads of the customer and place records. One query per collection: never one per row. */
export function createCustomerRepository(db: Database) {
  return {
    async findCustomer(customerId: string) {
      const rows = await db
        .select({ ...customerColumns, gatedPlaces: gatedPlacesOf(customer.id) })
        .from(customer)
        .innerJoin(organization, eq(organization.id, customer.organizationId))
        .leftJoin(customerSettings, eq(customerSettings.customerId, customer.id))
        .where(eq(customer.id, customerId))
        .limit(1);
      return rows[0];
    },

    /** How each place of the customer is paid: is any served by a sandbox (decision 073)? */
    listPlacePayments(customerId: string) {
      return db
        .select({
          paymentProvider: place.paymentProvider,
          paymentGateway: place.paymentGateway,
          ownAccount: hasOwnAccount,
        })
        .from(place)
        .where(eq(place.customerId, customerId));
    },

    /** The place with its customer, organisation and both settings rows, in one query. */
    async findPlaceWithCustomer(placeId: string) {
      const rows = await selectPlaceWithOwner(db, {
        ...customerColumns,
        placeId: place.id,
        placeName: place.name,
        placeDescription: place.description,
        placeTranslations: place.translations,
        spacesTotal: place.spacesTotal,
        timezone: place.timezone,
        placeTermsUrl: place.termsUrl,
        paymentProvider: place.paymentProvider,
        paymentGateway: place.paymentGateway,
        ownAccount: hasOwnAccount,
        placeSettingsId: placeSettings.id,
        placeDateFormat: placeSettings.defaultDateFormat,
        placeExpireMinutes: placeSettings.expireMinutes,
        placeAllowExtensions: placeSettings.allowExtensions,
        placeAllowSms: placeSettings.allowSms,
        placeDefaultSms: placeSettings.defaultSms,
        placeVehicleLookup: placeSettings.vehicleLookup,
        bookingCancelBeforeMinutes: placeSettings.bookingCancelBeforeMinutes,
      })
        .leftJoin(customerSettings, eq(customerSettings.customerId, customer.id))
        .leftJoin(placeSettings, eq(placeSettings.placeId, place.id))
        .where(eq(place.id, placeId))
        .limit(1);
      return rows[0];
    },

    listAddresses(placeId: string) {
      return db
        .select()
        .from(placeAddress)
        .where(eq(placeAddress.placeId, placeId))
        .orderBy(asc(placeAddress.position), asc(placeAddress.id));
    },

    listImages(placeId: string) {
      return db
        .select()
        .from(placeImage)
        .where(eq(placeImage.placeId, placeId))
        .orderBy(asc(placeImage.position), asc(placeImage.id));
    },

    /** Active purchasable rates (not extensions or permits), one row per rate line. */
    listPurchasableRateLines(placeId: string) {
      return selectActiveRateLines(db, { placeId, types: ['FLAT_RATE', 'FLAT_RATE_TIER'] });
    },

    /** Periods with their time ranges (left join: a period without ranges is all day). */
    listPeriodsWithRanges(placeId: string) {
      return db
        .select({
          periodId: period.id,
          type: period.type,
          startOfPeriod: period.startOfPeriod,
          endOfPeriod: period.endOfPeriod,
          applicableDay: periodTimeRange.applicableDay,
          startMinute: periodTimeRange.startMinute,
          endMinute: periodTimeRange.endMinute,
        })
        .from(period)
        .leftJoin(periodTimeRange, eq(periodTimeRange.periodId, period.id))
        .where(eq(period.placeId, placeId))
        .orderBy(
          asc(period.type),
          asc(period.startOfPeriod),
          asc(period.id),
          asc(periodTimeRange.position),
          asc(periodTimeRange.startMinute),
        );
    },

    listVehicleTypes(placeId: string) {
      return db
        .select({ vehicleTypeId: vehicleType.id, name: vehicleType.name, icon: vehicleType.icon })
        .from(placeVehicleType)
        .innerJoin(vehicleType, eq(vehicleType.id, placeVehicleType.vehicleTypeId))
        .where(eq(placeVehicleType.placeId, placeId))
        .orderBy(asc(placeVehicleType.position), asc(vehicleType.name));
    },

    listServiceTypes(placeId: string) {
      return db
        .select({ serviceTypeId: serviceType.id, name: serviceType.name, icon: serviceType.icon })
        .from(placeServiceType)
        .innerJoin(serviceType, eq(serviceType.id, placeServiceType.serviceTypeId))
        .where(eq(placeServiceType.placeId, placeId))
        .orderBy(asc(placeServiceType.position), asc(serviceType.name));
    },

    listClosingDays(placeId: string) {
      return db
        .select({ date: closingDay.date, reason: closingDay.reason })
        .from(closingDay)
        .where(eq(closingDay.placeId, placeId))
        .orderBy(asc(closingDay.date));
    },
  };
}

type CustomerRepository = ReturnType<typeof createCustomerRepository>;
export type CustomerWithGatedPlacesRow = NonNullable<
  Awaited<ReturnType<CustomerRepository['findCustomer']>>
>;
/** The customer's own columns, which the place reads carry too. */
export type CustomerRow = Omit<CustomerWithGatedPlacesRow, 'gatedPlaces'>;
export type PlaceWithCustomerRow = NonNullable<
  Awaited<ReturnType<CustomerRepository['findPlaceWithCustomer']>>
>;
export type { RateLineRow };
export type PeriodRangeRow = Awaited<
  ReturnType<CustomerRepository['listPeriodsWithRanges']>
>[number];
