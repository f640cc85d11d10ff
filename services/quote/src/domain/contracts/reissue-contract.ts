import type { ServiceContext, Tx } from '@roofing/platform';
import type { QuoteRow } from '../../store/schema.ts';

// PLACEHOLDER (ledger helper): the contracts helper's reissue-contract.ts replaces this file at
// merge. Billing calls it when staff change the deposit of a contract sent and not yet signed.

/** Issues a new version of the job's unsigned contract (the old one voided). */
export async function reissueContract(
  _ctx: ServiceContext,
  _tx: Tx,
  quote: QuoteRow,
  _actor: string,
): Promise<void> {
  throw new Error(
    `reissueContract(${quote.estimateNumber}) is provided by the contracts module (not merged yet)`,
  );
}
