import type { Locale } from '#web/lib/locale.ts';

interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface TermsContent {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: TermsSection[];
}

/**
 * The terms (spec section 1), in both languages. Kept here rather than in the translation
 * files so that this long text only loads with the terms page, never with a place page.
 */
export const TERMS: Record<Locale, TermsContent> = {
  'en-US': {
    title: 'Terms and conditions',
    lastUpdated: 'Last updated: October 14, 2025',
    intro:
      'These terms apply whenever you use this service to pay for parking. Please read them before you start a parking session.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          'The operator of this service is an independent payment platform. We are not the owner or the operator of any parking facility: each one is run by its own operator, whose name and logo you see on its pages, and who sets its rates, hours and rules.',
        ],
      },
      {
        id: 'payments',
        heading: 'Payments',
        paragraphs: [
          'Payments are final and non-refundable once a parking session starts, except at the discretion of the operator or where the law requires a refund.',
          'Check your license plate, the parking facility and the rate before you pay.',
        ],
      },
      {
        id: 'confirmation',
        heading: 'When a session is valid',
        paragraphs: [
          'A parking session is valid only after you receive its confirmation in the app, by e-mail or by SMS. Without a confirmation you have not paid.',
        ],
      },
      {
        id: 'outages',
        heading: 'Service interruptions',
        paragraphs: [
          'If the service is unavailable, that does not entitle you to park for free. Pay by the other means the parking facility offers, or do not park.',
        ],
      },
      {
        id: 'signage',
        heading: 'Signs and officials come first',
        paragraphs: [
          'The signs at the parking facility and the instructions of parking officials and the police always take precedence over the information shown in the app.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account and data',
        paragraphs: [
          'An account holds your name, e-mail address, mobile phone number, vehicle license plates and payment method. We use them to run your parking sessions, send confirmations and receipts, and meet our legal obligations.',
        ],
      },
      {
        id: 'disputes',
        heading: 'Disputes',
        paragraphs: [
          'If you have a dispute with us, first send us a written notice describing it. We will both try to resolve it informally for 45 days from that notice.',
          'If it is not resolved within those 45 days, the dispute will be settled by binding arbitration under the laws of the State of Delaware, United States.',
        ],
      },
    ],
  },
  'es-ES': {
    title: 'Términos y condiciones',
    lastUpdated: 'Última actualización: 14 de octubre de 2025',
    intro:
      'Estos términos se aplican siempre que uses este servicio para pagar el aparcamiento. Léelos antes de iniciar una sesión de aparcamiento.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quiénes somos',
        paragraphs: [
          'El operador de este servicio es una plataforma de pago independiente. No somos propietarios ni gestores de ningún aparcamiento: cada aparcamiento lo gestiona su propio operador, cuyo nombre y logotipo ves en sus páginas, y que fija sus tarifas, horarios y normas.',
        ],
      },
      {
        id: 'payments',
        heading: 'Pagos',
        paragraphs: [
          'Los pagos son definitivos y no reembolsables una vez iniciada la sesión de aparcamiento, salvo a criterio del operador o cuando la ley exija un reembolso.',
          'Comprueba la matrícula, el aparcamiento y la tarifa antes de pagar.',
        ],
      },
      {
        id: 'confirmation',
        heading: 'Cuándo es válida una sesión',
        paragraphs: [
          'Una sesión de aparcamiento solo es válida cuando recibes su confirmación en la aplicación, por correo electrónico o por SMS. Sin confirmación, no has pagado.',
        ],
      },
      {
        id: 'outages',
        heading: 'Interrupciones del servicio',
        paragraphs: [
          'Que el servicio no esté disponible no te da derecho a aparcar gratis. Paga por los otros medios que ofrezca el aparcamiento o no aparques.',
        ],
      },
      {
        id: 'signage',
        heading: 'La señalización y los agentes prevalecen',
        paragraphs: [
          'La señalización del aparcamiento y las indicaciones de los vigilantes y de los agentes de la autoridad prevalecen siempre sobre la información que muestra la aplicación.',
        ],
      },
      {
        id: 'account',
        heading: 'Tu cuenta y tus datos',
        paragraphs: [
          'Una cuenta guarda tu nombre, correo electrónico, número de móvil, matrículas de tus vehículos y método de pago. Los usamos para gestionar tus sesiones de aparcamiento, enviarte confirmaciones y recibos y cumplir nuestras obligaciones legales.',
        ],
      },
      {
        id: 'disputes',
        heading: 'Reclamaciones',
        paragraphs: [
          'Si tienes una reclamación contra nosotros, envíanos primero una notificación por escrito que la describa. Ambas partes intentaremos resolverla de manera informal durante 45 días desde esa notificación.',
          'Si no se resuelve en esos 45 días, la reclamación se resolverá mediante arbitraje vinculante conforme a las leyes del Estado de Delaware (Estados Unidos).',
        ],
      },
    ],
  },
};
