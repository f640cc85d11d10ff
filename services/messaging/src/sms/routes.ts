import { ErrorBodySchema } from '@roofing/contracts';
import {
  AppError,
  type ServiceApp,
  type ServiceContext,
  validTwilioSignature,
} from '@roofing/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { receiveText } from './inbound.ts';
import { messagingSettings } from './settings.ts';
import { recordDeliveryStatus } from './status.ts';

/** Twilio's webhooks are form-encoded; one value per field is all they send. */
const FormSchema = z.record(z.string(), z.string());

/**
 * The provider's webhooks (public: Twilio calls them), each signed: `X-Twilio-Signature` is checked
 * with the auth token over the URL Twilio was given (PUBLIC_URL and the path, as configured in the
 * console) and the form's fields. A missing
 * or bad signature, or no Twilio configured (the embedded default has no webhook), is a 403.
 */
export async function smsWebhookRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const form: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) form[name] = value;
      done(null, form);
    },
  );

  function checkSignature(request: FastifyRequest, params: Record<string, string>) {
    const token = messagingSettings.of(ctx).TWILIO_AUTH_TOKEN;
    const signature = request.headers['x-twilio-signature'];
    const given = typeof signature === 'string' ? signature : undefined;
    // The URL Twilio was given: the site's public address and the path (and query) it called.
    const url = new URL(request.url, ctx.config.PUBLIC_URL).toString();
    if (!token || !validTwilioSignature(token, url, params, given)) {
      request.log.warn({ route: request.url }, 'sms webhook refused: bad or missing signature');
      throw new AppError('FORBIDDEN', 'The signature does not match.');
    }
  }

  const twiml = (reply: string | null) =>
    reply
      ? `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeXml(reply)}</Message></Response>`
      : '<?xml version="1.0" encoding="UTF-8"?><Response/>';

  app.post(
    '/api/sms/inbound',
    {
      schema: {
        summary: "Twilio's signed inbound-text webhook: keywords (STOP, START, HELP) and replies",
        tags: ['messaging'],
        body: FormSchema,
        response: { 200: z.string(), 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      checkSignature(request, request.body);
      const answer = await receiveText(ctx, request.body, request.id);
      request.log.info({ outcome: answer.outcome }, 'inbound text');
      return reply.type('text/xml; charset=utf-8').send(twiml(answer.reply));
    },
  );

  app.post(
    '/api/sms/status',
    {
      schema: {
        summary: "Twilio's signed delivery-status callback: marks a text sent, delivered or failed",
        tags: ['messaging'],
        body: FormSchema,
        querystring: z.object({ text: z.coerce.number().int().positive().optional() }),
        response: { 204: z.null(), 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      checkSignature(request, request.body);
      await recordDeliveryStatus(ctx, request.query.text ?? null, request.body);
      return reply.code(204).send(null);
    },
  );
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
