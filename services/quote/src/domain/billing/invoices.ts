import type { InvoiceCreateSchema } from '@roofing/contracts';
import { AppError, type ServiceContext, type StaffIdentity, type Tx } from '@roofing/platform';
import type { z } from 'zod';
import { quoteSettings } from '../../config.ts';
import { invoicesOf } from '../../store/billing.ts';
import { contractStore } from '../../store/contracts.ts';
import type { InvoiceRow, QuoteRow } from '../../store/schema.ts';
import { isSignedContract } from '../contracts/contract-view.ts';
import { issueInvoice } from './issue-invoice.ts';
import { lockJobById } from './locked-job.ts';
import { toCents } from './money.ts';

/** Jobs invoiced: the estimate accepted (the work agreed), whatever stage the work is at. */
const INVOICEABLE = new Set(['accepted', 'in_progress', 'completed']);

/**
 * Staff raise a progress or final invoice on a job: its lines, tax (the settings' default rate
 * when none is given; null for none) and due date. It bills the job's signed contract when
 * there is one; a cancelled contract bills nothing more.
 */
export async function createStaffInvoice(
  ctx: ServiceContext,
  quoteId: number,
  body: z.infer<typeof InvoiceCreateSchema>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<InvoiceRow> {
  return ctx.db.transaction(async (tx) => {
    const quote = await lockJobById(ctx, tx, quoteId);
    if (!INVOICEABLE.has(quote.status)) {
      throw new AppError('CONFLICT', 'A job is invoiced once its estimate is accepted.');
    }
    const contract = await contractStore(ctx.db).latest(quote.estimateNumber, tx);
    if (contract?.status === 'cancelled') {
      throw new AppError(
        'CONFLICT',
        'The customer cancelled the contract: nothing more is billed.',
      );
    }
    const taxRatePercent =
      body.taxRatePercent === undefined
        ? quoteSettings.of(ctx).INVOICE_TAX_PERCENT_DEFAULT || null
        : body.taxRatePercent;
    return issueInvoice(
      ctx,
      tx,
      {
        quote,
        contractId: isSignedContract(contract) ? contract.id : null,
        kind: body.kind,
        lines: body.lines,
        taxRatePercent,
        dueOn: body.dueOn ?? null,
        notes: body.notes ?? null,
      },
      staff.displayName,
      correlationId,
    );
  });
}

/**
 * A job marked completed (in the transaction that marks it): the final invoice for the contract
 * price less everything invoiced so far, when the contract is signed and something is left.
 */
export async function issueFinalInvoiceOnCompletion(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  actor: string,
  correlationId: string,
): Promise<InvoiceRow | null> {
  const contract = await contractStore(ctx.db).latest(quote.estimateNumber, tx);
  if (!isSignedContract(contract)) return null;
  const invoiced = (await invoicesOf(tx, quote.estimateNumber))
    .filter((invoice) => invoice.status !== 'void')
    .reduce((sum, invoice) => sum + toCents(invoice.subtotal), 0);
  const left = toCents(contract.contractPrice) - invoiced;
  if (left <= 0) return null;
  return issueInvoice(
    ctx,
    tx,
    {
      quote,
      contractId: contract.id,
      kind: 'final',
      lines: [
        {
          description: `Balance of contract ${contract.estimateNumber}-V${contract.version} on completion`,
          quantity: 1,
          unitPriceCents: left,
        },
      ],
      taxRatePercent: null,
      notes: 'The work is complete. Thank you for choosing us.',
    },
    actor,
    correlationId,
  );
}
