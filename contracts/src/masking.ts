/**
 * Contact details shown where a caller proves nothing but knowledge of an estimate number (the
 * Track Your Estimate page): enough for the homeowner to recognise their own, too little for
 * someone who guessed or was handed a number to learn who asked for the quote.
 */

/** The character that stands for hidden characters. */
export const MASK = '•';
const HIDDEN = MASK.repeat(3);

/** "dana.whitfield@example.com" → "d•••@example.com": first character of the local part, the domain. */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 0) return HIDDEN;
  const first = Array.from(value.slice(0, at))[0] ?? '';
  return `${first}${HIDDEN}${value.slice(at)}`;
}

/** "(904) 555-0142" → "(•••) •••-0142": only the last four digits, in the US layout. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const lastFour = digits.length >= 4 ? digits.slice(-4) : MASK.repeat(4);
  return `(${HIDDEN}) ${HIDDEN}-${lastFour}`;
}

/**
 * "1234 Ocean Blvd Apt 5" → "••• Ocean Blvd Apt 5": the house number (and any letter, fraction
 * or range that belongs to it, "12B", "12-14", "1/2") is hidden; the street name stays, so the
 * homeowner still recognises the property and a stranger cannot find the door. An address that
 * does not start with a number is shown as it is (a rural route or a named building says no
 * more than its street).
 */
export function maskStreetAddress(streetAddress: string): string {
  const value = streetAddress.trim();
  const match = /^(?:#\s*)?\d[\dA-Za-z]*(?:\s*[-/–]\s*\d[\dA-Za-z]*)?\s*,?\s+(?=\S)/.exec(value);
  if (!match) return /^\d/.test(value) ? HIDDEN : value;
  return `${HIDDEN} ${value.slice(match[0].length)}`;
}
