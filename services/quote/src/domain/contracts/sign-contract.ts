import { type ContractSign, contractSigned, easternDay, maskEmail } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext } from '@roofing/platform';
import { contractStore } from '../../store/contracts.ts';
import type { QuoteStore } from '../../store/quotes.ts';
import { moneyWritten } from '../../store/read-scopes.ts';
import type { ContractRow, QuoteRow } from '../../store/schema.ts';
import { issueDepositInvoice } from '../billing/issue-invoice.ts';
import { recordMoneyAudit } from '../billing/money-audit.ts';
import { checkPortalCode, sendPortalCode } from '../portal-verification.ts';
import { estimateTermsHash } from './contract-terms.ts';
import { canSign, contractFacts } from './contract-view.ts';
import { cancelByFor } from './florida-terms.ts';
import { reissueContract } from './issue-contract.ts';
import { judgeSignature } from './signature-image.ts';

export const CONTRACT_REVISED =
  'This contract was revised after you opened it. Please read the new version before signing.';
export const NO_CONTRACT = 'There is no contract for this project yet.';

/** Where a signature came from (the request), kept on the record for the audit certificate. */
export interface SignerOrigin {
  ip: string;
  userAgent: string | undefined;
}

/** The newest version of the job's contract, or 404. */
export async function currentContract(ctx: ServiceContext, estimateNumber: string) {
  const row = await contractStore(ctx.db).latest(estimateNumber);
  if (!row) throw notFound(NO_CONTRACT);
  return row;
}

/** The customer's contract `contractId`, the newest version and still open to signing, or 404/409. */
async function signableContract(ctx: ServiceContext, estimateNumber: string, contractId: number) {
  const row = await currentContract(ctx, estimateNumber);
  const named = await contractStore(ctx.db).findById(contractId);
  if (!named || named.estimateNumber !== estimateNumber) throw notFound(NO_CONTRACT);
  if (named.id !== row.id) throw new AppError('CONFLICT', CONTRACT_REVISED);
  if (!canSign(row)) {
    throw new AppError(
      'CONFLICT',
      row.status === 'cancelled'
        ? 'This contract was cancelled.'
        : 'This contract is already signed.',
    );
  }
  return row;
}

/** The customer opened the contract: sent → viewed (once; later opens change nothing). */
export async function markContractViewed(
  ctx: ServiceContext,
  estimateNumber: string,
  contractId: number,
): Promise<void> {
  const store = contractStore(ctx.db);
  const row = await store.findById(contractId);
  if (!row || row.estimateNumber !== estimateNumber) throw notFound(NO_CONTRACT);
  await store.markViewed(row.id);
  if (row.status === 'sent') moneyWritten(ctx, estimateNumber);
}

/** E-mails a signing code (purpose sign-contract) when the newest contract can be signed. */
export async function sendSigningCode(ctx: ServiceContext, quote: QuoteRow, correlationId: string) {
  const row = await currentContract(ctx, quote.estimateNumber);
  if (!canSign(row)) throw new AppError('CONFLICT', 'This contract is not open to signing.');
  await sendPortalCode(ctx, quote, correlationId, 'sign-contract');
  return maskEmail(quote.email);
}

/**
 * Reissues the contract when the estimate was revised since it was made (in its own
 * transaction) and then refuses with 409: the customer reads the new version first.
 */
async function refuseIfEstimateRevised(
  ctx: ServiceContext,
  quotes: QuoteStore,
  quote: QuoteRow,
  contract: ContractRow,
  correlationId: string,
) {
  if (contract.estimateHash === estimateTermsHash(quote)) return;
  await ctx.db.transaction(async (tx) => {
    const locked = await quotes.lockByEstimateNumber(tx, quote.estimateNumber);
    if (locked) await reissueContract(ctx, tx, locked, 'System (estimate revised)', correlationId);
  });
  throw new AppError('CONFLICT', CONTRACT_REVISED);
}

/**
 * The customer signs (verified portal session): the version they read (its document hash) must
 * be the newest and made from the estimate as it stands (else a new version and 409); the drawn
 * signature must be a real one and the e-mailed code right. Signed, with name, image, time,
 * address, browser and how they were verified; cancelBy is 3 business days on (or the emergency
 * window's end, s. 489.147(6)); the deposit
 * invoice is issued and everything announced and audited in one transaction.
 */
export async function signContract(
  ctx: ServiceContext,
  quotes: QuoteStore,
  quote: QuoteRow,
  body: ContractSign,
  origin: SignerOrigin,
  correlationId: string,
): Promise<ContractRow> {
  const store = contractStore(ctx.db);
  const contract = await signableContract(ctx, quote.estimateNumber, body.contractId);
  if (body.documentHash !== contract.documentHash) throw new AppError('CONFLICT', CONTRACT_REVISED);
  await refuseIfEstimateRevised(ctx, quotes, quote, contract, correlationId);
  const image = await judgeSignature(body.signature);
  await checkPortalCode(ctx, quote.estimateNumber, body.code, 'sign-contract');
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await quotes.lockByEstimateNumber(tx, quote.estimateNumber);
    const current = await store.lockById(tx, contract.id);
    if (!locked || !current || !canSign(current) || current.documentHash !== body.documentHash) {
      return 'revised' as const;
    }
    if (current.estimateHash !== estimateTermsHash(locked)) {
      await reissueContract(ctx, tx, locked, 'System (estimate revised)', correlationId);
      return 'revised' as const;
    }
    const signedAt = new Date();
    // 3 business days, or the later end of the s. 489.147(6) emergency window (florida-terms.ts).
    const cancelBy = cancelByFor(easternDay(signedAt), current);
    const signed = await store.update(tx, current.id, {
      status: 'signed',
      signerName: body.fullName,
      signatureImage: image,
      signedAt,
      signerIp: origin.ip.slice(0, 45),
      signerUserAgent: origin.userAgent?.slice(0, 300) ?? null,
      signerVerifiedBy: `one-time code e-mailed to ${maskEmail(locked.email)}`,
      cancelBy,
      viewedAt: current.viewedAt ?? signedAt,
    });
    if (!signed) return 'revised' as const;
    const actor = `${body.fullName} (customer, portal)`;
    await recordMoneyAudit(tx, {
      actor,
      estimateNumber: signed.estimateNumber,
      entity: 'contract',
      entityId: signed.id,
      action: 'signed',
      before: { status: current.status },
      after: { status: signed.status, depositAmount: signed.depositAmount, cancelBy },
    });
    await issueDepositInvoice(ctx, tx, signed, actor, correlationId);
    await ctx.publish(
      tx,
      contractSigned,
      {
        ...contractFacts(signed, locked),
        signerName: body.fullName,
        signedAt: signedAt.toISOString(),
        cancelBy,
      },
      correlationId,
    );
    return signed;
  });
  if (outcome === 'revised') throw new AppError('CONFLICT', CONTRACT_REVISED);
  return outcome;
}
