import { apiRequest } from './client.ts';

/** One page of a staff list and the list's total. */
export interface StaffPage<T> {
  rows: T[];
  total: number;
}

/**
 * The total a staff list sends in X-Total-Count (the quote, lead and instant-quote lists answer
 * alike); the rows' count when the header is missing or not a number.
 */
export function totalOf(headers: Pick<Headers, 'get'>, rowCount: number): number {
  const header = headers.get('x-total-count');
  const total = header === null ? Number.NaN : Number(header);
  return Number.isFinite(total) && total >= 0 ? total : rowCount;
}

/** GET one page of a staff list: `params` on the query string, the total from its header. */
export async function readStaffPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
): Promise<StaffPage<T>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const response = await apiRequest('GET', `${path}?${query}`);
  const rows = (await response.json()) as T[];
  return { rows, total: totalOf(response.headers, rows.length) };
}
