import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, one lane (about 50 ms here). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the username does not exist, so an unknown user costs the same
 * time as a wrong password and the answer's timing tells nothing.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('no such user: this hash only spends the same time');
  return dummy;
}
