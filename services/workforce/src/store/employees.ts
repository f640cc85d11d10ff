import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  type CodeOfConductSignatureRow,
  codeOfConductSignatures,
  type EmployeeRow,
  employees,
} from './schema.ts';

export type NewEmployee = typeof employees.$inferInsert;

/** Postgres' unique-violation code, and the constraint that was hit. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unique') : null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function employeeStore(db: Db) {
  return {
    async list(filter: { q?: string; status?: string }): Promise<EmployeeRow[]> {
      const conditions = [];
      if (filter.status) conditions.push(eq(employees.status, filter.status));
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        conditions.push(
          or(
            ilike(employees.firstName, pattern),
            ilike(employees.lastName, pattern),
            ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
            ilike(employees.employeeId, pattern),
            ilike(employees.position, pattern),
          ),
        );
      }
      return db
        .select()
        .from(employees)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(employees.lastName), asc(employees.firstName));
    },
    async byId(id: number): Promise<EmployeeRow | undefined> {
      const [row] = await db.select().from(employees).where(eq(employees.id, id)).limit(1);
      return row;
    },
    async insert(values: NewEmployee, tx: Db | Tx = db): Promise<EmployeeRow> {
      return insertOne(tx, employees, values);
    },
    async update(id: number, values: Partial<NewEmployee>): Promise<EmployeeRow | undefined> {
      const [row] = await db
        .update(employees)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(employees.id, id))
        .returning();
      return row;
    },
    /** The newest signature of each of these employees. */
    async latestSignatures(ids: number[]): Promise<Map<number, CodeOfConductSignatureRow>> {
      const latest = new Map<number, CodeOfConductSignatureRow>();
      if (ids.length === 0) return latest;
      const rows = await db
        .select()
        .from(codeOfConductSignatures)
        .where(inArray(codeOfConductSignatures.employeeId, ids))
        .orderBy(desc(codeOfConductSignatures.signatureDate), desc(codeOfConductSignatures.id));
      for (const row of rows) if (!latest.has(row.employeeId)) latest.set(row.employeeId, row);
      return latest;
    },
    async signaturesOf(employeeId: number): Promise<CodeOfConductSignatureRow[]> {
      return db
        .select()
        .from(codeOfConductSignatures)
        .where(eq(codeOfConductSignatures.employeeId, employeeId))
        .orderBy(desc(codeOfConductSignatures.signatureDate), desc(codeOfConductSignatures.id));
    },
    /** A new signature; the employee's earlier ones stop being current (one transaction). */
    async sign(
      values: typeof codeOfConductSignatures.$inferInsert,
      tx?: Tx,
    ): Promise<CodeOfConductSignatureRow> {
      const write = async (t: Tx) => {
        await t
          .update(codeOfConductSignatures)
          .set({ isCurrentVersion: false })
          .where(eq(codeOfConductSignatures.employeeId, values.employeeId));
        const [row] = await t.insert(codeOfConductSignatures).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      };
      return tx ? write(tx) : db.transaction(write);
    },
  };
}
export type EmployeeStore = ReturnType<typeof employeeStore>;
