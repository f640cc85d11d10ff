import { ErrorBodySchema, GeneratePdfRequestSchema } from '@roofing/contracts';
import { isChromiumMissingMessage } from '@roofing/documents/pdf/pdf-browser';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import type { FastifyReply } from 'fastify';
import { aiSettings } from '../config.ts';
import { clientGone } from '../jobs/await-job-result.ts';
import { type PdfResult, requestPdf } from '../pdf/request-pdf.ts';
import { hasPrintableContent, sanitizeDocument } from '../pdf/sanitize-document.ts';
import { renderStore } from '../store/pdf-renders.ts';

/** "Roofing Contract" → roofing-contract-2026-05-04.pdf (safe in any Content-Disposition). */
export function pdfFileName(documentType: string, today = new Date()): string {
  const slug = documentType
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${slug || 'document'}-${today.toISOString().slice(0, 10)}.pdf`;
}

/** The PDF's own bytes (the route's declared responses are its JSON refusals). */
function sendPdf(reply: FastifyReply, result: Extract<PdfResult, { kind: 'pdf' }>) {
  return reply
    .type('application/pdf')
    .headers({
      'content-disposition': `attachment; filename="${pdfFileName(result.documentType)}"`,
      'cache-control': 'private, no-store',
      'x-page-count': String(result.pageCount ?? ''),
    })
    .send(result.pdf);
}

/** Staff: a generated document as a PDF, printed by the AI worker. */
export async function pdfRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = renderStore(ctx.db);
  const config = aiSettings.of(ctx);

  app.post(
    '/api/document-assistant/generate-pdf',
    {
      // A whole document with inline images can be large; the service's default is 100 KiB.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        summary: 'Print a document (HTML) to PDF; staff only. Answers application/pdf',
        tags: ['ai'],
        body: GeneratePdfRequestSchema,
        response: {
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const html = sanitizeDocument(request.body.documentContent);
      if (!hasPrintableContent(html)) {
        throw new AppError('VALIDATION_FAILED', 'The document has nothing to print.', {
          documentContent: 'The document has nothing to print',
        });
      }
      const result = await requestPdf(ctx, store, {
        html,
        documentType: request.body.documentType,
        requestedBy: staff.username,
        correlationId: request.id,
        waitMs: config.PDF_WAIT_MS,
        signal: clientGone(reply),
      });
      if (result.kind === 'pdf') {
        request.log.info({ pages: result.pageCount, bytes: result.pdf.length }, 'PDF served');
        return sendPdf(reply, result);
      }
      if (result.kind === 'failed') {
        request.log.error({ reason: result.error }, 'PDF printing failed');
        // Only the missing-Chromium reason is shown: it says what to install; others stay in logs.
        throw new AppError(
          'UNAVAILABLE',
          isChromiumMissingMessage(result.error)
            ? result.error
            : 'The PDF could not be printed. Please try again, or print the document from the preview.',
        );
      }
      throw new AppError(
        'UNAVAILABLE',
        'The PDF is taking longer than expected. Please try again in a minute.',
      );
    },
  );
}
