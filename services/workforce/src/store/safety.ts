import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, asc, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  employees,
  incidentNumberCounters,
  type SafetyIncidentRow,
  safetyIncidentPhotos,
  safetyIncidents,
  storedFiles,
  trainingCompletions,
  trainingCourses,
} from './schema.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The next SI-<year>-<n>: the year's counter is raised under its row lock. */
export async function nextIncidentNumber(tx: Tx, year: number): Promise<string> {
  const [row] = await tx
    .insert(incidentNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: incidentNumberCounters.year,
      set: { last: sql`${incidentNumberCounters.last} + 1` },
    })
    .returning({ last: incidentNumberCounters.last });
  return `SI-${year}-${row?.last ?? 1}`;
}

export function safetyStore(db: Db) {
  return {
    nextIncidentNumber,
    async insertIncident(tx: Tx, values: typeof safetyIncidents.$inferInsert) {
      return insertOne(tx, safetyIncidents, values);
    },
    async listIncidents(filter: { q?: string; status?: string }) {
      const conditions = [];
      if (filter.status) conditions.push(eq(safetyIncidents.status, filter.status));
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        conditions.push(
          or(
            ilike(safetyIncidents.incidentNumber, pattern),
            ilike(safetyIncidents.employeeName, pattern),
            ilike(safetyIncidents.jobSiteAddress, pattern),
            ilike(safetyIncidents.incidentType, pattern),
            ilike(safetyIncidents.description, pattern),
            ilike(employees.employeeId, pattern),
          ),
        );
      }
      return db
        .select({ incident: safetyIncidents, employeeId: employees.employeeId })
        .from(safetyIncidents)
        .leftJoin(employees, eq(employees.id, safetyIncidents.employeeRef))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(safetyIncidents.incidentDate), desc(safetyIncidents.incidentTime));
    },
    async incident(id: number) {
      const [row] = await db
        .select({ incident: safetyIncidents, employeeId: employees.employeeId })
        .from(safetyIncidents)
        .leftJoin(employees, eq(employees.id, safetyIncidents.employeeRef))
        .where(eq(safetyIncidents.id, id))
        .limit(1);
      return row;
    },
    async updateIncident(id: number, values: Partial<SafetyIncidentRow>) {
      const [row] = await db
        .update(safetyIncidents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(safetyIncidents.id, id))
        .returning();
      return row;
    },
    async photosOf(incidentIds: number[]) {
      if (incidentIds.length === 0) return [];
      return db
        .select({
          id: safetyIncidentPhotos.id,
          incidentId: safetyIncidentPhotos.incidentId,
          filename: storedFiles.filename,
        })
        .from(safetyIncidentPhotos)
        .innerJoin(storedFiles, eq(storedFiles.id, safetyIncidentPhotos.fileId))
        .where(inArray(safetyIncidentPhotos.incidentId, incidentIds))
        .orderBy(asc(safetyIncidentPhotos.createdAt));
    },
    async addPhoto(tx: Tx, incidentId: number, fileId: string) {
      await tx.insert(safetyIncidentPhotos).values({ incidentId, fileId });
    },
    async photo(incidentId: number, photoId: string) {
      const [row] = await db
        .select({ file: storedFiles })
        .from(safetyIncidentPhotos)
        .innerJoin(storedFiles, eq(storedFiles.id, safetyIncidentPhotos.fileId))
        .where(
          and(
            eq(safetyIncidentPhotos.id, photoId),
            eq(safetyIncidentPhotos.incidentId, incidentId),
          ),
        )
        .limit(1);
      return row?.file;
    },
    /** Date and type of every incident (for the stats). */
    async incidentDates() {
      return db
        .select({
          date: safetyIncidents.incidentDate,
          type: safetyIncidents.incidentType,
          status: safetyIncidents.status,
        })
        .from(safetyIncidents);
    },
    async courses() {
      return db.select().from(trainingCourses).orderBy(asc(trainingCourses.id));
    },
    async course(id: number) {
      const [row] = await db
        .select()
        .from(trainingCourses)
        .where(eq(trainingCourses.id, id))
        .limit(1);
      return row;
    },
    async completionsSince(since: string) {
      return db
        .select({
          id: trainingCompletions.id,
          courseId: trainingCompletions.courseId,
          courseTitle: trainingCourses.title,
          employeeRef: trainingCompletions.employeeRef,
          firstName: employees.firstName,
          lastName: employees.lastName,
          completedOn: trainingCompletions.completedOn,
          hours: trainingCompletions.hours,
        })
        .from(trainingCompletions)
        .innerJoin(trainingCourses, eq(trainingCourses.id, trainingCompletions.courseId))
        .innerJoin(employees, eq(employees.id, trainingCompletions.employeeRef))
        .where(gte(trainingCompletions.completedOn, since))
        .orderBy(desc(trainingCompletions.completedOn), desc(trainingCompletions.id));
    },
    async insertCompletion(values: typeof trainingCompletions.$inferInsert) {
      return insertOne(db, trainingCompletions, values);
    },
    async activeEmployeeIds(): Promise<number[]> {
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.status, 'active'));
      return rows.map((row) => row.id);
    },
    async employee(id: number) {
      const [row] = await db.select().from(employees).where(eq(employees.id, id)).limit(1);
      return row;
    },
  };
}
export type SafetyStore = ReturnType<typeof safetyStore>;
