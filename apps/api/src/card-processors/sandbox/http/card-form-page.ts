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

/**
 * One field of the form (texts given escaped): its label, a digits input that says which error
 * and hint describe it, the hint or the number's brand beside it, and its error, read aloud.
 */
function cardField(field: {
  id: string;
  name: string;
  autocomplete: string;
  enterkeyhint: 'next' | 'done';
  label: string;
  placeholder: string;
  hint?: string;
  brand?: boolean;
}): string {
  const { id } = field;
  const describedBy = field.hint === undefined ? `${id}-error` : `${id}-hint ${id}-error`;
  return `<div class="field${field.brand ? ' field-number' : ''}">
<label for="${id}">${field.label}</label>
<div class="control">
<input id="${id}" name="${field.name}" type="text" autocomplete="${field.autocomplete}" inputmode="numeric" enterkeyhint="${field.enterkeyhint}" spellcheck="false" placeholder="${field.placeholder}" aria-invalid="false" aria-describedby="${describedBy}">
${field.brand ? '<span id="card-brand" class="brand" data-brand=""></span>\n' : ''}</div>
${field.hint === undefined ? '' : `<p id="${id}-hint" class="hint">${field.hint}</p>\n`}<p id="${id}-error" class="error" aria-live="polite"></p>
</div>`;
}

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
${cardField({ id: 'card-number', name: 'cardnumber', autocomplete: 'cc-number', enterkeyhint: 'next', label: t('number'), placeholder: '1234 1234 1234 1234', brand: true })}
<div class="row">
${cardField({ id: 'card-expiry', name: 'exp-date', autocomplete: 'cc-exp', enterkeyhint: 'next', label: t('expiry'), placeholder: t('expiryHint'), hint: t('expiryHint') })}
${cardField({ id: 'card-cvc', name: 'cvc', autocomplete: 'cc-csc', enterkeyhint: 'done', label: t('cvc'), placeholder: 'CVC', hint: t('cvcHint') })}
</div>
</fieldset>
<p class="test-mode">${t('testMode')}</p>
</form>
</main>`,
  });
}
