import { randomUUID } from 'node:crypto';
import { type ContractReissue, contractIssued, easternDay, easternToday } from '@roofing/contracts';
import { AppError, type ServiceContext, type Tx } from '@roofing/platform';
import { contractDocumentHtml } from '../../documents/contract-document.tsx';
import { contractStore } from '../../store/contracts.ts';
import type { ContractRow, QuoteRow } from '../../store/schema.ts';
import { depositCents, depositTermsFor } from '../billing/deposit-rule.ts';
import { dollars, toCents } from '../billing/money.ts';
import { recordMoneyAudit } from '../billing/money-audit.ts';
import {
  contractNumberOf,
  depositOverTenPercent,
  estimateTermsHash,
  sha256Hex,
} from './contract-terms.ts';
import { canSign, contractFacts } from './contract-view.ts';
import {
  claimOfJob,
  documentTermsOf,
  type FloridaFacts,
  floridaFactsFor,
} from './florida-terms.ts';

const moneyOf = (row: ContractRow) => ({
  version: row.version,
  contractPrice: row.contractPrice,
  depositAmount: row.depositAmount,
  status: row.status,
});

/**
 * The contract document of `version` dated `issuedOn`, made from the estimate, deposit terms and
 * Florida facts as they stand, with its price and deposit in cents.
 */
async function contractDocumentFor(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  version: number,
  issuedOn: string,
  facts: FloridaFacts,
) {
  const priceCents = toCents(quote.estimateAmount);
  if (priceCents <= 0) {
    throw new AppError(
      'CONFLICT',
      'This estimate has no amount: there is nothing to contract for.',
    );
  }
  const deposit = depositCents(await depositTermsFor(ctx, quote.id, tx), priceCents);
  const claim = await claimOfJob(tx, quote.id);
  const html = contractDocumentHtml({
    contractNumber: contractNumberOf(quote.estimateNumber, version),
    estimateNumber: quote.estimateNumber,
    version,
    issuedOn,
    owner: { name: `${quote.firstName} ${quote.lastName}`, phone: quote.phone, email: quote.email },
    property: {
      streetAddress: quote.streetAddress,
      city: quote.city,
      state: quote.state,
      zipCode: quote.zipCode,
    },
    scopeOfWork: quote.proposalNotes,
    roofSystem: quote.serviceType,
    contractPriceCents: priceCents,
    depositCents: deposit,
    startWindow: null,
    ...documentTermsOf(facts, claim),
    // A Spanish customer's contract carries the Spanish reading copy and notices (issue 24).
    language: quote.language,
  });
  return { html, priceCents, deposit };
}

/**
 * Issues the next version of a quote's contract from its estimate as it stands: the price is the
 * estimate amount, the deposit the staff's terms or the settings' default percent, the Florida
 * facts the job's claim and the staff's `terms` (else those of the version it replaces). The
 * document is rendered and hashed once, stored, announced (quote.contract.issued) and audited,
 * all in the caller's transaction. A version it replaces must already be voided.
 */
async function issueContract(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  actor: string,
  correlationId: string,
  replaces?: ContractRow,
  terms?: ContractReissue,
): Promise<ContractRow> {
  const store = contractStore(ctx.db);
  const version = await store.nextVersion(tx, quote.estimateNumber);
  const facts = floridaFactsFor(await claimOfJob(tx, quote.id), terms, replaces);
  const { html, priceCents, deposit } = await contractDocumentFor(
    ctx,
    tx,
    quote,
    version,
    easternToday(),
    facts,
  );
  const row = await store.insert(tx, {
    quoteId: quote.id,
    estimateNumber: quote.estimateNumber,
    version,
    status: 'sent',
    contractPrice: dollars(priceCents),
    depositAmount: dollars(deposit),
    estimateHash: estimateTermsHash(quote),
    html,
    documentHash: sha256Hex(html),
    depositOverTenPercent: depositOverTenPercent(deposit, priceCents),
    ...facts,
  });
  await ctx.publish(
    tx,
    contractIssued,
    {
      ...contractFacts(row, quote),
      issuedAt: row.issuedAt.toISOString(),
      replacesVersion: replaces?.version ?? null,
    },
    correlationId,
  );
  await recordMoneyAudit(tx, {
    actor,
    estimateNumber: quote.estimateNumber,
    entity: 'contract',
    entityId: row.id,
    action: replaces ? 'reissued' : 'issued',
    before: replaces ? moneyOf(replaces) : null,
    after: moneyOf(row),
  });
  return row;
}

/**
 * Replaces the standing unsigned contract of a quote with a new version made from the estimate
 * and deposit terms as they stand now; the old one is voided. Null when the quote has no standing
 * contract (nothing to reissue); 409 once the customer has signed. Called by staff, by the
 * signing when the estimate was revised, and by the ledger when the deposit terms change. The
 * caller holds the quote's row lock.
 */
export async function reissueContract(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  actor: string,
  correlationId: string = randomUUID(),
  terms?: ContractReissue,
): Promise<ContractRow | null> {
  const store = contractStore(ctx.db);
  const standing = await store.lockStanding(tx, quote.estimateNumber);
  if (!standing) return null;
  if (!canSign(standing)) {
    throw new AppError(
      'CONFLICT',
      'This contract is signed: it can no longer be reissued. Agree a change order with the customer instead.',
    );
  }
  const voided = await store.update(tx, standing.id, { status: 'voided', voidedAt: new Date() });
  return issueContract(ctx, tx, quote, actor, correlationId, voided ?? standing, terms);
}

/**
 * Whether the standing unsigned contract, rendered again with the job's claim as it is now (same
 * version and date), would read differently from the one issued: its hash is the test.
 */
export async function contractWouldChange(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  standing: ContractRow,
): Promise<boolean> {
  const facts = floridaFactsFor(await claimOfJob(tx, quote.id), undefined, standing);
  if (facts.insuranceFunded !== standing.insuranceFunded) return true;
  const { html } = await contractDocumentFor(
    ctx,
    tx,
    quote,
    standing.version,
    easternDay(standing.issuedAt),
    facts,
  );
  return sha256Hex(html) !== standing.documentHash;
}

/**
 * The estimate was accepted (by the customer, or recorded by staff): its contract is issued in
 * the same transaction. A standing unsigned contract of other terms is replaced; one of the same
 * terms, or a signed one, is kept.
 */
export async function issueContractOnAcceptance(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  actor: string,
  correlationId: string,
): Promise<ContractRow> {
  const standing = await contractStore(ctx.db).lockStanding(tx, quote.estimateNumber);
  if (!standing) return issueContract(ctx, tx, quote, actor, correlationId);
  if (!canSign(standing) || standing.estimateHash === estimateTermsHash(quote)) return standing;
  return (await reissueContract(ctx, tx, quote, actor, correlationId)) ?? standing;
}
