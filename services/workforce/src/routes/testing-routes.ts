import {
  businessToday,
  ErrorBodySchema,
  GeneratedTestResultCreateSchema,
  HiringAssessmentCreateSchema,
  HiringAssessmentSchema,
  HiringAssessmentUpdateSchema,
  IdParamsSchema,
  ScheduledTestCreateSchema,
  ScheduledTestSchema,
  ScheduledTestUpdateSchema,
  TestResultCreateSchema,
  TestResultListQuerySchema,
  TestResultSchema,
  TestStatsSchema,
  TestTemplateSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { submitGeneratedTest } from '../domain/submit-generated-test.ts';
import {
  expiryOf,
  hiringTotals,
  testStats,
  toHiringAssessment,
  toTestResult,
  verdict,
} from '../domain/testing.ts';
import { testingStore } from '../store/testing.ts';

const tags = ['employment testing (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
/** The row just written, read back (it is there: the write committed). */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the row just written was not found');
  return value;
}
const badField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** Test templates, results, scheduled tests, generated tests and hiring assessments. */
export async function testingRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = testingStore(ctx.db);

  async function results(q?: string) {
    return (await store.results({ q })).map((row) => toTestResult(row));
  }
  async function oneResult(id: number) {
    return (await results()).find((result) => result.id === id);
  }
  async function scheduledList() {
    return (await store.scheduled()).map((row) => ({
      id: row.test.id,
      employeeRef: row.test.employeeRef,
      employeeName: `${row.firstName} ${row.lastName}`,
      templateId: row.test.templateId,
      testType: row.testType,
      scheduledDate: row.test.scheduledDate,
      scheduledTime: row.test.scheduledTime,
      location: row.test.location,
      notes: row.test.notes,
      status: row.test.status as 'scheduled' | 'completed' | 'cancelled',
    }));
  }

  app.get(
    '/api/employment-tests/templates',
    {
      schema: {
        summary: 'Staff: the test templates',
        tags,
        response: { 200: z.array(TestTemplateSchema), ...denied },
      },
    },
    async (_request) => {
      return store.templates();
    },
  );

  app.get(
    '/api/employment-tests/results',
    {
      schema: {
        summary: 'Staff: test results, newest first, searched by employee, test or certification',
        tags,
        querystring: TestResultListQuerySchema,
        response: { 200: z.array(TestResultSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const list = await results(request.query.q);
      return request.query.status
        ? list.filter((result) => result.status === request.query.status)
        : list;
    },
  );

  app.post(
    '/api/employment-tests/results',
    {
      schema: {
        summary: "Staff: record a test result (passed or failed from the template's passing score)",
        tags,
        body: TestResultCreateSchema,
        response: { 201: TestResultSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const body = request.body;
      const [template, employee] = await Promise.all([
        store.template(body.templateId),
        store.employee(body.employeeRef),
      ]);
      if (!template) throw badField('templateId', 'Choose one of the test templates');
      if (!employee) throw badField('employeeRef', 'Choose an employee');
      if (body.testDate > businessToday())
        throw badField('testDate', 'The test date cannot be in the future');
      const status = verdict(body.score, body.maxScore, template.passingScore);
      const id = await store.insertResult({
        ...body,
        testType: template.name,
        status,
        expiryDate: status === 'passed' ? expiryOf(template, body.testDate) : null,
        recordedBy: staff.username,
      });
      return reply.code(201).send(must(await oneResult(id)));
    },
  );

  app.post(
    '/api/employment-tests/generated',
    {
      config: { staff: { permission: 'testing' } },
      schema: {
        summary:
          'Staff with the testing permission: the answers to a test generated and stored here, scored against the stored key, once, every question answered',
        tags,
        body: GeneratedTestResultCreateSchema,
        response: {
          201: TestResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const id = await submitGeneratedTest(ctx, store, request.body, staff);
      return reply.code(201).send(must(await oneResult(id)));
    },
  );

  app.get(
    '/api/employment-tests/stats',
    {
      schema: {
        summary: "Staff: the testing page's tiles",
        tags,
        response: { 200: TestStatsSchema, ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const scheduled = (await scheduledList()).filter(
        (test) => test.status === 'scheduled',
      ).length;
      return testStats(await results(), scheduled);
    },
  );

  app.get(
    '/api/employment-tests/scheduled',
    {
      schema: {
        summary: 'Staff: scheduled tests, soonest first',
        tags,
        response: { 200: z.array(ScheduledTestSchema), ...denied },
      },
    },
    async (_request) => {
      return scheduledList();
    },
  );

  app.post(
    '/api/employment-tests/scheduled',
    {
      schema: {
        summary: 'Staff: schedule a test for an employee',
        tags,
        body: ScheduledTestCreateSchema,
        response: { 201: ScheduledTestSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [template, employee] = await Promise.all([
        store.template(body.templateId),
        store.employee(body.employeeRef),
      ]);
      if (!template) throw badField('templateId', 'Choose one of the test templates');
      if (!employee) throw badField('employeeRef', 'Choose an employee');
      if (body.scheduledDate < businessToday())
        throw badField('scheduledDate', 'Choose today or a later date');
      const id = await store.insertScheduled(body);
      return reply.code(201).send(must((await scheduledList()).find((test) => test.id === id)));
    },
  );

  app.patch(
    '/api/employment-tests/scheduled/:id',
    {
      schema: {
        summary: 'Staff: mark a scheduled test completed or cancelled',
        tags,
        params: IdParamsSchema,
        body: ScheduledTestUpdateSchema,
        response: {
          200: ScheduledTestSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const id = await store.updateScheduled(request.params.id, request.body.status);
      if (!id) throw new AppError('NOT_FOUND', 'No such scheduled test.');
      return (await scheduledList()).find((test) => test.id === id);
    },
  );

  app.get(
    '/api/hiring-assessments',
    {
      schema: {
        summary: 'Staff: hiring assessments, newest first',
        tags,
        response: { 200: z.array(HiringAssessmentSchema), ...denied },
      },
    },
    async (_request) => {
      return (await store.assessments()).map(toHiringAssessment);
    },
  );

  app.post(
    '/api/hiring-assessments',
    {
      schema: {
        summary:
          "Staff: record a candidate's assessment (numbered HA-<year>-<nnn>; total and pass computed)",
        tags,
        body: HiringAssessmentCreateSchema,
        response: { 201: HiringAssessmentSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        const assessmentNumber = await store.nextAssessmentNumber(
          tx,
          Number(body.assessmentDate.slice(0, 4)),
        );
        return store.insertAssessment(tx, { ...body, ...hiringTotals(body), assessmentNumber });
      });
      return reply.code(201).send(toHiringAssessment(row));
    },
  );

  app.get(
    '/api/hiring-assessments/:id',
    {
      schema: {
        summary: 'Staff: one hiring assessment',
        tags,
        params: IdParamsSchema,
        response: { 200: HiringAssessmentSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const row = await store.assessment(request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'No such assessment.');
      return toHiringAssessment(row);
    },
  );

  app.patch(
    '/api/hiring-assessments/:id',
    {
      schema: {
        summary:
          'Staff: review an assessment (status and notes; the reviewer is the signed-in user)',
        tags,
        params: IdParamsSchema,
        body: HiringAssessmentUpdateSchema,
        response: {
          200: HiringAssessmentSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const row = await store.reviewAssessment(request.params.id, {
        status: request.body.status,
        reviewerNotes: request.body.reviewerNotes,
        reviewedBy: staff.displayName,
        reviewedAt: new Date(),
      });
      if (!row) throw new AppError('NOT_FOUND', 'No such assessment.');
      return toHiringAssessment(row);
    },
  );
}
