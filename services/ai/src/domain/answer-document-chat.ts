import type {
  DocumentChatRequestSchema,
  DocumentChatResponse,
  DocumentPreferencesSchema,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { z } from 'zod';
import type { ModelAccess } from '../providers/model-access.ts';
import { answerDocumentQuestion } from './answer-document-question.ts';
import { documentIntentOf } from './document-intent.ts';
import { generateDocument } from './generate-document.ts';

type Request = z.output<typeof DocumentChatRequestSchema>;

/** The spec's text when a request in words yields no document (portal §8). */
export const NATURAL_LANGUAGE_FAILURE =
  'I encountered an issue creating your document. Please try rephrasing your request or use the document wizard below.';
const draftReady = (title: string) =>
  `Here is a draft ${title}. Check the details below, then download it or save it to the library.`;

/** A document asked for in words: every branded part on, and the words read for its details. */
const CHAT_PREFERENCES: z.output<typeof DocumentPreferencesSchema> = {
  processNaturalLanguage: true,
  includeLogo: true,
  includeCompliance: true,
  floridaCompliant: true,
  oshaCompliant: true,
};

/**
 * POST /api/ai/document-assistant. A plain call is a question for the paperwork assistant (the
 * spec's call, unchanged). With `decideIntent` (the chat box), the spec's keyword rule decides:
 * a question is answered the same way; a request for a document is generated from its words
 * and answered with the draft, or with the spec's failure text when it names no document or
 * its details are refused.
 */
export async function answerDocumentChat(
  request: Request,
  model: ModelAccess,
): Promise<DocumentChatResponse> {
  if (!request.decideIntent) return answerDocumentQuestion(request, model);
  const intent = documentIntentOf(request.message);
  if (intent.kind === 'chat') {
    return { ...(await answerDocumentQuestion(request, model)), intent: 'chat' };
  }
  const failed: DocumentChatResponse = {
    response: NATURAL_LANGUAGE_FAILURE,
    provider: 'offline',
    intent: 'generate',
  };
  if (!intent.documentType) return failed;
  try {
    const { html, title, provider } = await generateDocument(
      {
        templateType: intent.documentType,
        documentData: { request: request.message },
        preferences: CHAT_PREFERENCES,
      },
      model,
    );
    return {
      response: draftReady(title),
      provider,
      intent: 'generate',
      document: { documentType: intent.documentType, title, preview: html },
    };
  } catch (error) {
    // A refusal of the request's details is an answer to staff; anything else is a fault the
    // error handler logs.
    if (error instanceof AppError) return failed;
    throw error;
  }
}
