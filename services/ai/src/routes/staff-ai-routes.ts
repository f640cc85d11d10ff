import {
  DocumentChatRequestSchema,
  DocumentChatResponseSchema,
  DocumentPreviewSchema,
  ErrorBodySchema,
  GenerateDocumentRequestSchema,
  GeneratedDocumentSchema,
  GenerateTestRequestSchema,
  GenerateTestResponseSchema,
  InsightsRequestSchema,
  InsightsResponseSchema,
  PrefillDocumentRequestSchema,
  PrefillDocumentResponseSchema,
  TestingAssistantRequestSchema,
  TestingAssistantResponseSchema,
} from '@roofing/contracts';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { answerDocumentChat } from '../domain/answer-document-chat.ts';
import { answerTestingQuestion } from '../domain/answer-testing-question.ts';
import { generateDocument } from '../domain/generate-document.ts';
import { generatePersonalityTest, generateSkillTest } from '../domain/generate-employment-test.ts';
import { generateInsights } from '../domain/generate-insights.ts';
import { issueEmploymentTest } from '../domain/issue-employment-test.ts';
import { prefillDocument } from '../domain/prefill-document.ts';
import { modelAccessFor } from '../providers/model-access.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * The back office's AI: dashboard insights, the document assistant and the employment tests.
 * Registered in a staff scope (service.ts): the session is checked before the body is even read,
 * so an anonymous caller learns nothing from validation messages; then the contract schema
 * validates the body.
 */
export async function staffAiRoutes(app: ServiceApp, ctx: ServiceContext) {
  const model = modelAccessFor(ctx);
  /** The testing assistant and generated tests: staff with the `testing` permission (admins). */
  const testers = {
    staff: {
      permission: 'testing',
      refusal:
        'Your account does not have access to the AI Testing Assistant. Ask an administrator to grant it.',
    },
  };
  const about = (summary: string, tag: string) => ({ summary, tags: [tag] });

  app.post(
    '/api/admin/insights',
    {
      schema: {
        ...about('Staff: insights computed from the quotes sent', 'ai (staff)'),
        body: InsightsRequestSchema,
        response: { 200: InsightsResponseSchema, ...errors },
      },
    },
    async (request) => generateInsights(request.body.quotes, model),
  );

  app.post(
    '/api/document-assistant/generate',
    {
      schema: {
        ...about('Staff: a branded document as a whole HTML file', 'documents (staff)'),
        body: GenerateDocumentRequestSchema,
        response: { 200: GeneratedDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const { html, title, provider } = await generateDocument(request.body, model);
      return { document: html, title, provider };
    },
  );

  app.post(
    '/api/ai/generate-document',
    {
      schema: {
        ...about('Staff: preview of a branded document (HTML)', 'documents (staff)'),
        body: GenerateDocumentRequestSchema,
        response: { 200: DocumentPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const { html, title, provider } = await generateDocument(request.body, model);
      return { preview: html, title, provider };
    },
  );

  app.post(
    '/api/ai/prefill-document',
    {
      schema: {
        ...about('Staff: suggested values for the document wizard', 'documents (staff)'),
        body: PrefillDocumentRequestSchema,
        response: { 200: PrefillDocumentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      return prefillDocument(request.body, model, staff.displayName);
    },
  );

  app.post(
    '/api/ai/document-assistant',
    {
      schema: {
        ...about('Staff: ask the document assistant', 'documents (staff)'),
        body: DocumentChatRequestSchema,
        response: { 200: DocumentChatResponseSchema, ...errors },
      },
    },
    async (request) => answerDocumentChat(request.body, model),
  );

  app.post(
    '/api/ai/testing-assistant',
    {
      config: testers,
      schema: {
        ...about('Staff: ask the testing assistant', 'employment tests (staff)'),
        body: TestingAssistantRequestSchema,
        response: { 200: TestingAssistantResponseSchema, ...errors },
      },
    },
    async (request) => answerTestingQuestion(request.body, model),
  );

  app.post(
    '/api/ai/generate-skill-test',
    {
      config: testers,
      schema: {
        ...about(
          'Staff: a skill test for one employee, as long as its template; stored on the server, answered without its key',
          'employment tests (staff)',
        ),
        body: GenerateTestRequestSchema,
        response: { 200: GenerateTestResponseSchema, ...errors },
      },
    },
    async (request) =>
      issueEmploymentTest(
        ctx,
        await generateSkillTest(request.body, model),
        ctx.staff(request),
        request.id,
      ),
  );

  app.post(
    '/api/ai/generate-personality-test',
    {
      config: testers,
      schema: {
        ...about(
          'Staff: a personality assessment for one employee; stored on the server, answered without its key',
          'employment tests (staff)',
        ),
        body: GenerateTestRequestSchema,
        response: { 200: GenerateTestResponseSchema, ...errors },
      },
    },
    async (request) =>
      issueEmploymentTest(
        ctx,
        await generatePersonalityTest(request.body, model),
        ctx.staff(request),
        request.id,
      ),
  );
}
