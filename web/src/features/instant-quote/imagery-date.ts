/**
 * The imagery's capture date in words, as precise as the service said it: "March 4, 2024",
 * "March 2024" or "2024" (YYYY-MM-DD, YYYY-MM or YYYY); anything else is shown as it came.
 */
export function imageryDateText(capturedAt: string, intlLocale: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(capturedAt.trim());
  if (!match) return capturedAt;
  const [, year, month, day] = match;
  if (!month) return year as string;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1), 12));
  if (Number.isNaN(date.getTime())) return capturedAt;
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(day ? { day: 'numeric' } : {}),
  }).format(date);
}
