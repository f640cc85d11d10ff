import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and CSRF tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored of a session token: its SHA-256, so a copy of the table opens nothing. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time recovery code: 25 characters of Crockford's base32 (5 random bits each, 125 bits in
 * all, beyond guessing and beyond a brute force of its unsalted SHA-256), shown as five groups
 * of five: `xxxxx-xxxxx-xxxxx-xxxxx-xxxxx`.
 */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_LENGTH = 25;
export function newRecoveryCode(): string {
  const chars = [...randomBytes(RECOVERY_CODE_LENGTH)].map((byte) => RECOVERY_ALPHABET[byte & 31]);
  return Array.from({ length: 5 }, (_, i) => chars.slice(i * 5, i * 5 + 5).join('')).join('-');
}

/** The code as typed, read the Crockford way (case, dashes, spaces, o/0 and i/l/1 forgiven). */
export function normaliseRecoveryCode(code: string): string | null {
  const plain = code
    .trim()
    .toLowerCase()
    .replace(/[-\s]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return plain.length === RECOVERY_CODE_LENGTH && /^[0-9a-hjkmnp-tv-z]+$/.test(plain)
    ? plain
    : null;
}

/** The stored form of a recovery code (codes shorter than 125 bits are never accepted). */
export const recoveryDigest = (code: string) => {
  const plain = normaliseRecoveryCode(code);
  return plain ? tokenDigest(`recovery:${plain}`) : null;
};
