/** Phone display formats (spec section 3, design guide). */

function digitsOf(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

/** The 10 national digits, dropping a leading US country code 1 from 11 digits. */
export function nationalDigits(value: string | number | null | undefined): string {
  const digits = digitsOf(value);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** '5551234567' -> '(555) 123-4567'. Anything that is not a US number is shown as given. */
export function formatPhone(value: string | number | null | undefined): string {
  const d = nationalDigits(value);
  if (d.length !== 10) return String(value ?? '');
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A 10-digit phone as '+1 (555)-123-4567'. Anything else is shown as given. */
export function formatPhoneWithCountryCode(value: string | number | null | undefined): string {
  const d = nationalDigits(value);
  if (d.length !== 10) return String(value ?? '');
  return `+1 (${d.slice(0, 3)})-${d.slice(3, 6)}-${d.slice(6)}`;
}
