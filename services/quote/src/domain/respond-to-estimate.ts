import { createHash } from 'node:crypto';
import { type EstimateAnswer, estimateResponded, FINAL_ANSWERS } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import type { AcceptanceStore } from '../store/acceptances.ts';
import type { QuoteStore } from '../store/quotes.ts';
import type { QuoteRow } from '../store/schema.ts';
import { issueContractOnAcceptance } from './contracts/issue-contract.ts';
import { ESTIMATE_NOT_FOUND } from './estimate-number.ts';
import { customerOf, expiryOf } from './estimate-view.ts';
import { acceptanceOf, hasEstimateAmount } from './staff-acceptance.ts';

/** What an answer does to the stored status: questions and requested changes leave it open. */
const STATUS_AFTER: Record<EstimateAnswer, string> = {
  accepted: 'accepted',
  declined: 'declined',
  questions: 'estimate_prepared',
  changes: 'estimate_prepared',
};

/** An answer: the track page's three, or the portal's Request Changes with its text. */
export interface EstimateAnswerInput {
  customerResponse: EstimateAnswer;
  responseNotes: string | null;
}

/** The version of an estimate a customer saw: any change to it gives another hash. */
export function estimateVersionHash(row: QuoteRow): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        row.estimateNumber,
        row.estimateAmount,
        row.proposalNotes,
        row.updatedAt.toISOString(),
      ]),
    )
    .digest('hex');
}

export interface ResponseClient {
  ip: string;
  userAgent: string | undefined;
  channel: 'track-page' | 'portal';
  /**
   * A staff member answering for the customer from the back office (their server session): an
   * acceptance is then recorded and receipted as their act, not the customer's.
   */
  staff?: StaffIdentity;
}

/**
 * The customer's answer to a prepared estimate: 409 when it is not ready, already answered
 * (accepted or declined), or past its 30 days. Questions and requested changes are not final
 * answers: the estimate stays open for them and for the acceptance or decline that may follow. An acceptance is recorded with its audit details (the receipt)
 * and issues the contract, and the answer is announced, in the same transaction.
 */
export async function respondToEstimate(
  ctx: ServiceContext,
  stores: { quotes: QuoteStore; acceptances: AcceptanceStore },
  estimateNumber: string,
  answer: EstimateAnswerInput,
  client: ResponseClient,
  correlationId: string,
): Promise<QuoteRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await stores.quotes.lockByEstimateNumber(tx, estimateNumber);
    if (!current) throw notFound(ESTIMATE_NOT_FOUND);
    if (current.status !== 'estimate_prepared' || !hasEstimateAmount(current.estimateAmount)) {
      throw new AppError('CONFLICT', 'This estimate is not ready for an answer yet.');
    }
    if (FINAL_ANSWERS.has(current.customerResponse ?? '')) {
      throw new AppError('CONFLICT', 'This estimate has already been answered.');
    }
    const expiresAt = expiryOf(current);
    if (!expiresAt || expiresAt.getTime() <= Date.now()) {
      throw new AppError(
        'CONFLICT',
        'This estimate has expired after 30 days. Please contact us for an updated quote.',
      );
    }
    const row = await stores.quotes.update(tx, current.id, {
      customerResponse: answer.customerResponse,
      responseNotes: answer.responseNotes,
      status: STATUS_AFTER[answer.customerResponse],
    });
    if (!row) throw notFound(ESTIMATE_NOT_FOUND);
    const acceptance =
      answer.customerResponse === 'accepted'
        ? await stores.acceptances.record(tx, {
            quoteId: current.id,
            estimateNumber: current.estimateNumber,
            ipAddress: client.ip.slice(0, 45),
            userAgent: client.userAgent?.slice(0, 300) ?? null,
            estimateAmount: current.estimateAmount,
            proposalNotes: current.proposalNotes,
            responseNotes: answer.responseNotes,
            estimateHash: estimateVersionHash(current),
            channel: client.channel,
            recordedByUserId: client.staff?.userId ?? null,
            recordedBy: client.staff?.displayName.slice(0, 100) ?? null,
          })
        : undefined;
    // An accepted estimate becomes the contract to sign, in this transaction.
    if (acceptance) {
      const actor = client.staff?.displayName ?? `${row.firstName} ${row.lastName} (customer)`;
      await issueContractOnAcceptance(ctx, tx, row, actor, correlationId);
    }
    await ctx.publish(
      tx,
      estimateResponded,
      {
        ...customerOf(row),
        response: answer.customerResponse,
        notes: answer.responseNotes,
        status: row.status,
        estimateAmount: row.estimateAmount,
        respondedAt: row.updatedAt.toISOString(),
        acceptance: acceptance ? acceptanceOf(acceptance) : null,
      },
      correlationId,
    );
    return row;
  });
}
