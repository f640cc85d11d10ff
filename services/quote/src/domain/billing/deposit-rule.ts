import type { DepositTerms } from '@roofing/contracts';
import type { Db, ServiceContext } from '@roofing/platform';
import { quoteSettings } from '../../config.ts';
import { contractStore } from '../../store/contracts.ts';
import { percentOf, toCents } from './money.ts';

/**
 * An estimate's deposit terms: as staff set them, else the settings' default percent. `reader`:
 * the transaction that may have just saved them (a contract reissued with new terms).
 */
export async function depositTermsFor(
  ctx: ServiceContext,
  quoteId: number,
  reader: Db = ctx.db,
): Promise<DepositTerms> {
  const row = await contractStore(ctx.db).depositTermsOf(quoteId, reader);
  if (row?.kind === 'amount' && row.amount)
    return { kind: 'amount', amountCents: toCents(row.amount) };
  if (row?.kind === 'percent' && row.percent)
    return { kind: 'percent', percent: Number(row.percent) };
  return { kind: 'percent', percent: quoteSettings.of(ctx).DEPOSIT_PERCENT_DEFAULT };
}

/** The deposit those terms ask on a price, in cents (never more than the price). */
export function depositCents(terms: DepositTerms, priceCents: number): number {
  const cents = terms.kind === 'amount' ? terms.amountCents : percentOf(priceCents, terms.percent);
  return Math.min(cents, priceCents);
}
