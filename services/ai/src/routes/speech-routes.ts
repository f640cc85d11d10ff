import {
  ASSISTANT_VOICE,
  ASSISTANT_WELCOME_TEXTS,
  ErrorBodySchema,
  SpeechRequestSchema,
  WelcomeSpeechQuerySchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext, sendError } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { aiSettings } from '../config.ts';
import { clientGone } from '../jobs/await-job-result.ts';
import { requestSpeech, type SpeechResult } from '../speech/request-speech.ts';
import { SPEECH_VOICES } from '../speech/speech-engines.ts';
import { clipStore } from '../store/speech-clips.ts';

/** The browser switches to its own speech synthesis on this code (public-site spec §2). */
const SPEECH_UNAVAILABLE = 'SPEECH_UNAVAILABLE';
const UNAVAILABLE_MESSAGES: Record<Exclude<SpeechResult, { kind: 'audio' }>['reason'], string> = {
  disabled: 'Spoken answers are turned off on this site; your browser can read the answer aloud.',
  failed: 'Spoken answers are not available right now; your browser can read the answer aloud.',
  timeout: 'The spoken answer is taking too long; your browser can read the answer aloud.',
};

function voiceOf(requested: string | null): string {
  const voice = requested ?? ASSISTANT_VOICE;
  if (!(SPEECH_VOICES as readonly string[]).includes(voice)) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid: voice', {
      voice: `Choose one of: ${SPEECH_VOICES.join(', ')}`,
    });
  }
  return voice;
}

function sendSpeech(request: FastifyRequest, reply: FastifyReply, result: SpeechResult) {
  if (result.kind === 'unavailable') {
    request.log.warn({ reason: result.reason }, 'speech unavailable');
    return sendError(reply, request, 503, SPEECH_UNAVAILABLE, UNAVAILABLE_MESSAGES[result.reason]);
  }
  // A clip never changes (its key is a hash of voice and text): let the browser keep it.
  const etag = `"${result.key}"`;
  reply.headers({
    'cache-control': 'public, max-age=86400',
    etag,
    'x-speech-cache': result.cache,
    'x-speech-engine': result.engine ?? 'unknown',
  });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(result.contentType).send(result.audio);
}

/** Spoken audio for the assistant: `POST /api/tts` and the cached welcome line. */
export async function speechRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = clipStore(ctx.db);
  const settings = aiSettings.of(ctx);

  app.post(
    '/api/tts',
    {
      schema: {
        summary: 'Speak a text (MP3); 503 SPEECH_UNAVAILABLE when no voice engine can',
        tags: ['ai'],
        body: SpeechRequestSchema,
        // 200 is audio/mpeg bytes; the refusals are the usual JSON errors.
        response: { 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const voice = voiceOf(request.body.voice);
      const result = await requestSpeech(ctx, store, settings, {
        text: request.body.text,
        voice,
        correlationId: request.id,
        signal: clientGone(reply),
      });
      return sendSpeech(request, reply, result);
    },
  );

  app.get(
    '/api/tts/welcome',
    {
      schema: {
        summary:
          "The assistant's welcome line (MP3, rendered once, then cached); ?language=es in Spanish",
        tags: ['ai'],
        querystring: WelcomeSpeechQuerySchema,
        response: { 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // The engine speaks the text's language: the Spanish line in the es-419 voice.
      const result = await requestSpeech(ctx, store, settings, {
        text: ASSISTANT_WELCOME_TEXTS[request.query.language],
        voice: ASSISTANT_VOICE,
        correlationId: request.id,
        signal: clientGone(reply),
      });
      return sendSpeech(request, reply, result);
    },
  );
}
