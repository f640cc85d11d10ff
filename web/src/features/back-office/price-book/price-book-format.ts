import { type InstantQuoteMaterial, ROOF_TYPE_OF_MATERIAL } from '@roofing/contracts';

export { wholeDollars } from '../../admin/admin-format.ts';

/** "Metal (standing seam)": the material as the quote names it. */
export const materialName = (material: InstantQuoteMaterial) => ROOF_TYPE_OF_MATERIAL[material];

/** A YYYY-MM-DD day as "Jan 1, 2026" (a calendar day, not an instant: no zone shift). */
export function calendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
