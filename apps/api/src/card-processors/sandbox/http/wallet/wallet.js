// The sandbox test wallet's script (docs/decisions/050): a classic script in an opaque-origin
// iframe, like the card form's. Its button opens the wallet's sheet inside the frame; confirming
// the sheet tells the parent (`authorized`, with the saved phone when asked), as Stripe's Express
// Checkout Element fires `confirm`; the parent then asks for a payment method or a confirmation
// (`submit`, the card form's protocol) and closes the sheet (`complete`). The saved card is named
// by its wallet id: no card number exists here.
(() => {
  const { post, fromParent, postHeight, announceReady, callApi } = window.parkingSandboxFrame;
  const PAID = ['succeeded', 'requires_capture', 'processing'];

  const root = document.getElementById('wallet');
  const t = JSON.parse(root.dataset.messages);
  const button = document.getElementById('wallet-button');
  const sheet = document.getElementById('wallet-sheet');
  const confirmButton = document.getElementById('sheet-confirm');
  const cancelButton = document.getElementById('sheet-cancel');
  const status = document.getElementById('sheet-status');
  const merchant = document.getElementById('sheet-merchant');
  const amount = document.getElementById('sheet-amount');
  const phoneLine = document.getElementById('sheet-phone-line');

  /** What the parent last said: enabled, amountMinor, currencyCode, amountText, merchantName, phoneRequired. */
  let config = null;
  /** closed -> open -> authorized -> closed. */
  let stage = 'closed';
  let busy = false;

  // The page's own wording of the amount (USD is written en-US there, spec section 9), else ours.
  function formatAmount(minor, currency) {
    if (typeof config?.amountText === 'string' && config.amountText !== '')
      return config.amountText;
    try {
      const format = new Intl.NumberFormat(root.dataset.locale, { style: 'currency', currency });
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(minor / 10 ** digits);
    } catch {
      return '';
    }
  }

  function render() {
    button.disabled = !config?.enabled || stage !== 'closed';
    if (!config) return;
    merchant.textContent = config.merchantName;
    amount.textContent = formatAmount(config.amountMinor, config.currencyCode);
    phoneLine.hidden = !config.phoneRequired;
  }

  function openSheet() {
    if (button.disabled) return;
    stage = 'open';
    status.textContent = '';
    confirmButton.disabled = false;
    cancelButton.disabled = false;
    button.hidden = true;
    render();
    sheet.show();
    confirmButton.focus();
    postHeight();
  }

  function closeSheet({ returnFocus }) {
    if (sheet.open) sheet.close();
    stage = 'closed';
    button.hidden = false;
    render();
    if (returnFocus) button.focus();
    postHeight();
  }

  function authorize() {
    if (stage !== 'open') return;
    stage = 'authorized';
    confirmButton.disabled = true;
    cancelButton.disabled = true;
    status.textContent = t.processing;
    post({ type: 'authorized', phone: config?.phoneRequired ? root.dataset.phone : null });
  }

  const request = (path, body) => callApi(path, body, { network: t.failed, failed: t.failed });

  /** The parent's submit, once the driver authorized: the card form's two modes. */
  async function submit(data) {
    const result = (message) => post({ type: 'result', ...message });
    if (stage !== 'authorized') {
      result({ ok: false, code: 'invalid_request', message: t.failed });
      return;
    }
    busy = true;
    try {
      const method = await request('/wallet_payment_methods', { walletCard: root.dataset.card });
      if (!method.ok) return result({ ok: false, code: method.code, message: method.message });
      const { id: paymentMethodId, brand, last4 } = method.json;
      if (data.mode !== 'confirm') return result({ ok: true, paymentMethodId, brand, last4 });
      if (!(typeof data.intentId === 'string' && typeof data.clientSecret === 'string')) {
        return result({ ok: false, code: 'invalid_request', message: t.failed });
      }
      const confirmed = await request(
        `/payment_intents/${encodeURIComponent(data.intentId)}/confirm`,
        { clientSecret: data.clientSecret, paymentMethodId },
      );
      if (!confirmed.ok)
        return result({ ok: false, code: confirmed.code, message: confirmed.message });
      const paid = PAID.includes(confirmed.json.status);
      result(
        paid
          ? { ok: true, paymentMethodId, brand, last4, status: confirmed.json.status }
          : { ok: false, code: 'card_declined', message: t.failed, status: confirmed.json.status },
      );
    } finally {
      busy = false;
    }
  }

  function configure(data) {
    const amountMinor = data.amountMinor;
    if (!(Number.isInteger(amountMinor) && amountMinor >= 0)) return;
    if (!(typeof data.currencyCode === 'string' && /^[A-Z]{3}$/.test(data.currencyCode))) return;
    config = {
      enabled: data.enabled === true,
      amountMinor,
      currencyCode: data.currencyCode,
      merchantName: typeof data.merchantName === 'string' ? data.merchantName : '',
      phoneRequired: data.phoneRequired === true,
      amountText: typeof data.amountText === 'string' ? data.amountText.slice(0, 40) : '',
    };
    // The payment changed under an open sheet (another rate, a renewal): the driver sees the new
    // amount before confirming; a sheet no longer allowed closes.
    if (stage === 'open' && !config.enabled) closeSheet({ returnFocus: true });
    render();
    postHeight();
  }

  window.addEventListener('message', (event) => {
    if (!fromParent(event)) return;
    const data = event.data;
    if (data.type === 'configure') configure(data);
    else if (data.type === 'submit' && !busy) void submit(data);
    // Paid or not, the sheet closes, as a wallet's does: the page says what happened (its
    // 'Payment failed' dialog, or the summary).
    else if (data.type === 'complete' && stage === 'authorized') closeSheet({ returnFocus: false });
  });

  button.addEventListener('click', openSheet);
  confirmButton.addEventListener('click', authorize);
  cancelButton.addEventListener('click', () => {
    if (stage === 'open') closeSheet({ returnFocus: true });
  });
  sheet.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && stage === 'open') {
      event.preventDefault();
      closeSheet({ returnFocus: true });
    }
  });

  render();
  announceReady();
})();
