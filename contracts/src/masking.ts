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
