import {
  addCalendarDays,
  PERMIT_APPLY_WITHIN_DAYS,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import type { ContractRow } from '../../store/schema.ts';

/**
 * Florida's deposit rule (s. 489.126) as dates: with a deposit over 10 % of the price, apply for
 * the permit within 30 days of receiving it and start the work within 90 days of the permit's
 * issue. Pure, so the contract's clock and the permit's view (domain/permits/) read it alike.
 */

/** The two deadlines a contract's dates give (null when the rule does not apply or not yet). */
export function deadlinesOf(
  row: Pick<ContractRow, 'depositOverTenPercent' | 'depositReceivedOn' | 'permitIssuedOn'>,
) {
  if (!row.depositOverTenPercent) return { permitApplyBy: null, workStartBy: null };
  return {
    permitApplyBy: row.depositReceivedOn
      ? addCalendarDays(row.depositReceivedOn, PERMIT_APPLY_WITHIN_DAYS)
      : null,
    workStartBy: row.permitIssuedOn
      ? addCalendarDays(row.permitIssuedOn, WORK_START_WITHIN_DAYS)
      : null,
  };
}
