import { type QuoteUpdate, QuoteUpdateSchema } from '@roofing/contracts';
import { checkFirst, contractResolver } from '../../components/ui/contract-resolver.ts';

/**
 * The dashboard's three quote forms, each checked with the contract of PATCH /api/quotes/:id
 * for the one change it sends. The forms hold text as typed; these turn it into that change.
 */
export interface StatusFormValues {
  status: string;
}
export interface VisitFormValues {
  /** A datetime-local value in Eastern time (ET), e.g. 2026-12-03T14:00, whatever the browser's zone. */
  scheduledDate: string;
}
export interface EstimateFormValues {
  estimateAmount: string;
  proposalNotes: string;
}

export const statusResolver = contractResolver(
  QuoteUpdateSchema,
  ({ status }: StatusFormValues): QuoteUpdate => ({ status: status as QuoteUpdate['status'] }),
);

// The wall time travels as typed: the contract reads it in Eastern time and refuses the past.
export const visitResolver = contractResolver(
  QuoteUpdateSchema,
  ({ scheduledDate }: VisitFormValues): QuoteUpdate => ({ scheduledDate }),
);

const estimateContract = contractResolver(
  QuoteUpdateSchema,
  ({ estimateAmount, proposalNotes }: EstimateFormValues): QuoteUpdate => ({
    estimateAmount: Number(estimateAmount),
    proposalNotes: proposalNotes.trim() || null,
  }),
);

/**
 * The amount is what makes an estimate, so this form needs one (the schema alone lets a change
 * leave it out); the rest is the contract's.
 */
export const estimateResolver = checkFirst(
  ({ estimateAmount }: EstimateFormValues) =>
    estimateAmount.trim() === ''
      ? { name: 'estimateAmount', message: 'Enter the estimate amount' }
      : null,
  estimateContract,
);
