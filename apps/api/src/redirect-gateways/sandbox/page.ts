import type { RedirectSignedParams } from '@parking/domain';
import { escapeHtml } from '#api/lib/escape-html.js';
import { htmlDocument } from '#api/lib/html-document.js';

export type HostedPageView = {
  params: RedirectSignedParams;
  merchantName: string;
  description: string;
  /** e.g. '14,50 €', formatted for the visitor's language. */
  amount: string;
  lang: 'es' | 'en';
  error: string | null;
};

const TEXT = {
  es: {
    title: 'Pasarela de pago de pruebas',
    merchant: 'Comercio',
    concept: 'Concepto',
    amount: 'Importe',
    card: 'Número de tarjeta',
    hint: 'Tarjetas de prueba: 4242 4242 4242 4242 (pagada), 4000 0000 0000 0002 (denegada), 4000 0000 0000 3220 (aviso lento).',
    pay: 'Pagar',
    cancel: 'Cancelar',
    refusedTitle: 'Pago no admitido',
    refused:
      'Esta solicitud de pago no es válida para este comercio: sus datos o sus direcciones de vuelta no son los suyos. No se ha cobrado nada.',
  },
  en: {
    title: 'Test payment gateway',
    merchant: 'Merchant',
    concept: 'Description',
    amount: 'Amount',
    card: 'Card number',
    hint: 'Test cards: 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined), 4000 0000 0000 3220 (slow notification).',
    pay: 'Pay',
    cancel: 'Cancel',
    refusedTitle: 'Payment not accepted',
    refused:
      'This payment request is not valid for this merchant: its details or its return addresses are not its own. Nothing was charged.',
  },
} as const;

const hidden = (params: RedirectSignedParams) =>
  Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');

/** A page of the gateway: its title in the visitor's language, the body in a <main>. */
const gatewayPage = (lang: 'es' | 'en', main: string) =>
  htmlDocument({
    lang,
    title: TEXT[lang].title,
    stylesheets: ['/api/sandbox-redirect/page.css'],
    body: `<main>\n${main}\n</main>`,
    // Never had the frames' no-referrer rule: its form posts back here, then on to the merchant.
    keepsReferrer: true,
  });

/**
 * The sandbox's hosted payment page: the amount the merchant signed and a card number. Plain
 * HTML under the app's strict policy (no script, no inline style); the form posts back here.
 */
export function hostedPage(view: HostedPageView): string {
  const t = TEXT[view.lang];
  const error = view.error ? `<p role="alert" id="card-error">${escapeHtml(view.error)}</p>` : '';
  const described = view.error ? ' aria-describedby="card-error"' : '';
  return gatewayPage(
    view.lang,
    `<h1>${t.title}</h1>
<dl>
<dt>${t.merchant}</dt><dd>${escapeHtml(view.merchantName)}</dd>
<dt>${t.concept}</dt><dd>${escapeHtml(view.description)}</dd>
<dt>${t.amount}</dt><dd id="amount">${escapeHtml(view.amount)}</dd>
</dl>
<form method="post" action="/api/sandbox-redirect/pay/confirm">
${hidden(view.params)}
<label for="card">${t.card}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${described}>
${error}
<p>${t.hint}</p>
<button type="submit" name="action" value="pay">${t.pay}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button>
</form>`,
  );
}

/**
 * The page for a signed request the sandbox will not take (malformed, or sending the browser
 * to another site: decision 069), in the visitor's language, with nothing to submit.
 */
export function refusedPage(lang: 'es' | 'en'): string {
  const t = TEXT[lang];
  return gatewayPage(lang, `<h1>${t.refusedTitle}</h1>\n<p role="alert">${t.refused}</p>`);
}
