import type { StaffQuote } from '@roofing/contracts';
import type { Db } from '@roofing/platform';
import type { ListedQuoteRow } from '../../store/quotes.ts';
import { stormStore } from '../../store/storm.ts';
import { toQuote } from '../estimate-view.ts';

/*
 * Storm priority (issue 26): while the storm banner is on, jobs with an active leak (a leak or
 * storm-damage service request still open or in progress) go to the top of the office's quote
 * list, flagged with when the oldest such request came in, and the requests are flagged in the
 * job's after-sales view. With the banner off nothing is flagged and the order is as always.
 */

/** Whether the storm banner is on now (the newest switch; off before the first). */
export async function stormBannerOn(db: Db): Promise<boolean> {
  return (await stormStore(db).latest())?.isOn ?? false;
}

/** A quote as the office's list and its changes answer it. */
export function toStaffQuote(row: ListedQuoteRow, storm: boolean): StaffQuote {
  const { priorityRequestedAt, ...quote } = row;
  const since = storm ? priorityRequestedAt : null;
  return {
    ...toQuote(quote),
    stormPriority: since !== null,
    priorityRequestedAt: since?.toISOString() ?? null,
  };
}
