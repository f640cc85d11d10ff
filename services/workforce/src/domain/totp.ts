import { COMPANY } from '@roofing/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(secret: string, username: string) {
  const otpauthUrl = generateURI({ issuer: COMPANY.name, label: username, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Six digits of the current 30-second step (one step either side allows for clock drift).
 * Resolves with the step the code belongs to, or null; a step at or before `lastStep` was used.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  if (!result.valid) return null;
  // TOTP results carry the 30-second step the code belongs to.
  const step = (result as { timeStep: number }).timeStep;
  return lastStep !== null && step <= lastStep ? null : step;
}
