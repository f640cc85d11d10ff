import {
  addCalendarDays,
  CANCELLATION_BUSINESS_DAYS,
  type ContractFloridaTerms,
  type ContractReissue,
  EMERGENCY_CANCELLATION_DAYS,
} from '@roofing/contracts';
import type { Db } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { firstRow } from '../../store/first-row.ts';
import { type ClaimRow, type ContractRow, claims } from '../../store/schema.ts';
import { addBusinessDays } from './business-days.ts';

/*
 * Florida's insurance-claim and emergency rules on a contract (docs/florida-rules.md): the facts
 * each version is issued with, and the cancellation window they give the homeowner.
 */

/** What a contract version is issued with (the contracts table's Florida columns). */
export type FloridaFacts = Pick<
  ContractRow,
  | 'insuranceFunded'
  | 'emergencyDeclaration'
  | 'emergencyDeclaredOn'
  | 'officialStartDate'
  | 'officialStartWork'
>;

/** No declaration and no official start date clause. */
const NO_EMERGENCY = {
  emergencyDeclaration: null,
  emergencyDeclaredOn: null,
  officialStartDate: null,
  officialStartWork: null,
} as const;

/**
 * s. 489.147(6) applies when the office records that the contract is entered into based on events
 * that are the subject of a Governor's declaration of a state of emergency. (The 2025 amendment
 * narrows it to contracts made within 180 days of the declaration for property in its area: the
 * office records a declaration only then. Printing the notice more often than the law asks only
 * gives the homeowner a right it may not owe, never takes one away.)
 */
export const emergencyCancellationApplies = (facts: Pick<FloridaFacts, 'emergencyDeclaration'>) =>
  facts.emergencyDeclaration !== null;

/**
 * The last day the homeowner may cancel a contract signed on `signedDay` (Eastern): 3 business
 * days (home solicitation sale, s. 501.021-501.055) for every contract; where s. 489.147(6)
 * applies, 10 days after signing or the official start date, whichever comes first, when that is
 * later.
 */
export function cancelByFor(signedDay: string, facts: FloridaFacts): string {
  const homeSolicitation = addBusinessDays(signedDay, CANCELLATION_BUSINESS_DAYS);
  if (!emergencyCancellationApplies(facts)) return homeSolicitation;
  const tenDays = addCalendarDays(signedDay, EMERGENCY_CANCELLATION_DAYS);
  const start = facts.officialStartDate;
  const statute = start !== null && start < tenDays ? start : tenDays;
  return statute > homeSolicitation ? statute : homeSolicitation;
}

/** The job's insurance claim (a row in `claims` makes the job insurance-funded), if any. */
export const claimOfJob = (reader: Db, quoteId: number): Promise<ClaimRow | undefined> =>
  firstRow(reader, claims, eq(claims.quoteId, quoteId));

/**
 * The facts the next version is issued with: insurance-funded when the job has a claim (read,
 * never typed); the emergency facts from the staff's reissue body when given (it replaces them
 * all), else those of the version it replaces, else none.
 */
export function floridaFactsFor(
  claim: ClaimRow | undefined,
  input: ContractReissue | undefined,
  replaces: ContractRow | undefined,
): FloridaFacts {
  const emergency = input
    ? {
        emergencyDeclaration: input.emergencyDeclaration ?? null,
        emergencyDeclaredOn: input.emergencyDeclaredOn ?? null,
        officialStartDate: input.officialStartDate ?? null,
        officialStartWork: input.officialStartWork ?? null,
      }
    : replaces
      ? {
          emergencyDeclaration: replaces.emergencyDeclaration,
          emergencyDeclaredOn: replaces.emergencyDeclaredOn,
          officialStartDate: replaces.officialStartDate,
          officialStartWork: replaces.officialStartWork,
        }
      : NO_EMERGENCY;
  return { insuranceFunded: claim !== undefined, ...emergency };
}

/** What the contract document prints of these facts. */
export function documentTermsOf(facts: FloridaFacts, claim: ClaimRow | undefined) {
  return {
    insurance:
      facts.insuranceFunded && claim
        ? { carrier: claim.carrier, claimNumber: claim.claimNumber }
        : null,
    emergency:
      facts.emergencyDeclaration !== null
        ? {
            declaration: facts.emergencyDeclaration,
            officialStartDate: facts.officialStartDate,
            officialStartWork: facts.officialStartWork,
          }
        : null,
  };
}

/** The record's view of a contract's Florida facts. */
export const toFloridaTerms = (row: FloridaFacts): ContractFloridaTerms => ({
  insuranceFunded: row.insuranceFunded,
  emergencyDeclaration: row.emergencyDeclaration,
  emergencyDeclaredOn: row.emergencyDeclaredOn,
  officialStartDate: row.officialStartDate,
  officialStartWork: row.officialStartWork,
  emergencyCancellation: emergencyCancellationApplies(row),
});
