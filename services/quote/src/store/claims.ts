import { type Db, insertOne, newestFirstPage, rowsById, type Tx } from '@roofing/platform';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { firstRow } from './first-row.ts';
import {
  type ClaimLineRow,
  type ClaimRow,
  type ClaimSupplementRow,
  claimDocuments,
  claimLines,
  claimPackets,
  claimPayments,
  claimSupplements,
  claims,
  payments,
} from './schema.ts';

type Reader = Db | Tx;

/** A line as stored: its side ('carrier' | 'ours' | 'supplement'), position and figures. */
export type NewClaimLine = Omit<typeof claimLines.$inferInsert, 'id' | 'claimId'>;

/** A stored document without its bytes (lists and answers). */
export type ClaimDocumentFacts = Omit<typeof claimDocuments.$inferSelect, 'data'>;

/** An insurer check as the claim shows it: its claim row and the ledger's amount. */
export interface ClaimPaymentFacts {
  paymentId: number;
  kind: string;
  amount: string;
  receivedOn: string;
  checkNumber: string | null;
  payees: string | null;
}

const documentFacts = {
  id: claimDocuments.id,
  claimId: claimDocuments.claimId,
  supplementId: claimDocuments.supplementId,
  filename: claimDocuments.filename,
  contentType: claimDocuments.contentType,
  bytes: claimDocuments.bytes,
  uploadedBy: claimDocuments.uploadedBy,
  uploadedAt: claimDocuments.uploadedAt,
};

