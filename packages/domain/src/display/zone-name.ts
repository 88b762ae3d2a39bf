/**
 * A place's time zone as a driver reads it, by its city: 'Los Angeles time', 'hora de Madrid',
 * never the raw id ('America/Los_Angeles'). Intl's own names are regions ('Pacific Time',
 * 'hora del Pacífico'), which do not say whose clock it is; the id's last part is the zone's
 * main city. The cities whose Spanish name differs from the id's are named here.
 */
const SPANISH_CITY_NAMES: Readonly<Record<string, string>> = {
  'Los Angeles': 'Los Ángeles',
  'New York': 'Nueva York',
  London: 'Londres',
  'Mexico City': 'Ciudad de México',
  'Sao Paulo': 'São Paulo',
  Lisbon: 'Lisboa',
  Canary: 'Canarias',
};

/** The city part of a zone id: 'America/Argentina/Buenos_Aires' gives 'Buenos Aires'. */
function cityOf(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

export function formatZoneName({ timeZone, locale }: { timeZone: string; locale: string }) {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const city = cityOf(timeZone);
  if (locale.startsWith('es')) return `hora de ${SPANISH_CITY_NAMES[city] ?? city}`;
  return `${city} time`;
}
