/**
 * How large an operator file may be (decision 089). Past these the file is refused with the
 * path of what is too large: a file is written by people and read whole into one transaction,
 * and no operator has more.
 */
export const OPERATOR_FILE_LIMITS = {
  customers: 100,
  places: 1000,
  ratesPerPlace: 200,
  linesPerRate: 500,
  periodsPerPlace: 200,
  hoursPerPeriod: 50,
  closingDaysPerPlace: 1000,
  imagesPerPlace: 20,
  addressesPerPlace: 5,
  typesPerOrganization: 100,
  /** A name, a reason, an image's alt text. */
  nameLength: 200,
  /** A description, a translated text. */
  textLength: 1000,
  urlLength: 2000,
  keyLength: 64,
  /** Spaces of one place, minutes of a setting: far past any real one, inside an int4. */
  count: 1_000_000,
} as const;
