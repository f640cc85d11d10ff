import { fiveDigitZip, SERVED_AREAS } from '@roofing/contracts';

/** The served ZIP list and its parsing live in contracts (the quote service derives permit
 * jurisdictions from the same data); the lead service copies the list into its table at boot. */
export { fiveDigitZip, SERVED_AREAS };

export function servedAreaFor(zip: string, table: ReadonlyMap<string, string>): string | null {
  const five = fiveDigitZip(zip);
  return five ? (table.get(five) ?? null) : null;
}

export function defaultServedZipTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const { area, zipCodes } of SERVED_AREAS) for (const zip of zipCodes) table.set(zip, area);
  return table;
}
