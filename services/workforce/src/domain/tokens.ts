import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and CSRF tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored of a session token: its SHA-256, so a copy of the table opens nothing. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time recovery code: ten characters without look-alikes, shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export const recoveryDigest = (code: string) =>
  tokenDigest(code.trim().toLowerCase().replace('-', ''));
