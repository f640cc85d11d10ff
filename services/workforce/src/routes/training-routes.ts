import {
  CrewDocumentLanguageQuerySchema,
  ErrorBodySchema,
  IdParamsSchema,
  TrainingCompletionCreateSchema,
  TrainingCompletionSchema,
  TrainingCourseSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { TRAINING_COURSES_ES } from '../content/safety-documents.es.ts';
import { courseHandoutHtml } from '../content/safety-pages.tsx';
import {
  recentCompletions,
  recordTrainingCompletion,
} from '../domain/record-training-completion.ts';
import { coursesWithRates } from '../domain/safety.ts';
import { safetyStore } from '../store/safety.ts';
import { findStoredFile } from '../store/stored-files.ts';

const tags = ['safety (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Safety training: the courses with their completion rates and handouts, the completions. */
export async function trainingRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = safetyStore(ctx.db);

  app.get(
    '/api/training/courses',
    {
      schema: {
        summary: 'Staff: training courses with their completion rates',
        tags,
        response: { 200: z.array(TrainingCourseSchema), ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return coursesWithRates(store);
    },
  );

  app.get(
    '/api/training/courses/:id/material',
    {
      schema: {
        summary:
          "Staff: download a course's handout (a file; `language=es`: the Spanish handout of a standard course)",
        tags,
        params: IdParamsSchema,
        querystring: CrewDocumentLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const course = await store.course(request.params.id);
      if (request.query.language === 'es') {
        // The Spanish handout is the Spanish twin of the course's standard content (issue 24).
        const spanish = TRAINING_COURSES_ES.find((candidate) => candidate.slug === course?.slug);
        if (!spanish) throw new AppError('NOT_FOUND', 'This course has no Spanish handout yet.');
        return reply
          .type('text/html; charset=utf-8')
          .headers({
            'content-disposition': `attachment; filename="${spanish.slug}-handout-es.html"`,
            'content-language': 'es',
            'x-content-type-options': 'nosniff',
            'cache-control': 'private, no-cache',
          })
          .send(courseHandoutHtml(spanish, 'es'));
      }
      const file = course?.materialFileId
        ? await findStoredFile(ctx.db, course.materialFileId)
        : undefined;
      if (!file) throw new AppError('NOT_FOUND', 'This course has no handout yet.');
      return reply
        .type(file.contentType)
        .headers({
          'content-disposition': `attachment; filename="${file.filename}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-cache',
        })
        .send(file.data);
    },
  );

  app.get(
    '/api/training/completions',
    {
      schema: {
        summary:
          'Staff: training completions of the last year, newest first (optionally one employee)',
        tags,
        querystring: z.object({ employeeRef: z.coerce.number().int().positive().optional() }),
        response: { 200: z.array(TrainingCompletionSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      return recentCompletions(store, request.query.employeeRef);
    },
  );

  app.post(
    '/api/training/completions',
    {
      schema: {
        summary: 'Staff: record that an employee completed a course',
        tags,
        body: TrainingCompletionCreateSchema,
        response: { 201: TrainingCompletionSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await recordTrainingCompletion(store, request.body));
    },
  );
}
