import {
  type Appointment,
  AppointmentCreateSchema,
  AppointmentPatchSchema,
  AppointmentSchema,
  CrewWorkQuerySchema,
  type EmployeeTask,
  EmployeeTaskCreateSchema,
  EmployeeTaskPatchSchema,
  EmployeeTaskSchema,
  ErrorBodySchema,
  IdParamsSchema,
  isUpcoming,
  VISIT_PASSED_MESSAGE,
} from '@roofing/contracts';
import {
  AppError,
  postgresErrorCode,
  type ServiceApp,
  type ServiceContext,
} from '@roofing/platform';
import { z } from 'zod';
import { schedulingStore, type WithAssignee } from '../store/scheduling.ts';
import type { AppointmentRow, EmployeeTaskRow } from '../store/schema.ts';

const tags = ['crew scheduling (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** A missing employee is the caller's mistake: say so at the field. */
function unknownEmployee(error: unknown): never {
  if (postgresErrorCode(error) === '23503') {
    throw new AppError('VALIDATION_FAILED', 'No such employee.', {
      employeeId: 'No such employee',
    });
  }
  throw error;
}

const employeeOf = (row: {
  employeeId: number;
  employeeName: string;
  employeePosition: string;
}) => ({
  id: row.employeeId,
  name: row.employeeName,
  position: row.employeePosition,
});

const toAppointment = (row: WithAssignee<AppointmentRow>): Appointment => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  employee: employeeOf(row),
  appointmentType: row.appointmentType as Appointment['appointmentType'],
  scheduledDate: row.scheduledDate,
  scheduledTime: row.scheduledTime,
  notes: row.notes,
  status: row.status as Appointment['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toTask = (row: WithAssignee<EmployeeTaskRow>): EmployeeTask => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  employee: employeeOf(row),
  taskType: row.taskType as EmployeeTask['taskType'],
  title: row.title,
  description: row.description,
  priority: row.priority as EmployeeTask['priority'],
  status: row.status as EmployeeTask['status'],
  dueDate: row.dueDate,
  completedAt: row.completedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The crew's visits and tasks on each job, for the quote workspace and the employee pages. */
export async function schedulingRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = schedulingStore(ctx.db);
  const appointment = async (id: number) => {
    const [row] = await store.appointments({}, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such appointment.');
    return toAppointment(row);
  };
  const task = async (id: number) => {
    const [row] = await store.tasks({}, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such task.');
    return toTask(row);
  };

  app.get(
    '/api/appointments',
    {
      schema: {
        summary: 'Staff: appointments of one job (estimateNumber), one employee, or all, by date',
        tags,
        querystring: CrewWorkQuerySchema,
        response: { 200: z.array(AppointmentSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await store.appointments(request.query)).map(toAppointment);
    },
  );

  app.post(
    '/api/appointments',
    {
      schema: {
        summary: 'Staff: book a visit on a job with an employee',
        tags,
        body: AppointmentCreateSchema,
        response: { 201: AppointmentSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const id = await store
        .insertAppointment({ ...request.body, notes: request.body.notes ?? null })
        .catch(unknownEmployee);
      request.log.info({ appointment: id, by: staff.username }, 'appointment booked');
      return reply.code(201).send(await appointment(id));
    },
  );

  app.patch(
    '/api/appointments/:id',
    {
      schema: {
        summary: 'Staff: reschedule, reassign, confirm, complete or cancel an appointment',
        tags,
        params: IdParamsSchema,
        body: AppointmentPatchSchema,
        response: { 200: AppointmentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const { scheduledDate, scheduledTime } = request.body;
      if ((scheduledDate === undefined) !== (scheduledTime === undefined)) {
        // Half a move (the day or the hour) is judged with the stored other half.
        const current = await appointment(request.params.id);
        const moved = {
          scheduledDate: scheduledDate ?? current.scheduledDate,
          scheduledTime: scheduledTime ?? current.scheduledTime,
        };
        if (!isUpcoming(moved)) {
          throw new AppError('VALIDATION_FAILED', VISIT_PASSED_MESSAGE, {
            scheduledDate: VISIT_PASSED_MESSAGE,
          });
        }
      }
      const changed = await store
        .updateAppointment(request.params.id, request.body)
        .catch(unknownEmployee);
      if (!changed) throw new AppError('NOT_FOUND', 'No such appointment.');
      return appointment(request.params.id);
    },
  );

  app.get(
    '/api/employee-tasks',
    {
      schema: {
        summary: 'Staff: tasks of one job (estimateNumber), one employee, or all; open ones first',
        tags,
        querystring: CrewWorkQuerySchema,
        response: { 200: z.array(EmployeeTaskSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await store.tasks(request.query)).map(toTask);
    },
  );

  app.post(
    '/api/employee-tasks',
    {
      schema: {
        summary: 'Staff: assign a task on a job to an employee',
        tags,
        body: EmployeeTaskCreateSchema,
        response: { 201: EmployeeTaskSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const body = request.body;
      const id = await store
        .insertTask({
          ...body,
          description: body.description ?? null,
          dueDate: body.dueDate ?? null,
        })
        .catch(unknownEmployee);
      request.log.info({ task: id, by: staff.username }, 'task assigned');
      return reply.code(201).send(await task(id));
    },
  );

  app.patch(
    '/api/employee-tasks/:id',
    {
      schema: {
        summary: 'Staff: change a task; completing it records when',
        tags,
        params: IdParamsSchema,
        body: EmployeeTaskPatchSchema,
        response: {
          200: EmployeeTaskSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { status, ...rest } = request.body;
      const change = {
        ...rest,
        ...(status ? { status, completedAt: status === 'completed' ? new Date() : null } : {}),
      };
      const changed = await store.updateTask(request.params.id, change).catch(unknownEmployee);
      if (!changed) throw new AppError('NOT_FOUND', 'No such task.');
      return task(request.params.id);
    },
  );
}
