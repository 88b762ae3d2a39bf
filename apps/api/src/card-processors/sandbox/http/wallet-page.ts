import { escapeHtml } from '#api/lib/escape-html.js';
import { htmlDocument } from '#api/lib/html-document.js';
import { CARD_BRANDS } from '../card-rules.js';
import { SANDBOX_WALLET_CARDS } from '../wallet-cards.js';
import { CARD_FORM_CSP, type CardFormKind } from './card-form-page.js';
import type { CardFormLocale } from './card-form-words.js';

/**
 * The sandbox's test wallet (docs/decisions/050): Apple Pay and Google Pay's stand-in, so that
 * the express checkout runs end to end offline. Like the card form it is a page of its own in an
 * iframe sandboxed without allow-same-origin, with the same strict policy; its button opens a
 * sheet inside the frame (the wallet's own UI, as Apple Pay's sheet is the device's), which
 * holds a saved card and phone number: the page never has a card number to send.
 */
export const WALLET_CSP = CARD_FORM_CSP;

/** The phone number the test wallet holds, as a wallet hands it over (E.164) and shows it. */
export const SANDBOX_WALLET_PHONE = { e164: '+12125550123', shown: '+1 212 555 0123' } as const;

const WORDS: Record<CardFormLocale, Record<string, string>> = {
  'en-US': {
    title: 'Test wallet',
    pay: 'Pay with test wallet',
    payTo: 'Pay',
    card: 'Card',
    phone: 'Phone',
    total: 'Total',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    processing: 'Processing your payment…',
    failed: 'The payment could not be completed.',
    // One line at 320 px in both languages: the frame's height is then the same on every phone.
    testMode: 'Test mode: nothing real is charged.',
  },
  'es-ES': {
    title: 'Cartera de prueba',
    pay: 'Pagar con cartera de prueba',
    payTo: 'Pagar a',
    card: 'Tarjeta',
    phone: 'Teléfono',
    total: 'Total',
    confirm: 'Confirmar el pago',
    cancel: 'Cancelar',
    processing: 'Procesando el pago…',
    failed: 'No se pudo completar el pago.',
    testMode: 'Prueba: no se cobra nada real.',
  },
};

const [WALLET_CARD_ID, WALLET_CARD] = Object.entries(SANDBOX_WALLET_CARDS)[0] as [
  string,
  (typeof SANDBOX_WALLET_CARDS)[string],
];
const WALLET_CARD_LABEL = `${CARD_BRANDS.find((rule) => rule.brand === WALLET_CARD.brand)?.label ?? WALLET_CARD.brand} •••• ${WALLET_CARD.last4}`;

export function renderWalletPage(input: {
  locale: CardFormLocale;
  kind: CardFormKind;
  assetVersion: string;
}): string {
  const words = WORDS[input.locale];
  const t = (key: string) => escapeHtml(words[key] ?? key);
  const messages = escapeHtml(JSON.stringify(words));
  const v = encodeURIComponent(input.assetVersion);
  return htmlDocument({
    lang: input.locale,
    title: words.title ?? 'title',
    stylesheets: ['frame.css', 'wallet.css'].map((name) => `/api/sandbox/${name}?v=${v}`),
    scripts: ['frame-messages.js', 'wallet.js'].map((name) => `/api/sandbox/${name}?v=${v}`),
    body: `<main id="wallet" data-kind="${input.kind}" data-locale="${input.locale}" data-card="${escapeHtml(WALLET_CARD_ID)}" data-phone="${SANDBOX_WALLET_PHONE.e164}" data-messages="${messages}">
<h1 class="visually-hidden">${t('title')}</h1>
<button id="wallet-button" class="wallet-button" type="button" disabled>${t('pay')}</button>
<dialog id="wallet-sheet" class="sheet" aria-labelledby="sheet-title">
<h2 id="sheet-title" class="sheet-title" tabindex="-1">${t('title')}</h2>
<dl class="sheet-lines">
<div><dt>${t('payTo')}</dt><dd id="sheet-merchant"></dd></div>
<div><dt>${t('card')}</dt><dd id="sheet-card">${escapeHtml(WALLET_CARD_LABEL)}</dd></div>
<div id="sheet-phone-line" hidden><dt>${t('phone')}</dt><dd id="sheet-phone">${SANDBOX_WALLET_PHONE.shown}</dd></div>
<div class="sheet-total"><dt>${t('total')}</dt><dd id="sheet-amount"></dd></div>
</dl>
<p id="sheet-status" class="sheet-status" role="status"></p>
<div class="sheet-actions">
<button id="sheet-confirm" class="wallet-button" type="button">${t('confirm')}</button>
<button id="sheet-cancel" class="sheet-cancel" type="button">${t('cancel')}</button>
</div>
</dialog>
<p class="test-mode">${t('testMode')}</p>
</main>`,
  });
}
