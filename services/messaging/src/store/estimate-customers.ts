import type { Locale } from '@roofing/contracts';
import type { Db, Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { estimateCustomers } from './schema.ts';

export interface EstimateCustomer {
  estimateNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The customer's language (issue 24); English when the quote predates it. */
  language: Locale;
}

/** Records (or refreshes) who an estimate is for; the estimate number is kept upper-cased. */
export async function upsertEstimateCustomer(tx: Tx, customer: EstimateCustomer) {
  const row = { ...customer, estimateNumber: customer.estimateNumber.toUpperCase() };
  await tx
    .insert(estimateCustomers)
    .values(row)
    .onConflictDoUpdate({
      target: estimateCustomers.estimateNumber,
      set: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        language: row.language,
      },
    });
}

export async function findEstimateCustomer(
  db: Db | Tx,
  estimateNumber: string,
): Promise<EstimateCustomer | undefined> {
  const [row] = await db
    .select()
    .from(estimateCustomers)
    .where(eq(estimateCustomers.estimateNumber, estimateNumber.toUpperCase()))
    .limit(1);
  return row ? { ...row, language: row.language === 'es' ? 'es' : 'en' } : undefined;
}
