// The sandbox card form's script: a classic script (the page is an opaque-origin iframe) that
// checks the card as processors do, talks to its parent only through postMessage
// (docs/decisions/030-payments-architecture.md) and sends the card number only to the sandbox.
// The rules repeat apps/api/src/payments/sandbox/card-rules.ts, which the server applies again.
(() => {
  const SOURCE = 'parking-sandbox';
  const API = '/api/sandbox/v1';

  const MESSAGES = {
    'en-US': {
      numberIncomplete: 'Your card number is incomplete.',
      numberInvalid: 'Your card number is invalid.',
      brandUnsupported: 'Your card brand is not supported.',
      expiryIncomplete: "Your card's expiration date is incomplete.",
      expiryMonthInvalid: "Your card's expiration month is invalid.",
      expiryPast: "Your card's expiration date is in the past.",
      expiryYearInvalid: "Your card's expiration year is invalid.",
      cvcIncomplete: "Your card's security code is incomplete.",
      declined: 'Your card was declined.',
      network: 'The card could not be sent. Check your connection and try again.',
      failed: 'The payment could not be completed. Please try again.',
    },
    'es-ES': {
      numberIncomplete: 'El número de tarjeta está incompleto.',
      numberInvalid: 'El número de tarjeta no es válido.',
      brandUnsupported: 'Esta marca de tarjeta no se admite.',
      expiryIncomplete: 'La fecha de caducidad está incompleta.',
      expiryMonthInvalid: 'El mes de caducidad no es válido.',
      expiryPast: 'La fecha de caducidad ya ha pasado.',
      expiryYearInvalid: 'El año de caducidad no es válido.',
      cvcIncomplete: 'El código de seguridad está incompleto.',
      declined: 'Tu tarjeta ha sido rechazada.',
      network: 'No se pudo enviar la tarjeta. Comprueba tu conexión e inténtalo de nuevo.',
      failed: 'No se pudo completar el pago. Inténtalo de nuevo.',
    },
  };
  const BRAND_NAMES = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'Amex',
    discover: 'Discover',
  };
  const LENGTHS = { visa: [13, 16, 19], mastercard: [16], amex: [15], discover: [16, 19] };
  const PAID = ['succeeded', 'requires_capture', 'processing'];

  const locale = document.documentElement.lang === 'en-US' ? 'en-US' : 'es-ES';
  const t = MESSAGES[locale];
  const form = document.getElementById('card-form');
  const fieldset = document.getElementById('card-fields');
  const brandBadge = document.getElementById('card-brand');
  const inputs = {
    number: document.getElementById('card-number'),
    expiry: document.getElementById('card-expiry'),
    cvc: document.getElementById('card-cvc'),
  };
  const errors = {
    number: document.getElementById('card-number-error'),
    expiry: document.getElementById('card-expiry-error'),
    cvc: document.getElementById('card-cvc-error'),
  };
  /** Fields whose error is shown: after the first blur or submit, then live while typing. */
  const touched = { number: false, expiry: false, cvc: false };
  let busy = false;
  let lastChange = '';

  // --- rules -----------------------------------------------------------------------------

  const digitsOf = (value) => value.replace(/\D/g, '');

  function detectBrand(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^3[47]/.test(digits)) return 'amex';
    const first2 = Number(digits.slice(0, 2));
    const first4 = Number(digits.slice(0, 4));
    if (digits.length >= 2 && first2 >= 51 && first2 <= 55) return 'mastercard';
    if (digits.length >= 4 && first4 >= 2221 && first4 <= 2720) return 'mastercard';
    const first3 = Number(digits.slice(0, 3));
    const first6 = Number(digits.slice(0, 6));
    if (/^6011/.test(digits) || /^65/.test(digits)) return 'discover';
    if (digits.length >= 3 && first3 >= 644 && first3 <= 649) return 'discover';
    if (digits.length >= 6 && first6 >= 622126 && first6 <= 622925) return 'discover';
    return null;
  }

  function luhnValid(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  }

  const maxLength = (brand) => (brand ? Math.max(...LENGTHS[brand]) : 19);

  function checkNumber(digits) {
    if (digits.length === 0) return t.numberIncomplete;
    const brand = detectBrand(digits);
    // Too few digits to know the brand yet: incomplete rather than unsupported.
    if (!brand) return digits.length < 6 ? t.numberIncomplete : t.brandUnsupported;
    if (digits.length < Math.min(...LENGTHS[brand])) return t.numberIncomplete;
    if (!LENGTHS[brand].includes(digits.length) || !luhnValid(digits)) return t.numberInvalid;
    return null;
  }

  function parseExpiry(value) {
    const digits = digitsOf(value);
    return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2, 4)), digits };
  }

  function checkExpiry(value) {
    const { month, year, digits } = parseExpiry(value);
    if (digits.length < 4) return t.expiryIncomplete;
    if (month < 1 || month > 12) return t.expiryMonthInvalid;
    const now = new Date();
    const fullYear = 2000 + year;
    if (fullYear * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) return t.expiryPast;
    if (fullYear > now.getFullYear() + 50) return t.expiryYearInvalid;
    return null;
  }

  function checkCvc(value, brand) {
    const length = brand === 'amex' ? 4 : 3;
    return new RegExp(`^\\d{${length}}$`).test(value) ? null : t.cvcIncomplete;
  }

  function problems() {
    const digits = digitsOf(inputs.number.value);
    const brand = detectBrand(digits);
    return {
      number: checkNumber(digits),
      expiry: checkExpiry(inputs.expiry.value),
      cvc: checkCvc(inputs.cvc.value, brand),
    };
  }

  // --- formatting ------------------------------------------------------------------------

  function groupNumber(digits, brand) {
    const sizes = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
    const groups = [];
    let start = 0;
    for (const size of sizes) {
      if (start >= digits.length) break;
      groups.push(digits.slice(start, start + size));
      start += size;
    }
    return groups.join(' ');
  }

  /** Rewrites a field's value and keeps the caret after the same number of digits. */
  function reformat(input, format) {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
    const next = format(input.value);
    if (next === input.value) return;
    input.value = next;
    let position = 0;
    let seen = 0;
    while (position < next.length && seen < digitsBeforeCaret) {
      if (/\d/.test(next[position])) seen++;
      position++;
    }
    // Past the last digit, the caret goes after a trailing separator (the ' / ' after the month).
    if (!/\d/.test(next.slice(position))) position = next.length;
    if (document.activeElement === input) input.setSelectionRange(position, position);
  }

  function formatNumber(value) {
    const digits = digitsOf(value);
    const brand = detectBrand(digits);
    return groupNumber(digits.slice(0, maxLength(brand)), brand);
  }

  function formatExpiry(value, deleting) {
    let digits = digitsOf(value).slice(0, 4);
    if (digits.length === 1 && digits > '1') digits = `0${digits}`;
    if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
    if (digits.length === 2 && !deleting) return `${digits} / `;
    return digits;
  }

  // --- display ---------------------------------------------------------------------------

  function showError(field, message) {
    const visible = touched[field] ? message : null;
    inputs[field].setAttribute('aria-invalid', visible ? 'true' : 'false');
    if (errors[field].textContent !== (visible ?? '')) errors[field].textContent = visible ?? '';
  }

  function refresh() {
    const found = problems();
    for (const field of Object.keys(inputs)) showError(field, found[field]);
    const brand = detectBrand(digitsOf(inputs.number.value));
    brandBadge.textContent = brand ? BRAND_NAMES[brand] : '';
    brandBadge.dataset.brand = brand ?? '';
    const complete = !found.number && !found.expiry && !found.cvc;
    const change = JSON.stringify({ complete, brand });
    if (change !== lastChange) {
      lastChange = change;
      post({ type: 'change', complete, brand });
    }
    return found;
  }

  // --- parent ----------------------------------------------------------------------------

  // The parent is the web app on our own origin (frame-ancestors 'self'); this document's own
  // origin is opaque, but its URL's origin is the parent's.
  const parentOrigin = location.origin && location.origin !== 'null' ? location.origin : '*';

  function post(message) {
    window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
  }

  let lastHeight = 0;
  function postHeight() {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'resize', height });
    }
  }

  async function request(path, body) {
    let response;
    try {
      response = await fetch(`${API}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      return { ok: false, code: 'network', message: t.network };
    }
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      return { ok: false, code: 'card_error', message: t.failed, status: response.status };
    return { ok: true, json };
  }

  async function submit(data) {
    for (const field of Object.keys(touched)) touched[field] = true;
    const found = refresh();
    const firstInvalid = Object.keys(inputs).find((field) => found[field]);
    if (firstInvalid) {
      inputs[firstInvalid].focus();
      post({ type: 'result', ok: false, code: 'invalid', message: found[firstInvalid] });
      return;
    }
    const mode =
      data.mode ?? (form.dataset.kind === 'client-secret' ? 'confirm' : 'create-payment-method');
    if (
      mode === 'confirm' &&
      !(typeof data.intentId === 'string' && typeof data.clientSecret === 'string')
    ) {
      post({ type: 'result', ok: false, code: 'invalid_request', message: t.failed });
      return;
    }
    const { month, year } = parseExpiry(inputs.expiry.value);
    busy = true;
    fieldset.disabled = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const method = await request('/payment_methods', {
        number: digitsOf(inputs.number.value),
        expMonth: month,
        expYear: 2000 + year,
        cvc: inputs.cvc.value,
      });
      if (!method.ok) {
        post({ type: 'result', ok: false, code: method.code, message: method.message });
        return;
      }
      const { id: paymentMethodId, brand, last4 } = method.json;
      if (mode !== 'confirm') {
        post({ type: 'result', ok: true, paymentMethodId, brand, last4 });
        return;
      }
      const confirmed = await request(
        `/payment_intents/${encodeURIComponent(data.intentId)}/confirm`,
        {
          clientSecret: data.clientSecret,
          paymentMethodId,
        },
      );
      if (!confirmed.ok) {
        post({ type: 'result', ok: false, code: confirmed.code, message: confirmed.message });
        return;
      }
      const { status } = confirmed.json;
      if (PAID.includes(status)) {
        post({ type: 'result', ok: true, paymentMethodId, brand, last4, status });
      } else {
        post({ type: 'result', ok: false, code: 'card_declined', message: t.declined, status });
      }
    } finally {
      busy = false;
      fieldset.disabled = false;
      form.removeAttribute('aria-busy');
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    if (parentOrigin !== '*' && event.origin !== parentOrigin) return;
    const data = event.data;
    if (!data || data.source !== SOURCE || data.type !== 'submit') return;
    // One submission at a time: the parent's pay button is disabled meanwhile anyway.
    if (busy) return;
    void submit(data);
  });

  // --- fields ----------------------------------------------------------------------------

  inputs.number.addEventListener('input', () => {
    reformat(inputs.number, formatNumber);
    refresh();
  });
  inputs.expiry.addEventListener('input', (event) => {
    const deleting = typeof event.inputType === 'string' && event.inputType.startsWith('delete');
    reformat(inputs.expiry, (value) => formatExpiry(value, deleting));
    refresh();
  });
  inputs.cvc.addEventListener('input', () => {
    const brand = detectBrand(digitsOf(inputs.number.value));
    reformat(inputs.cvc, (value) => digitsOf(value).slice(0, brand === 'amex' ? 4 : 3));
    refresh();
  });
  for (const field of Object.keys(inputs)) {
    inputs[field].addEventListener('blur', () => {
      // An empty field left alone is not an error until the driver tries to pay.
      if (inputs[field].value !== '') touched[field] = true;
      refresh();
    });
  }
  form.addEventListener('submit', (event) => event.preventDefault());

  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(postHeight).observe(document.documentElement);
  }
  refresh();
  postHeight();
  post({ type: 'ready' });
})();
