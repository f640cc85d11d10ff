import {
  AppointmentCreateSchema,
  AppointmentPatchSchema,
  AppointmentSchema,
  CrewWorkQuerySchema,
  EmployeeTaskCreateSchema,
  EmployeeTaskPatchSchema,
  EmployeeTaskSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@roofing/contracts';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { readAppointment, readTask, toAppointment, toTask } from '../domain/crew-work.ts';
import {
  assignTask,
  bookAppointment,
  changeAppointment,
  changeTask,
} from '../domain/schedule-crew-work.ts';
import { schedulingStore } from '../store/scheduling.ts';

const tags = ['crew scheduling (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The crew's visits and tasks on each job, for the quote workspace and the employee pages. */
export async function schedulingRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = schedulingStore(ctx.db);
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
      const id = await bookAppointment(store, request.body);
      request.log.info({ appointment: id, by: staff.username }, 'appointment booked');
      return reply.code(201).send(await readAppointment(store, id));
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
      await changeAppointment(store, request.params.id, request.body);
      return readAppointment(store, request.params.id);
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
      const id = await assignTask(store, request.body);
      request.log.info({ task: id, by: staff.username }, 'task assigned');
      return reply.code(201).send(await readTask(store, id));
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
      await changeTask(store, request.params.id, request.body);
      return readTask(store, request.params.id);
    },
  );
}
