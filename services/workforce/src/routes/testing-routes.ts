import {
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
import {
  recordHiringAssessment,
  reviewHiringAssessment,
} from '../domain/record-hiring-assessment.ts';
import { recordTestResult } from '../domain/record-test-result.ts';
import { scheduleTest } from '../domain/schedule-test.ts';
import { submitGeneratedTest } from '../domain/submit-generated-test.ts';
import {
  listResults,
  readResult,
  readScheduledTest,
  scheduledTests,
  testingTiles,
  toHiringAssessment,
} from '../domain/testing.ts';
import { testingStore } from '../store/testing.ts';

const tags = ['employment testing (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
/** Test templates, results, scheduled tests, generated tests and hiring assessments. */
export async function testingRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = testingStore(ctx.db);

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
      return listResults(store, request.query);
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
      const id = await recordTestResult(store, request.body, staff.username);
      return reply.code(201).send(await readResult(store, id));
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
      return reply.code(201).send(await readResult(store, id));
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
      return testingTiles(store);
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
      return scheduledTests(store);
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
      const id = await scheduleTest(store, request.body);
      return reply.code(201).send(await readScheduledTest(store, id));
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
      return (await scheduledTests(store)).find((test) => test.id === id);
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
      const row = await recordHiringAssessment(ctx, store, request.body);
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
      const row = await reviewHiringAssessment(
        store,
        request.params.id,
        request.body,
        staff.displayName,
      );
      return toHiringAssessment(row);
    },
  );
}
