import {
  CODE_OF_CONDUCT_EFFECTIVE,
  CODE_OF_CONDUCT_SECTIONS,
  CODE_OF_CONDUCT_VERSION,
  CodeOfConductSignatureSchema,
  CodeOfConductSignSchema,
  EmployeeCreateSchema,
  EmployeeListQuerySchema,
  EmployeeParamsSchema,
  EmployeeSchema,
  EmployeeSummarySchema,
  EmployeeUpdateSchema,
  ErrorBodySchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import {
  checkSignature,
  duplicateEmployee,
  employeeSummary,
  toEmployee,
} from '../domain/employees.ts';
import { employeeStore } from '../store/employees.ts';

const tags = ['employees (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const notFound = () => new AppError('NOT_FOUND', 'No such employee.');

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
      const rows = await store.list(request.query);
      const signatures = await store.latestSignatures(rows.map((row) => row.id));
      reply.header('cache-control', 'no-store');
      return rows.map((row) => toEmployee(row, signatures.get(row.id)));
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
        summary: 'Staff: the code of conduct in force, section by section',
        tags,
        response: {
          200: z.object({
            version: z.string(),
            effective: z.string(),
            sections: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
          }),
          ...denied,
        },
      },
    },
    async (_request) => {
      return {
        version: CODE_OF_CONDUCT_VERSION,
        effective: CODE_OF_CONDUCT_EFFECTIVE,
        sections: [...CODE_OF_CONDUCT_SECTIONS],
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
      const row = await store.insert(request.body).catch(duplicateEmployee);
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
      const row = await store.byId(request.params.id);
      if (!row) throw notFound();
      const signatures = await store.signaturesOf(row.id);
      return {
        ...toEmployee(row, signatures[0]),
        signatures: signatures.map((signature) => ({
          ...signature,
          signatureDate: signature.signatureDate.toISOString(),
        })),
      };
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
      const row = await store.update(request.params.id, request.body).catch(duplicateEmployee);
      if (!row) throw notFound();
      request.log.info(
        { employee: row.employeeId, fields: Object.keys(request.body), by: staff.username },
        'employee changed',
      );
      const signatures = await store.latestSignatures([row.id]);
      return toEmployee(row, signatures.get(row.id));
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
      const employee = await store.byId(request.params.id);
      if (!employee) throw notFound();
      checkSignature(employee, request.body);
      const signature = await store.sign({
        employeeId: employee.id,
        version: CODE_OF_CONDUCT_VERSION,
        digitalSignature: request.body.digitalSignature,
        ipAddress: request.ip.slice(0, 45),
        recordedBy: staff.username,
        acknowledgedSections: CODE_OF_CONDUCT_SECTIONS.map((section) => section.id),
      });
      request.log.info(
        { employee: employee.id, signature: signature.id, by: staff.username },
        'code of conduct signed',
      );
      return reply
        .code(201)
        .send({ ...signature, signatureDate: signature.signatureDate.toISOString() });
    },
  );
}