/** The office list's search: estimate number, claim number, carrier. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(claims.estimateNumber, pattern),
    ilike(claims.claimNumber, pattern),
    ilike(claims.carrier, pattern),
    ilike(claims.policyNumber, pattern),
  );
}

/** The claims' queries: a claim, its lines, supplements, evidence, insurer checks and packets. */
export function claimStore(db: Db) {
  const byId = rowsById(db, claims);
  const supplementsById = rowsById(db, claimSupplements);
  return {
    findById(id: number, reader: Reader = db): Promise<ClaimRow | undefined> {
      return firstRow(reader, claims, eq(claims.id, id));
    },
    lockById: byId.lockById,
    update: byId.update,
    ofQuote(quoteId: number, reader: Reader = db): Promise<ClaimRow | undefined> {
      return firstRow(reader, claims, eq(claims.quoteId, quoteId));
    },
    insert: (tx: Tx, values: typeof claims.$inferInsert): Promise<ClaimRow> =>
      insertOne(tx, claims, values),
    page(query: { page: number; pageSize: number; search?: string }) {
      return newestFirstPage(db, claims, claims, searchFilter(query.search), query);
    },

    /** Every line of a claim (both sides and the supplements'), in order. */
    linesOf(claimId: number, reader: Reader = db): Promise<ClaimLineRow[]> {
      return reader
        .select()
        .from(claimLines)
        .where(eq(claimLines.claimId, claimId))
        .orderBy(asc(claimLines.side), asc(claimLines.position), asc(claimLines.id));
    },
    /** Lines of several claims at once (the office list's totals). */
    linesOfClaims(claimIds: number[]): Promise<ClaimLineRow[]> {
      if (claimIds.length === 0) return Promise.resolve([]);
      return db.select().from(claimLines).where(inArray(claimLines.claimId, claimIds));
    },
    /** Replaces one side's lines (or one supplement's) as a whole. */
    async replaceLines(
      tx: Tx,
      claimId: number,
      side: 'carrier' | 'ours' | 'supplement',
      supplementId: number | null,
      lines: NewClaimLine[],
    ): Promise<void> {
      await tx
        .delete(claimLines)
        .where(
          and(
            eq(claimLines.claimId, claimId),
            eq(claimLines.side, side),
            supplementId === null
              ? isNull(claimLines.supplementId)
              : eq(claimLines.supplementId, supplementId),
          ),
        );
      if (lines.length > 0) {
        await tx.insert(claimLines).values(lines.map((line) => ({ ...line, claimId })));
      }
    },

    supplementsOf(claimId: number, reader: Reader = db): Promise<ClaimSupplementRow[]> {
      return reader
        .select()
        .from(claimSupplements)
        .where(eq(claimSupplements.claimId, claimId))
        .orderBy(asc(claimSupplements.number));
    },
    supplementsOfClaims(claimIds: number[]): Promise<ClaimSupplementRow[]> {
      if (claimIds.length === 0) return Promise.resolve([]);
      return db.select().from(claimSupplements).where(inArray(claimSupplements.claimId, claimIds));
    },
    lockSupplement: supplementsById.lockById,
    updateSupplement: supplementsById.update,
    async nextSupplementNumber(tx: Tx, claimId: number): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number>`coalesce(max(${claimSupplements.number}), 0)::int` })
        .from(claimSupplements)
        .where(eq(claimSupplements.claimId, claimId));
      return (row?.last ?? 0) + 1;
    },
    insertSupplement: (tx: Tx, values: typeof claimSupplements.$inferInsert) =>
      insertOne(tx, claimSupplements, values),
    /** A draft supplement goes with its lines and documents. */
    async deleteSupplement(tx: Tx, claimId: number, supplementId: number): Promise<void> {
      await tx
        .delete(claimLines)
        .where(and(eq(claimLines.claimId, claimId), eq(claimLines.supplementId, supplementId)));
      await tx.delete(claimDocuments).where(eq(claimDocuments.supplementId, supplementId));
      await tx.delete(claimSupplements).where(eq(claimSupplements.id, supplementId));
    },

    documentsOf(claimId: number, reader: Reader = db): Promise<ClaimDocumentFacts[]> {
      return reader
        .select(documentFacts)
        .from(claimDocuments)
        .where(eq(claimDocuments.claimId, claimId))
        .orderBy(asc(claimDocuments.id));
    },
    insertDocument: (tx: Db, values: typeof claimDocuments.$inferInsert) =>
      insertOne(tx, claimDocuments, values),
    document(claimId: number, documentId: number) {
      return firstRow(
        db,
        claimDocuments,
        and(eq(claimDocuments.claimId, claimId), eq(claimDocuments.id, documentId)),
      );
    },

    /** A claim's insurer checks with the amount the ledger holds, oldest first. */
    paymentsOf(claimId: number, reader: Reader = db): Promise<ClaimPaymentFacts[]> {
      return reader
        .select({
          paymentId: claimPayments.paymentId,
          kind: claimPayments.kind,
          amount: payments.amount,
          receivedOn: claimPayments.receivedOn,
          checkNumber: claimPayments.checkNumber,
          payees: claimPayments.payees,
        })
        .from(claimPayments)
        .innerJoin(payments, eq(payments.id, claimPayments.paymentId))
        .where(eq(claimPayments.claimId, claimId))
        .orderBy(asc(claimPayments.receivedOn), asc(claimPayments.id));
    },
    async paymentsOfClaims(claimIds: number[]) {
      if (claimIds.length === 0) return [];
      return db
        .select({
          claimId: claimPayments.claimId,
          kind: claimPayments.kind,
          amount: payments.amount,
        })
        .from(claimPayments)
        .innerJoin(payments, eq(payments.id, claimPayments.paymentId))
        .where(inArray(claimPayments.claimId, claimIds));
    },
    insertPayment: (tx: Tx, values: typeof claimPayments.$inferInsert) =>
      insertOne(tx, claimPayments, values),

    insertPacket: (tx: Db, values: typeof claimPackets.$inferInsert) =>
      insertOne(tx, claimPackets, values),
    packetsOf(claimId: number) {
      return db
        .select({
          id: claimPackets.id,
          claimId: claimPackets.claimId,
          supplementId: claimPackets.supplementId,
          sha256: claimPackets.sha256,
          pageCount: claimPackets.pageCount,
          createdBy: claimPackets.createdBy,
          createdAt: claimPackets.createdAt,
        })
        .from(claimPackets)
        .where(eq(claimPackets.claimId, claimId))
        .orderBy(desc(claimPackets.createdAt), desc(claimPackets.id));
    },
    packet: (packetId: number) => firstRow(db, claimPackets, eq(claimPackets.id, packetId)),
  };
}
export type ClaimStore = ReturnType<typeof claimStore>;
