import { escapeHtml } from '#api/lib/escape-html.js';
import { htmlDocument } from '#api/lib/html-document.js';
import { CARD_BRANDS } from '../card-rules.js';
import { type CardFormLocale, PAGE_WORDS, SCRIPT_MESSAGES } from './card-form-words.js';

/**
 * The sandbox's card form: an HTML page shown by the web app in an iframe with
 * sandbox="allow-scripts allow-forms" (opaque origin), so that the app's own JavaScript can never
 * read a card number. Its scripts and style are files of their own (card-form/), allowed by a
 * policy that permits nothing else: no inline code, no other origin, no form posts, and only our
 * own pages may frame it.
 */
export const CARD_FORM_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

/** The server's brand rules, as the form's script reads them (card-checks.js). */
const BRANDS_ATTRIBUTE = escapeHtml(JSON.stringify(CARD_BRANDS));

export const CARD_FORM_KINDS = ['intent', 'client-secret'] as const;
export type CardFormKind = (typeof CARD_FORM_KINDS)[number];

/** The page for one locale and kind; every text is ours, escaped all the same. */
export function renderCardFormPage(input: {
  locale: CardFormLocale;
  kind: CardFormKind;
  assetVersion: string;
}): string {
  const t = (key: string) => escapeHtml(PAGE_WORDS[input.locale][key] ?? key);
  const messages = escapeHtml(JSON.stringify(SCRIPT_MESSAGES[input.locale]));
  const v = encodeURIComponent(input.assetVersion);
  return htmlDocument({
    lang: input.locale,
    title: PAGE_WORDS[input.locale].title ?? 'title',
    stylesheets: ['frame.css', 'card-form.css'].map((name) => `/api/sandbox/${name}?v=${v}`),
    scripts: ['frame-messages.js', 'card-checks.js', 'card-form.js'].map(
      (name) => `/api/sandbox/${name}?v=${v}`,
    ),
    body: `<main>
<h1 class="visually-hidden">${t('title')}</h1>
<form id="card-form" data-kind="${input.kind}" data-brands="${BRANDS_ATTRIBUTE}" data-messages="${messages}" novalidate>
<fieldset id="card-fields">
<legend class="visually-hidden">${t('title')}</legend>
<div class="field field-number">
<label for="card-number">${t('number')}</label>
<div class="control">
<input id="card-number" name="cardnumber" type="text" autocomplete="cc-number" inputmode="numeric" enterkeyhint="next" spellcheck="false" placeholder="1234 1234 1234 1234" aria-invalid="false" aria-describedby="card-number-error">
<span id="card-brand" class="brand" data-brand=""></span>
</div>
<p id="card-number-error" class="error" aria-live="polite"></p>
</div>
<div class="row">
<div class="field">
<label for="card-expiry">${t('expiry')}</label>
<div class="control">
<input id="card-expiry" name="exp-date" type="text" autocomplete="cc-exp" inputmode="numeric" enterkeyhint="next" spellcheck="false" placeholder="${t('expiryHint')}" aria-invalid="false" aria-describedby="card-expiry-hint card-expiry-error">
</div>
<p id="card-expiry-hint" class="hint">${t('expiryHint')}</p>
<p id="card-expiry-error" class="error" aria-live="polite"></p>
</div>
<div class="field">
<label for="card-cvc">${t('cvc')}</label>
<div class="control">
<input id="card-cvc" name="cvc" type="text" autocomplete="cc-csc" inputmode="numeric" enterkeyhint="done" spellcheck="false" placeholder="CVC" aria-invalid="false" aria-describedby="card-cvc-hint card-cvc-error">
</div>
<p id="card-cvc-hint" class="hint">${t('cvcHint')}</p>
<p id="card-cvc-error" class="error" aria-live="polite"></p>
</div>
</div>
</fieldset>
<p class="test-mode">${t('testMode')}</p>
</form>
</main>`,
  });
}
