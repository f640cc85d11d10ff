import { type Db, insertOne, rowsById, type Tx } from '@roofing/platform';
import { and, asc, count, eq, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import { firstRow, lockFirstRow } from './first-row.ts';
import {
  type ContractRow,
  contracts,
  type PermitInspectionRow,
  type PermitRow,
  permitInspections,
  permits,
  type QuoteRow,
  quotes,
} from './schema.ts';

type Reader = Db | Tx;

/** What the permits board is filtered by (the stored stage is kept with every change). */
export interface PermitBoardFilter {
  stage?: string | undefined;
  jurisdiction?: string | undefined;
  includeClosed: boolean;
}

/** The permits' and their inspections' queries (one permit per job). */
export function permitStore(db: Db) {
  const byId = rowsById(db, permits);
  return {
    ...byId,
    ofQuote(quoteId: number, reader: Reader = db): Promise<PermitRow | undefined> {
      return firstRow(reader, permits, eq(permits.quoteId, quoteId));
    },
    ofEstimate(estimateNumber: string, reader: Reader = db): Promise<PermitRow | undefined> {
      return firstRow(reader, permits, eq(permits.estimateNumber, estimateNumber));
    },
    insert(tx: Tx, values: typeof permits.$inferInsert): Promise<PermitRow> {
      return insertOne(tx, permits, values);
    },

    /** The inspections of these permits, in the order they were scheduled. */
    async inspectionsOf(
      permitIds: readonly number[],
      reader: Reader = db,
    ): Promise<PermitInspectionRow[]> {
      if (permitIds.length === 0) return [];
      return reader
        .select()
        .from(permitInspections)
        .where(inArray(permitInspections.permitId, [...permitIds]))
        .orderBy(asc(permitInspections.scheduledOn), asc(permitInspections.id));
    },
    lockInspection(
      tx: Tx,
      permitId: number,
      inspectionId: number,
    ): Promise<PermitInspectionRow | undefined> {
      return lockFirstRow(
        tx,
        permitInspections,
        and(eq(permitInspections.id, inspectionId), eq(permitInspections.permitId, permitId)),
      );
    },
    insertInspection(
      tx: Tx,
      values: typeof permitInspections.$inferInsert,
    ): Promise<PermitInspectionRow> {
      return insertOne(tx, permitInspections, values);
    },
    async updateInspection(
      tx: Tx,
      id: number,
      values: Partial<typeof permitInspections.$inferInsert>,
    ): Promise<PermitInspectionRow | undefined> {
      const [row] = await tx
        .update(permitInspections)
        .set(values)
        .where(eq(permitInspections.id, id))
        .returning();
      return row;
    },

    /** The board's permits with their jobs (ordered and paged by the domain: overdue is computed). */
    async board(filter: PermitBoardFilter): Promise<{ permit: PermitRow; quote: QuoteRow }[]> {
      const where: (SQL | undefined)[] = [
        filter.stage ? eq(permits.stage, filter.stage) : undefined,
        filter.jurisdiction ? eq(permits.jurisdiction, filter.jurisdiction) : undefined,
        filter.includeClosed || filter.stage === 'final-passed'
          ? undefined
          : ne(permits.stage, 'final-passed'),
      ];
      return db
        .select({ permit: permits, quote: quotes })
        .from(permits)
        .innerJoin(quotes, eq(quotes.id, permits.quoteId))
        .where(and(...where))
        .orderBy(asc(permits.createdAt), asc(permits.id));
    },

    /** Open permits (not final-passed) per jurisdiction, by name. */
    async jurisdictionCounts(): Promise<{ jurisdiction: string; open: number }[]> {
      const rows = await db
        .select({ jurisdiction: permits.jurisdiction, open: count() })
        .from(permits)
        .where(ne(permits.stage, 'final-passed'))
        .groupBy(permits.jurisdiction)
        .orderBy(asc(permits.jurisdiction));
      return rows.map((row) => ({ jurisdiction: row.jurisdiction, open: Number(row.open) }));
    },

    /** The standing contract (not voided, not cancelled) of each of these jobs, by estimate number. */
    async standingContracts(
      estimateNumbers: readonly string[],
      reader: Reader = db,
    ): Promise<Map<string, ContractRow>> {
      if (estimateNumbers.length === 0) return new Map();
      const rows = await reader
        .select()
        .from(contracts)
        .where(
          and(
            inArray(contracts.estimateNumber, [...estimateNumbers]),
            notInArray(contracts.status, ['voided', 'cancelled']),
          ),
        )
        .orderBy(asc(contracts.version));
      return new Map(rows.map((row) => [row.estimateNumber, row]));
    },
  };
}
export type PermitStore = ReturnType<typeof permitStore>;
