/** The product's own name, used when neither a place nor an organisation names the page. */
export const PRODUCT_NAME = 'Parking payments';

/** Spec section 2: the place name, else the organisation name, else the product name. */
export function pageTitle({
  placeName,
  organizationName,
}: {
  placeName?: string | null | undefined;
  organizationName?: string | null | undefined;
}): string {
  return placeName?.trim() || organizationName?.trim() || PRODUCT_NAME;
}
