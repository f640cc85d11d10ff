import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  assessmentNumberCounters,
  employees,
  generatedTests,
  hiringAssessments,
  scheduledTests,
  testResults,
  testTemplates,
} from './schema.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The next HA-<year>-<nnn>: the year's counter is raised under its row lock. */
export async function nextAssessmentNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(assessmentNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: assessmentNumberCounters.year,
      set: { last: sql`${assessmentNumberCounters.last} + 1` },
    })
    .returning({ last: assessmentNumberCounters.last });
  return `HA-${year}-${String(row?.last ?? 1).padStart(3, '0')}`;
}

export function testingStore(db: Db) {
  return {
    templates: () => db.select().from(testTemplates).orderBy(asc(testTemplates.name)),
    async template(id: string, tx: Db | Tx = db) {
      const [row] = await tx.select().from(testTemplates).where(eq(testTemplates.id, id)).limit(1);
      return row;
    },
    async employee(id: number) {
      const [row] = await db.select().from(employees).where(eq(employees.id, id)).limit(1);
      return row;
    },
    async results(filter: { q?: string }) {
      const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
      return db
        .select({
          result: testResults,
          employeeId: employees.employeeId,
          firstName: employees.firstName,
          lastName: employees.lastName,
        })
        .from(testResults)
        .innerJoin(employees, eq(employees.id, testResults.employeeRef))
        .where(
          pattern
            ? or(
                ilike(employees.firstName, pattern),
                ilike(employees.lastName, pattern),
                ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
                ilike(employees.employeeId, pattern),
                ilike(testResults.testType, pattern),
                ilike(testResults.certificationId, pattern),
              )
            : undefined,
        )
        .orderBy(desc(testResults.testDate), desc(testResults.id));
    },
    async insertResult(values: typeof testResults.$inferInsert, tx: Db | Tx = db) {
      return (await insertOne(tx, testResults, values)).id;
    },
    async employeeByNumber(tx: Tx, employeeId: string) {
      const [row] = await tx
        .select()
        .from(employees)
        .where(eq(employees.employeeId, employeeId))
        .limit(1);
      return row;
    },
    /** Keeps a generated test once (a redelivered event changes nothing). */
    async keepGeneratedTest(tx: Tx, values: typeof generatedTests.$inferInsert) {
      await tx.insert(generatedTests).values(values).onConflictDoNothing();
    },
    /** The generated test under its row lock: its answers are scored once. */
    async lockGeneratedTest(tx: Tx, id: string) {
      const [row] = await tx
        .select()
        .from(generatedTests)
        .where(eq(generatedTests.id, id))
        .for('update')
        .limit(1);
      return row;
    },
    async markGeneratedTestSubmitted(tx: Tx, id: string, resultId: number) {
      await tx
        .update(generatedTests)
        .set({ resultId, submittedAt: new Date() })
        .where(eq(generatedTests.id, id));
    },
    async scheduled() {
      return db
        .select({
          test: scheduledTests,
          firstName: employees.firstName,
          lastName: employees.lastName,
          testType: testTemplates.name,
        })
        .from(scheduledTests)
        .innerJoin(employees, eq(employees.id, scheduledTests.employeeRef))
        .innerJoin(testTemplates, eq(testTemplates.id, scheduledTests.templateId))
        .orderBy(asc(scheduledTests.scheduledDate), asc(scheduledTests.scheduledTime));
    },
    async insertScheduled(values: typeof scheduledTests.$inferInsert): Promise<number> {
      return (await insertOne(db, scheduledTests, values)).id;
    },
    async updateScheduled(id: number, status: string) {
      const [row] = await db
        .update(scheduledTests)
        .set({ status, updatedAt: new Date() })
        .where(eq(scheduledTests.id, id))
        .returning({ id: scheduledTests.id });
      return row?.id;
    },
    nextAssessmentNumber,
    async insertAssessment(tx: Tx, values: typeof hiringAssessments.$inferInsert) {
      return insertOne(tx, hiringAssessments, values);
    },
    assessments: () =>
      db
        .select()
        .from(hiringAssessments)
        .orderBy(desc(hiringAssessments.assessmentDate), desc(hiringAssessments.id)),
    async assessment(id: number) {
      const [row] = await db
        .select()
        .from(hiringAssessments)
        .where(eq(hiringAssessments.id, id))
        .limit(1);
      return row;
    },
    async reviewAssessment(id: number, values: Partial<typeof hiringAssessments.$inferInsert>) {
      const [row] = await db
        .update(hiringAssessments)
        .set(values)
        .where(and(eq(hiringAssessments.id, id)))
        .returning();
      return row;
    },
  };
}
export type TestingStore = ReturnType<typeof testingStore>;
