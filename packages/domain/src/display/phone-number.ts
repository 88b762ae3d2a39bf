/**
 * A published number (an operator's contact phone) as a driver reads it: a North American one,
 * +1 and ten digits, grouped 3-3-4 the way the phone field writes a number as it is typed
 * ('+1 (212) 555-0100'); any other number as it was published. No phone library: the contact
 * modal is part of every first page, which this folder keeps free of one.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const international = value.trim().startsWith('+');
  const national = international
    ? digits.length === 11 && digits.startsWith('1')
      ? digits.slice(1)
      : null
    : digits.length === 10
      ? digits
      : null;
  // Only digits, spaces and the usual separators: a number with an extension is left as it is.
  if (national === null || /[^\d\s()+.-]/.test(value)) return value;
  const grouped = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  return international ? `+1 ${grouped}` : grouped;
}
