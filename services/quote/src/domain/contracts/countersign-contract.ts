import { contractCountersigned, renderSignedContract } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import { isNull } from 'drizzle-orm';
import { printDocumentPdf } from '../../documents/print.ts';
import { type Signer, signedContractHtml } from '../../documents/signed-contract.tsx';
import { contractStore } from '../../store/contracts.ts';
import type { QuoteStore } from '../../store/quotes.ts';
import { type ContractRow, contracts } from '../../store/schema.ts';
import { contractNumberOf, sha256Hex } from './contract-terms.ts';
import { contractFacts } from './contract-view.ts';
import type { SignerOrigin } from './sign-contract.ts';
import { judgeSignature } from './signature-image.ts';

/**
 * The office countersigns a contract the customer signed (staff session, two-step sign-in): typed
 * name and drawn signature, judged like the customer's. The fully signed PDF is rendered by the
 * quote worker (job render-signed-contract, enqueued in the same transaction).
 */
export async function countersignContract(
  ctx: ServiceContext,
  quotes: QuoteStore,
  contractId: number,
  input: { fullName: string; signature: string },
  staff: StaffIdentity,
  origin: SignerOrigin,
  correlationId: string,
): Promise<ContractRow> {
  const store = contractStore(ctx.db);
  const found = await store.findById(contractId);
  if (!found) throw notFound('No contract with that id.');
  const image = await judgeSignature(input.signature);
  return ctx.db.transaction(async (tx) => {
    await quotes.lockById(tx, found.quoteId);
    const current = await store.lockById(tx, contractId);
    if (current?.status !== 'signed') {
      throw new AppError(
        'CONFLICT',
        current?.status === 'countersigned'
          ? 'This contract is already countersigned.'
          : 'Only a contract the customer has signed can be countersigned.',
      );
    }
    const row = await store.update(tx, current.id, {
      status: 'countersigned',
      countersignerName: input.fullName,
      countersignerUserId: staff.userId,
      countersignatureImage: image,
      countersignedAt: new Date(),
      countersignerIp: origin.ip.slice(0, 45),
      countersignerUserAgent: origin.userAgent?.slice(0, 300) ?? null,
      countersignerVerifiedBy: `staff session (${staff.username}, two-step sign-in)`.slice(0, 200),
    });
    if (!row) throw notFound('No contract with that id.');
    await ctx.enqueue(
      renderSignedContract,
      { contractId: row.id, correlationId },
      { key: `contract-${row.id}`, tx },
    );
    return row;
  });
}

const signerOf = (
  name: string | null,
  signedAt: Date | null,
  ip: string | null,
  userAgent: string | null,
  verifiedBy: string | null,
  image: Buffer | null,
): Signer => {
  if (!name || !signedAt || !image) throw new Error('a signature is missing from the contract');
  return {
    name,
    signedAt,
    ipAddress: ip ?? '',
    userAgent,
    verifiedBy: verifiedBy ?? '',
    signaturePng: image,
  };
};

/**
 * The worker's part: renders and prints the fully signed contract, stores it once (a contract
 * whose PDF is already stored is left alone) and, in the same transaction, announces it with the
 * PDF (quote.contract.countersigned) so messaging e-mails it to the customer and the office.
 * 'stored', or 'skipped' when there is nothing (more) to do.
 */
export async function storeSignedPdf(
  ctx: ServiceContext,
  quotes: QuoteStore,
  contractId: number,
  correlationId: string,
): Promise<'stored' | 'skipped'> {
  const store = contractStore(ctx.db);
  const row = await store.findById(contractId);
  if (row?.status !== 'countersigned' || row.signedPdf) return 'skipped';
  const quote = await quotes.findById(row.quoteId);
  if (!quote) return 'skipped';
  const html = signedContractHtml({
    issuedHtml: row.html,
    documentHash: row.documentHash,
    contractNumber: contractNumberOf(row.estimateNumber, row.version),
    estimateNumber: row.estimateNumber,
    version: row.version,
    issuedAt: row.issuedAt,
    viewedAt: row.viewedAt,
    customer: signerOf(
      row.signerName,
      row.signedAt,
      row.signerIp,
      row.signerUserAgent,
      row.signerVerifiedBy,
      row.signatureImage,
    ),
    office: signerOf(
      row.countersignerName,
      row.countersignedAt,
      row.countersignerIp,
      row.countersignerUserAgent,
      row.countersignerVerifiedBy,
      row.countersignatureImage,
    ),
  });
  const { pdf, pageCount } = await printDocumentPdf(ctx, html);
  const pdfSha256 = sha256Hex(pdf);
  return ctx.db.transaction(async (tx) => {
    const stored = await store.update(
      tx,
      row.id,
      {
        signedPdf: pdf,
        signedPdfSha256: pdfSha256,
        signedPdfPages: pageCount,
        signedPdfStoredAt: new Date(),
      },
      isNull(contracts.signedPdf),
    );
    if (!stored) return 'skipped';
    await ctx.publish(
      tx,
      contractCountersigned,
      {
        ...contractFacts(stored, quote),
        signerName: stored.signerName ?? '',
        countersignedBy: stored.countersignerName ?? '',
        countersignedAt: (stored.countersignedAt ?? new Date()).toISOString(),
        cancelBy: stored.cancelBy ?? '',
        pdfSha256,
        pdfBase64: pdf.toString('base64'),
      },
      correlationId,
    );
    return 'stored';
  });
}
