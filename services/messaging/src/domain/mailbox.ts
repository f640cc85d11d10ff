/** Providers that ignore dots in the local part (and are one another's alias). */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to, for counting what we send there: case folded, a `+tag`
 * dropped (every major provider delivers `name+anything@` to `name@`), dots ignored where the
 * provider ignores them (Gmail, Googlemail). `A.B+x@GMail.com` and `ab@gmail.com` are one mailbox.
 * Used to count, never to send: mail still goes to the address as typed.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
