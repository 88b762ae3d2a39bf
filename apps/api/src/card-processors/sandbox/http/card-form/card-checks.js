// The sandbox card form's checks and formatting, a classic script without a page of its own
// (card-form.js uses it; http/card-form/card-checks.test.ts runs it in node's vm). The brands,
// their prefixes, lengths and code lengths are the server's (card-rules.ts CARD_BRANDS, given
// to the page as data-brands); only the Luhn sum and the expiry arithmetic are written again
// here, and the test holds them to the server's cases. The server checks every card again.
window.parkingCardChecks = ({ brands, messages, now }) => {
  const digitsOf = (value) => value.replace(/\D/g, '');

  /** The brand's rule whose prefix range holds the first digits, or undefined. */
  function ruleOf(digits) {
    return brands.find((rule) =>
      rule.prefixes.some(([from, to]) => {
        const head = digits.slice(0, from.length);
        return head.length === from.length && head >= from && head <= to;
      }),
    );
  }

  const detectBrand = (digits) => ruleOf(digits)?.brand ?? null;
  const labelOf = (brand) => brands.find((rule) => rule.brand === brand)?.label ?? '';
  const cvcLength = (brand) => brands.find((rule) => rule.brand === brand)?.cvcLength ?? 3;

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

  function checkNumber(digits) {
    if (digits.length === 0) return messages.numberIncomplete;
    const rule = ruleOf(digits);
    // Too few digits to know the brand yet: incomplete rather than unsupported.
    if (!rule) return digits.length < 6 ? messages.numberIncomplete : messages.brandUnsupported;
    if (digits.length < Math.min(...rule.lengths)) return messages.numberIncomplete;
    if (!rule.lengths.includes(digits.length) || !luhnValid(digits)) return messages.numberInvalid;
    return null;
  }

  function parseExpiry(value) {
    const digits = digitsOf(value);
    return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2, 4)), digits };
  }

  function checkExpiry(value) {
    const { month, year, digits } = parseExpiry(value);
    if (digits.length < 4) return messages.expiryIncomplete;
    if (month < 1 || month > 12) return messages.expiryMonthInvalid;
    const today = now();
    const fullYear = 2000 + year;
    if (fullYear * 12 + month - 1 < today.getFullYear() * 12 + today.getMonth()) {
      return messages.expiryPast;
    }
    if (fullYear > today.getFullYear() + 50) return messages.expiryYearInvalid;
    return null;
  }

  function checkCvc(value, brand) {
    return new RegExp(`^\\d{${cvcLength(brand)}}$`).test(value) ? null : messages.cvcIncomplete;
  }

  /** Each field's problem (a message) or null, for the values as typed. */
  function problems({ number, expiry, cvc }) {
    const digits = digitsOf(number);
    return {
      number: checkNumber(digits),
      expiry: checkExpiry(expiry),
      cvc: checkCvc(cvc, detectBrand(digits)),
    };
  }

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

  function formatNumber(value) {
    const digits = digitsOf(value);
    const rule = ruleOf(digits);
    const maxLength = rule ? Math.max(...rule.lengths) : 19;
    return groupNumber(digits.slice(0, maxLength), rule?.brand ?? null);
  }

  function formatExpiry(value, deleting) {
    let digits = digitsOf(value).slice(0, 4);
    if (digits.length === 1 && digits > '1') digits = `0${digits}`;
    if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
    if (digits.length === 2 && !deleting) return `${digits} / `;
    return digits;
  }

  const formatCvc = (value, brand) => digitsOf(value).slice(0, cvcLength(brand));

  /**
   * Whether the driver is done with a field, so that the form may move on to the next: the
   * number when valid (Luhn, a length of its brand) at 16 digits, or at its brand's longest
   * length when shorter (15 for American Express); the expiry when a valid MM/YY.
   * A 13-digit Visa waits (the driver may be typing 16) and a 19-digit card gets moved on
   * at 16 only when its first 16 digits pass Luhn too, as Stripe's fields do.
   */
  function isComplete(field, { number, expiry }) {
    if (field === 'expiry') return checkExpiry(expiry) === null;
    const digits = digitsOf(number);
    const rule = ruleOf(digits);
    if (!rule || checkNumber(digits) !== null) return false;
    return digits.length >= Math.min(16, Math.max(...rule.lengths));
  }

  return {
    digitsOf,
    detectBrand,
    labelOf,
    luhnValid,
    problems,
    parseExpiry,
    formatNumber,
    formatExpiry,
    formatCvc,
    isComplete,
  };
};
