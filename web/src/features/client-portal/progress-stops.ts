/** The four labelled stops of the progress portal's bar, at the percent each status reaches. */
export const PROGRESS_STOPS = [
  { label: 'Requested', percent: 25 },
  { label: 'Scheduled', percent: 50 },
  { label: 'Estimated', percent: 75 },
  { label: 'Complete', percent: 100 },
] as const;

/** Clamps a server percent into 0-100 for the bar. */
export function barPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** Which stops the project has reached. */
export function reachedStops(percent: number): string[] {
  return PROGRESS_STOPS.filter((stop) => barPercent(percent) >= stop.percent).map(
    (stop) => stop.label,
  );
}
