import type { ClaimInputSchema, ScopeLineInput } from '@roofing/contracts';
import type { z } from 'zod';
import type { NewClaimLine } from '../../store/claims.ts';
import type { claims } from '../../store/schema.ts';
import { dollars } from '../billing/money.ts';
import { lineTotalCents, percentDeductibleCents } from './claim-totals.ts';

export type ClaimFacts = z.output<typeof ClaimInputSchema>;

const money = (cents: number | null | undefined) => (cents == null ? null : dollars(cents));

/**
 * The deductible in whole cents: the flat figure, or the percent of the dwelling limit (a
 * hurricane deductible), computed here so the claim never carries a typed figure that disagrees.
 */
export function deductibleCentsOf(facts: ClaimFacts): number {
  if (facts.deductibleKind === 'percent') {
    return percentDeductibleCents(facts.dwellingLimitCents ?? 0, facts.deductiblePercent ?? 0);
  }
  return facts.deductibleAmountCents ?? 0;
}

/** The claim row's columns for these facts (a percentage deductible keeps its percent and limit). */
export function claimColumns(
  facts: ClaimFacts,
): Omit<
  typeof claims.$inferInsert,
  'id' | 'quoteId' | 'estimateNumber' | 'createdBy' | 'createdAt' | 'updatedAt'
> {
  const percent = facts.deductibleKind === 'percent';
  return {
    carrier: facts.carrier,
    policyNumber: facts.policyNumber,
    claimNumber: facts.claimNumber,
    dateOfLoss: facts.dateOfLoss,
    causeOfLoss: facts.causeOfLoss,
    stormName: facts.causeOfLoss === 'named-storm' ? (facts.stormName ?? null) : null,
    adjusterName: facts.adjusterName ?? null,
    adjusterPhone: facts.adjusterPhone ?? null,
    adjusterEmail: facts.adjusterEmail ?? null,
    adjusterCompany: facts.adjusterCompany ?? null,
    adjusterInspectionAt: facts.adjusterInspectionAt ?? null,
    deductibleKind: facts.deductibleKind,
    deductiblePercent: percent ? String(facts.deductiblePercent) : null,
    dwellingLimit: money(facts.dwellingLimitCents),
    deductibleAmount: dollars(deductibleCentsOf(facts)),
    rcv: money(facts.rcvCents),
    acv: money(facts.acvCents),
    recoverableDepreciation: money(facts.recoverableDepreciationCents),
    overheadAndProfit: money(facts.overheadAndProfitCents),
    notes: facts.notes ?? null,
  };
}

/** Scope lines as stored, numbered in the order sent, each with its computed total. */
export function lineRows(
  side: 'carrier' | 'ours' | 'supplement',
  supplementId: number | null,
  lines: readonly ScopeLineInput[],
): NewClaimLine[] {
  return lines.map((line, position) => ({
    side,
    supplementId,
    position,
    description: line.description,
    quantity: line.quantity.toFixed(2),
    unit: line.unit,
    unitPrice: dollars(line.unitPriceCents),
    total: dollars(lineTotalCents(line.quantity, line.unitPriceCents)),
  }));
}
