/**
 * The demo operators' texts in the other offered language (docs/decisions/048): the default
 * columns keep the texts the places were seeded with (English for Demo Parking Co, Spanish for
 * Aparcamientos Sol), and these are the translations beside them, by place key, then by the
 * default text. A text missing here falls back to the default, as an operator's would.
 */
type Texts = { 'es-ES'?: Record<string, string>; 'en-US'?: Record<string, string> };

type PlaceTexts = {
  place?: Texts;
  address?: Texts;
  /** Rate name (default text) to its name per language. */
  rates?: Record<string, Texts>;
};

const es = (name: string): Texts => ({ 'es-ES': { name } });
const en = (name: string): Texts => ({ 'en-US': { name } });

export const DEMO_TRANSLATIONS: Record<string, PlaceTexts> = {
  midtown: {
    place: {
      'es-ES': {
        description: 'Garaje cubierto a dos manzanas de Times Square, abierto las 24 horas.',
      },
    },
    rates: {
      '1 hour': es('1 hora'),
      '2 hours': es('2 horas'),
      'All day': es('Todo el día'),
      '+30 min': es('+30 min'),
      '+1 hour': es('+1 hora'),
    },
  },
  'plaza-mayor': {
    place: {
      'es-ES': {
        name: 'Aparcamiento Plaza Mayor',
        description: 'Aparcamiento subterráneo bajo la plaza histórica.',
      },
    },
    rates: {
      '15 min free': es('15 min gratis'),
      '30 minutes': es('Media hora'),
      '1 hour': es('1 hora'),
      '90 minutes': es('Hora y media'),
      '2 hours': es('2 horas'),
      '3 hours': es('3 horas'),
      '4 hours': es('4 horas'),
      '6 hours': es('6 horas'),
      '8 hours': es('8 horas'),
      '12 hours': es('12 horas'),
      'Until midnight': es('Hasta medianoche'),
      'Early bird (in before 9:00, out by 19:00)': es(
        'Madrugador (entrada antes de las 9:00, salida hasta las 19:00)',
      ),
      '+30 min': es('+30 min'),
      '+1 hour': es('+1 hora'),
    },
  },
  riverside: {
    place: {
      'es-ES': { description: 'Aparcamiento al aire libre junto al Hudson River Greenway.' },
    },
    rates: { '1 hour': es('1 hora'), '3 hours': es('3 horas') },
  },
  harbor: {
    place: { 'es-ES': { description: 'Garaje junto a la terminal del ferri.' } },
    rates: {
      '1 hour': es('1 hora'),
      '3 hours': es('3 horas'),
      '20 min drop-off': es('20 min para dejar o recoger'),
    },
  },
  lax: {
    place: {
      'es-ES': {
        description: 'Reserva con antelación: lanzadera gratuita a todas las terminales de LAX.',
      },
    },
    rates: {
      '1 hour': es('1 hora'),
      '3 hours': es('3 horas'),
      '6 hours': es('6 horas'),
      Daily: es('Diaria'),
    },
  },
  'union-square': {
    place: { 'es-ES': { description: 'Abre pronto junto al parque de Union Square.' } },
    rates: { '1 hour': es('1 hora'), '2 hours': es('2 horas') },
  },
  'city-center': {
    place: {
      'es-ES': {
        description: 'Abonos mensuales para residentes y para quienes vienen a trabajar.',
      },
    },
    rates: { 'Monthly permit': es('Abono mensual') },
  },
  gated: {
    place: {
      'es-ES': {
        name: 'Aparcamiento con barrera (demo)',
        description: 'Aparcamiento con barrera: paga tu estancia por matrícula antes de salir.',
      },
    },
  },
  'puerta-del-sol': {
    place: {
      'en-US': {
        name: 'Puerta del Sol Car Park',
        description: 'Public car park right in the centre of Madrid.',
      },
    },
    rates: { '1 hora': en('1 hour'), '3 horas': en('3 hours') },
  },
  'sol-barrera': {
    place: {
      'en-US': {
        name: 'Sol Barrier Car Park',
        description: 'Barrier-controlled car park: pay your stay by plate before leaving.',
      },
    },
  },
};
