import {
  ErrorBodySchema,
  RoofingAssistantRequestSchema,
  RoofingAssistantResponseSchema,
} from '@roofing/contracts';
import { requireStaffIdentity, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { aiSettings } from '../config.ts';
import { answerRoofingQuestion } from '../domain/answer-roofing-question.ts';
import { knowledgeBase } from '../knowledge/knowledge-base.ts';
import { modelAccessFor } from '../providers/model-access.ts';

/**
 * The roofing assistant: public (the hero's and the blog's Chat with Expert), or the dashboard's
 * with `audience: 'staff'`, which needs a staff session and answers in the office's voice.
 */
export async function assistantRoutes(app: ServiceApp, ctx: ServiceContext) {
  const config = aiSettings.of(ctx);
  const model = modelAccessFor(ctx);

  app.post(
    '/api/roofing-assistant',
    {
      schema: {
        summary: 'Ask the roofing assistant a question',
        tags: ['assistant'],
        body: RoofingAssistantRequestSchema,
        response: {
          200: RoofingAssistantResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const audience = request.body.audience ?? 'customer';
      // The office's voice is for staff: the body decides, so the handler checks (the route is
      // public), with the staff scope's own rules.
      if (audience === 'staff') {
        requireStaffIdentity(ctx.caller(request, { enrolling: true }), request);
      }
      const answer = await answerRoofingQuestion(request.body.message, {
        knowledge: knowledgeBase,
        model,
        language: request.body.language,
        maxReplyChars: config.AI_MAX_REPLY_CHARS,
        audience,
      });
      // What was asked stays out of the logs; whether it was answered, and how, does not.
      request.log.info(
        {
          matched: answer.matched,
          intent: answer.intent,
          language: answer.language,
          provider: answer.provider,
          sources: answer.sources.length,
        },
        'assistant answered',
      );
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
}
