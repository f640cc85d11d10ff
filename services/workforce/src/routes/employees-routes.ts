import {
  CODE_OF_CONDUCT_EFFECTIVE,
  CODE_OF_CONDUCT_VERSION,
  CodeOfConductQuerySchema,
  CodeOfConductSchema,
  CodeOfConductSignatureSchema,
  CodeOfConductSignSchema,
  codeOfConductSections,
  EmployeeCreateSchema,
  EmployeeListQuerySchema,
  EmployeeParamsSchema,
  EmployeeSchema,
  EmployeeSummarySchema,
  EmployeeUpdateSchema,
  ErrorBodySchema,
} from '@roofing/contracts';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import {
  addEmployee,
  changeEmployee,
  employeeSummary,
  listEmployees,
  readEmployee,
  toEmployee,
} from '../domain/employees.ts';
import { signCodeOfConduct } from '../domain/sign-code-of-conduct.ts';
import { employeeStore } from '../store/employees.ts';

const tags = ['employees (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The employee directory and the code of conduct (staff session required on every route). */
export async function employeesRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = employeeStore(ctx.db);

  app.get(
    '/api/employees',
    {
      schema: {
        summary: 'Staff: the directory, searched by name, employee ID or position',
        tags,
        querystring: EmployeeListQuerySchema,
        response: { 200: z.array(EmployeeSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const employees = await listEmployees(store, request.query);
      reply.header('cache-control', 'no-store');
      return employees;
    },
  );

  app.get(
    '/api/employees/summary',
    {
      schema: {
        summary: "Staff: the directory's totals (active, on leave, departments, code signed)",
        tags,
        response: { 200: EmployeeSummarySchema, ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return employeeSummary(store);
    },
  );

  app.get(
    '/api/employees/code-of-conduct',
    {
      schema: {
        summary:
          'Staff: the code of conduct in force, section by section, in English or Spanish (?language=es)',
        tags,
        querystring: CodeOfConductQuerySchema,
        response: { 200: CodeOfConductSchema, ...denied },
      },
    },
    async (request) => {
      const { language } = request.query;
      return {
        version: CODE_OF_CONDUCT_VERSION,
        effective: CODE_OF_CONDUCT_EFFECTIVE,
        language,
        sections: [...codeOfConductSections(language)],
      };
    },
  );

  app.post(
    '/api/employees',
    {
      schema: {
        summary: 'Staff: add an employee (409 when the employee ID or e-mail is taken)',
        tags,
        body: EmployeeCreateSchema,
        response: { 201: EmployeeSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const row = await addEmployee(store, request.body);
      request.log.info({ employee: row.employeeId, by: staff.username }, 'employee added');
      return reply.code(201).send(toEmployee(row));
    },
  );

  app.get(
    '/api/employees/:id',
    {
      schema: {
        summary: 'Staff: one employee, with their code of conduct signatures',
        tags,
        params: EmployeeParamsSchema,
        response: {
          200: EmployeeSchema.extend({ signatures: z.array(CodeOfConductSignatureSchema) }),
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      return readEmployee(store, request.params.id);
    },
  );

  app.patch(
    '/api/employees/:id',
    {
      schema: {
        summary: 'Staff: change an employee (any field, status included)',
        tags,
        params: EmployeeParamsSchema,
        body: EmployeeUpdateSchema,
        response: {
          200: EmployeeSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const employee = await changeEmployee(store, request.params.id, request.body);
      request.log.info(
        { employee: employee.employeeId, fields: Object.keys(request.body), by: staff.username },
        'employee changed',
      );
      return employee;
    },
  );

  app.post(
    '/api/employees/:id/code-of-conduct',
    {
      schema: {
        summary: 'Staff: the employee signs the code of conduct in force (typed full name)',
        tags,
        params: EmployeeParamsSchema,
        body: CodeOfConductSignSchema,
        response: {
          201: CodeOfConductSignatureSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const signature = await signCodeOfConduct(store, request.params.id, request.body, {
        ip: request.ip,
        by: staff.username,
      });
      request.log.info(
        { employee: request.params.id, signature: signature.id, by: staff.username },
        'code of conduct signed',
      );
      return reply.code(201).send(signature);
    },
  );
}
