// The sandbox card form's script: a classic script (the page is an opaque-origin iframe) that
// checks the card as processors do (card-checks.js, loaded before it), talks to its parent only
// through postMessage (frame-messages.js; docs/decisions/030-payments-architecture.md) and sends the card number
// only to the sandbox. Its words and the accepted brands come with the page (data-messages,
// data-brands: card-form-page.ts), so that the server's card-rules.ts is their one source.
(() => {
  const { post, fromParent, announceReady, callApi } = window.parkingSandboxFrame;

  const PAID = ['succeeded', 'requires_capture', 'processing'];

  const form = document.getElementById('card-form');
  const t = JSON.parse(form.dataset.messages);
  const checks = window.parkingCardChecks({
    brands: JSON.parse(form.dataset.brands),
    messages: t,
    now: () => new Date(),
  });
  const { digitsOf, detectBrand } = checks;
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

  function problems() {
    return checks.problems({
      number: inputs.number.value,
      expiry: inputs.expiry.value,
      cvc: inputs.cvc.value,
    });
  }

  // --- formatting ------------------------------------------------------------------------

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
    brandBadge.textContent = brand ? checks.labelOf(brand) : '';
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

  const request = (path, body) => callApi(path, body, t);

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
    const { month, year } = checks.parseExpiry(inputs.expiry.value);
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
        // The processor's code ('insufficient_funds'...): the parent says why in its words.
        const code = confirmed.json.lastErrorCode || 'card_declined';
        post({ type: 'result', ok: false, code, message: t.declined, status });
      }
    } finally {
      busy = false;
      fieldset.disabled = false;
      form.removeAttribute('aria-busy');
    }
  }

  window.addEventListener('message', (event) => {
    if (!fromParent(event)) return;
    const data = event.data;
    if (data.type === 'clear' && !busy) return clearCard();
    if (data.type === 'focus') return inputs.number.focus();
    if (data.type !== 'submit') return;
    // One submission at a time: the parent's pay button is disabled meanwhile anyway.
    if (busy) return;
    void submit(data);
  });

  // --- fields ----------------------------------------------------------------------------

  /**
   * Typing that completes a field (card-checks.js isComplete) moves on to the next one if it is
   * still empty: a phone keyboard needs no tap between the number, the expiry and the CVC.
   * Only typing at the end moves on; deleting, or an edit in the middle, stays.
   */
  function advance(field, next, event) {
    const input = inputs[field];
    const typing = typeof event.inputType === 'string' && event.inputType.startsWith('insert');
    const atEnd = input.selectionStart === input.value.length;
    const values = { number: inputs.number.value, expiry: inputs.expiry.value };
    if (typing && atEnd && inputs[next].value === '' && checks.isComplete(field, values)) {
      inputs[next].focus();
    }
  }

  inputs.number.addEventListener('input', (event) => {
    reformat(inputs.number, checks.formatNumber);
    refresh();
    advance('number', 'expiry', event);
  });
  inputs.expiry.addEventListener('input', (event) => {
    const deleting = typeof event.inputType === 'string' && event.inputType.startsWith('delete');
    reformat(inputs.expiry, (value) => checks.formatExpiry(value, deleting));
    refresh();
    advance('expiry', 'cvc', event);
  });
  inputs.cvc.addEventListener('input', () => {
    const brand = detectBrand(digitsOf(inputs.number.value));
    reformat(inputs.cvc, (value) => checks.formatCvc(value, brand));
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
  // Every keystroke tells the parent the driver is at work here (its events stay in this frame).
  form.addEventListener('input', () => post({ type: 'input' }));

  /**
   * After a decline: the card is emptied for another one. The parent knows the form is now
   * incomplete, so no 'change' is posted: the next one is the driver's own typing.
   */
  function clearCard() {
    for (const field of Object.keys(inputs)) {
      inputs[field].value = '';
      touched[field] = false;
    }
    lastChange = JSON.stringify({ complete: false, brand: null });
    refresh();
  }

  refresh();
  announceReady();
})();
