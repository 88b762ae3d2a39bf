import { transientOpensLater } from '../../apps/api/src/db/seed/demo-extra-ids.ts';
import demoIds from '../../apps/api/src/db/seed/demo-ids.json' with { type: 'json' };

export { demoIds };

/** Every transient demo place, with what a driver must see on its page. */
export const transientPlaces = {
  open: { id: demoIds.places.transientOpen.id, name: 'Midtown Garage', address: '350 W 42nd St' },
  manyRates: {
    id: demoIds.places.transientManyRates.id,
    name: 'Plaza Mayor Parking',
    address: 'Calle Mayor 1',
  },
  closed: {
    id: demoIds.places.transientClosed.id,
    name: 'Riverside Lot',
    address: '601 W 26th St',
  },
  closingSoon: {
    id: demoIds.places.transientClosingSoon.id,
    name: 'Harbor Garage',
    address: '1 Water St',
  },
  opensLater: { id: transientOpensLater, name: 'Union Square Garage', address: '33 E 17th St' },
  secondOperator: {
    id: demoIds.secondCustomer.placeId,
    name: 'Aparcamiento Puerta del Sol',
    address: 'Puerta del Sol 1',
  },
} as const;

/** Texts of the two languages that the browser tests read, as the app words them. */
export const texts = {
  'en-US': {
    help: 'Help',
    closedTitle: 'Parking closed',
    exceptional: /The parking lot is exceptionally closed\. It reopens on \w+ \d{1,2}, \d{4}/,
    regular: 'The parking lot is closed right now. See the access hours.',
    closingSoonTitle: 'Temporary closure',
    closingSoon: /will be closed from \w+ \d{1,2}, \d{4}.+ to \w+ \d{1,2}, \d{4}/,
    accessHours: 'Access hours',
    weekdays: 'Mon - Fri',
    saturday: 'Sat',
    // Each language's own clock (decision 088).
    weekdayHours: '7:00 AM - 9:00 PM',
    saturdayHours: '9:00 AM - 2:00 PM',
    notFound: 'Page not found',
    contactTitle: 'Help center',
    languageGroup: 'Language',
  },
  'es-ES': {
    help: 'Ayuda',
    closedTitle: 'Aparcamiento cerrado',
    exceptional:
      /El aparcamiento está cerrado de forma excepcional\. Vuelve a abrir el \d{1,2} de \p{L}+ de \d{4}/u,
    regular: 'El aparcamiento está cerrado en este momento. Consulta el horario de acceso.',
    closingSoonTitle: 'Cierre temporal',
    closingSoon: /estará cerrado del \d{1,2} de \p{L}+ de \d{4}.+ al \d{1,2} de \p{L}+ de \d{4}/u,
    accessHours: 'Horario de acceso',
    weekdays: 'lun - vie',
    saturday: 'sáb',
    weekdayHours: '7:00 - 21:00',
    saturdayHours: '9:00 - 14:00',
    notFound: 'Página no encontrada',
    contactTitle: 'Centro de ayuda',
    languageGroup: 'Idioma',
  },
} as const;

/**
 * The operator's own texts at Plaza Mayor in each language (decision 048; the seed's
 * operators/demo-parking-co.yaml): the default texts are English, Spanish readers get the translations.
 */
/** Midtown Garage's rates as each language reads them (operators/demo-parking-co.yaml). */
export const midtownTexts = {
  'en-US': { oneHour: '1 hour', plusHour: '+1 hour' },
  'es-ES': { oneHour: '1 hora', plusHour: '+1 hora' },
} as const;

export const plazaMayorTexts = {
  'en-US': {
    name: 'Plaza Mayor Parking',
    description: 'Underground car park under the historic square.',
    freeRate: '15 min free',
    halfHour: '30 minutes',
    oneHour: '1 hour',
  },
  'es-ES': {
    name: 'Aparcamiento Plaza Mayor',
    description: 'Aparcamiento subterráneo bajo la plaza histórica.',
    freeRate: '15 min gratis',
    halfHour: 'Media hora',
    oneHour: '1 hora',
  },
} as const;
