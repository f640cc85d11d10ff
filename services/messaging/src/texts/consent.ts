import { type TextConsent, usPhoneE164 } from '@roofing/contracts';
import type { Tx } from '@roofing/platform';
import { recordConsent } from '../sms/store.ts';

/** Records a consent carried on an event (null: none given), under the number it was given for. */
export async function keepConsent(
  tx: Tx,
  consent: TextConsent | null | undefined,
  reference: string | null,
) {
  if (!consent) return;
  const phone = usPhoneE164(consent.phone);
  if (phone) await recordConsent(tx, phone, consent, reference);
}
