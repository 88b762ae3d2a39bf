/**
 * The shapes the gateway writes its answer's fields in (its notification guide; redsys-easy's
 * RestNotificationOutputParams: Ds_Date DD/MM/YYYY, Ds_Hour HH:MM). A signed value of another
 * shape is bad contents (decision 069), as a NUL is: '99/99/9999' is no day.
 */
export const REQUIRED_SHAPES = {
  Ds_Order: /^[0-9A-Za-z]{4,12}$/,
  Ds_Amount: /^\d{1,12}$/,
  Ds_Response: /^\d{1,4}$/,
  Ds_MerchantCode: /^\d{1,9}$/,
  Ds_Terminal: /^\d{1,3}$/,
  Ds_Currency: /^\d{3}$/,
} as const;

/** A day of the calendar written DD/MM/YYYY (31/02 is not one). */
export function isGatewayDate(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A time of day written HH:MM, 00:00 to 23:59. */
export const isGatewayHour = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * Ds_Date and Ds_Hour are checked when present: the REST interface's answers (refunds) carry
 * neither, and nothing we do depends on them.
 */
export const OPTIONAL_SHAPES = { Ds_Date: isGatewayDate, Ds_Hour: isGatewayHour } as const;
