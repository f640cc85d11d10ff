import { type Db, insertOne } from '@roofing/platform';
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  type AppointmentRow,
  appointments,
  type EmployeeTaskRow,
  employees,
  employeeTasks,
} from './schema.ts';

const assignee = {
  employeeName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  employeePosition: employees.position,
};
export type WithAssignee<T> = T & { employeeName: string; employeePosition: string };
export interface CrewFilter {
  estimateNumber?: string | undefined;
  employeeId?: number | undefined;
}

/** Appointments and employee tasks, each with the name of who does it. */
export function schedulingStore(db: Db) {
  const appointmentWhere = (filter: CrewFilter, id?: number) => {
    const conditions: SQL[] = [];
    if (id !== undefined) conditions.push(eq(appointments.id, id));
    if (filter.estimateNumber)
      conditions.push(eq(appointments.estimateNumber, filter.estimateNumber));
    if (filter.employeeId) conditions.push(eq(appointments.employeeId, filter.employeeId));
    return and(...conditions);
  };
  const taskWhere = (filter: CrewFilter, id?: number) => {
    const conditions: SQL[] = [];
    if (id !== undefined) conditions.push(eq(employeeTasks.id, id));
    if (filter.estimateNumber)
      conditions.push(eq(employeeTasks.estimateNumber, filter.estimateNumber));
    if (filter.employeeId) conditions.push(eq(employeeTasks.employeeId, filter.employeeId));
    return and(...conditions);
  };

  return {
    async appointments(filter: CrewFilter, id?: number): Promise<WithAssignee<AppointmentRow>[]> {
      return db
        .select({ ...getTableColumns(appointments), ...assignee })
        .from(appointments)
        .innerJoin(employees, eq(employees.id, appointments.employeeId))
        .where(appointmentWhere(filter, id))
        .orderBy(
          asc(appointments.scheduledDate),
          asc(appointments.scheduledTime),
          asc(appointments.id),
        );
    },
    async insertAppointment(values: typeof appointments.$inferInsert) {
      return (await insertOne(db, appointments, values)).id;
    },
    async updateAppointment(id: number, change: Partial<typeof appointments.$inferInsert>) {
      const rows = await db
        .update(appointments)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(appointments.id, id))
        .returning({ id: appointments.id });
      return rows.length > 0;
    },
    async tasks(filter: CrewFilter, id?: number): Promise<WithAssignee<EmployeeTaskRow>[]> {
      return db
        .select({ ...getTableColumns(employeeTasks), ...assignee })
        .from(employeeTasks)
        .innerJoin(employees, eq(employees.id, employeeTasks.employeeId))
        .where(taskWhere(filter, id))
        .orderBy(
          sql`${employeeTasks.status} in ('completed', 'cancelled')`,
          sql`${employeeTasks.dueDate} asc nulls last`,
          asc(employeeTasks.id),
        );
    },
    async insertTask(values: typeof employeeTasks.$inferInsert) {
      return (await insertOne(db, employeeTasks, values)).id;
    },
    async updateTask(id: number, change: Partial<typeof employeeTasks.$inferInsert>) {
      const rows = await db
        .update(employeeTasks)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(employeeTasks.id, id))
        .returning({ id: employeeTasks.id });
      return rows.length > 0;
    },
  };
}
export type SchedulingStore = ReturnType<typeof schedulingStore>;
