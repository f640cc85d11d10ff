import {
  ClaimDocumentSchema,
  ClaimIdParamSchema,
  ClaimInputSchema,
  ClaimListItemSchema,
  ClaimListQuerySchema,
  ClaimPacketInputSchema,
  ClaimPacketSchema,
  ClaimSchema,
  ErrorBodySchema,
  InsurerPaymentInputSchema,
  QuoteIdPathSchema,
  rowIdParam,
  ScopeLinesInputSchema,
  ScopeSideParamSchema,
  SupplementInputSchema,
  SupplementParamSchema,
  SupplementStatusInputSchema,
} from '@roofing/contracts';
import {
  notFound,
  type ServiceApp,
  type ServiceContext,
  sendPage,
  withinUploadQuota,
} from '@roofing/platform';
import { readUpload, uploadedFile, withUploads } from '@roofing/platform/upload-form';
import { z } from 'zod';
import {
  attachSupplementDocument,
  CLAIM_DOCUMENT_MAX_BYTES,
} from '../domain/claims/claim-documents.ts';
import { createClaimPacket, packetPdfName, toPacket } from '../domain/claims/claim-packet.ts';
import { claimById, claimListPage, claimOfJob, claimView } from '../domain/claims/claim-view.ts';
import { recordInsurerPayment } from '../domain/claims/insurer-payments.ts';
import { openClaim, setScopeLines, updateClaim } from '../domain/claims/open-claim.ts';
import {
  changeSupplementStatus,
  createSupplement,
  deleteSupplement,
  updateSupplement,
} from '../domain/claims/supplements.ts';
import { claimStore } from '../store/claims.ts';
import { jobById, sendFile } from './billing-caller.ts';

const tags = ['staff', 'claims'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const refused = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  ...denied,
};
const DocumentParamSchema = z.object({ id: rowIdParam, documentId: rowIdParam });
const PacketParamSchema = z.object({ packetId: rowIdParam });

/** Insurance claims on a job (staff): facts, scope, supplements, evidence, insurer checks, packets. */
export async function staffClaimRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = claimStore(ctx.db);

  app.get(
    '/api/claims',
    {
      schema: {
        summary:
          'Staff: the claims, newest first, searched by job, claim or policy number, carrier',
        tags,
        querystring: ClaimListQuerySchema,
        response: { 200: z.array(ClaimListItemSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, await claimListPage(ctx.db, request.query), (row) => row),
  );

  app.get(
    '/api/claims/quote/:quoteId',
    {
      schema: {
        summary: "Staff: a job's claim with its lines, supplements, insurer checks and totals",
        tags,
        params: QuoteIdPathSchema,
        response: { 200: ClaimSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return claimOfJob(ctx.db, await jobById(ctx, request.params.quoteId));
    },
  );

  app.post(
    '/api/claims/quote/:quoteId',
    {
      schema: {
        summary: 'Staff: open the claim of a job (one per job; quote.claim.opened)',
        tags,
        params: QuoteIdPathSchema,
        body: ClaimInputSchema,
        response: { 201: ClaimSchema, ...refused },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const claim = await openClaim(ctx, request.params.quoteId, request.body, staff, request.id);
      request.log.info({ claim: claim.id, by: staff.username }, 'claim opened');
      return reply.code(201).send(claim);
    },
  );

  app.get(
    '/api/claims/:id',
    {
      schema: {
        summary: 'Staff: one claim',
        tags,
        params: ClaimIdParamSchema,
        response: { 200: ClaimSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return claimView(ctx.db, await claimById(ctx.db, request.params.id));
    },
  );

  app.put(
    '/api/claims/:id',
    {
      schema: {
        summary: "Staff: change a claim's facts, adjuster, deductible and carrier figures",
        tags,
        params: ClaimIdParamSchema,
        body: ClaimInputSchema,
        response: { 200: ClaimSchema, ...refused },
      },
    },
    async (request) =>
      updateClaim(ctx, request.params.id, request.body, ctx.staff(request), request.id),
  );

  app.put(
    '/api/claims/:id/scope/:side',
    {
      schema: {
        summary: "Staff: replace the carrier's scope lines or ours (side: carrier | ours)",
        tags,
        params: ScopeSideParamSchema,
        body: ScopeLinesInputSchema,
        response: { 200: ClaimSchema, ...refused },
      },
    },
    async (request) =>
      setScopeLines(
        ctx,
        request.params.id,
        request.params.side,
        request.body,
        ctx.staff(request),
        request.id,
      ),
  );

  app.post(
    '/api/claims/:id/supplements',
    {
      schema: {
        summary: 'Staff: a new draft supplement (lines, reason, evidence photos of the job)',
        tags,
        params: ClaimIdParamSchema,
        body: SupplementInputSchema,
        response: { 201: ClaimSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createSupplement(ctx, request.params.id, request.body, ctx.staff(request))),
  );

  app.put(
    '/api/claims/:id/supplements/:supplementId',
    {
      schema: {
        summary: 'Staff: rewrite a draft supplement (409 once submitted)',
        tags,
        params: SupplementParamSchema,
        body: SupplementInputSchema,
        response: { 200: ClaimSchema, ...refused },
      },
    },
    async (request) =>
      updateSupplement(ctx, request.params.id, request.params.supplementId, request.body),
  );

  app.delete(
    '/api/claims/:id/supplements/:supplementId',
    {
      schema: {
        summary: 'Staff: delete a draft supplement (409 once submitted)',
        tags,
        params: SupplementParamSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, 409: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      await deleteSupplement(ctx, request.params.id, request.params.supplementId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/claims/:id/supplements/:supplementId/status',
    {
      schema: {
        summary:
          "Staff: submit a supplement, or record the carrier's decision (approved, partly approved, denied)",
        tags,
        params: SupplementParamSchema,
        body: SupplementStatusInputSchema,
        response: { 200: ClaimSchema, ...refused },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const { id, supplementId } = request.params;
      const claim = await changeSupplementStatus(
        ctx,
        id,
        supplementId,
        request.body,
        staff,
        request.id,
      );
      request.log.info(
        { claim: id, supplement: supplementId, status: request.body.status, by: staff.username },
        'supplement status changed',
      );
      return claim;
    },
  );

  await withUploads(app, (scope) => {
    scope.post(
      '/api/claims/:id/supplements/:supplementId/documents',
      {
        schema: {
          summary:
            'Staff: attach evidence to a supplement (multipart "file": PDF, JPEG or PNG up to 15 MB)',
          tags,
          consumes: ['multipart/form-data'],
          params: SupplementParamSchema,
          response: {
            201: ClaimDocumentSchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            429: ErrorBodySchema,
            507: ErrorBodySchema,
            ...refused,
          },
        },
      },
      async (request, reply) => {
        const staff = ctx.staff(request);
        const upload = await readUpload(request, {
          fileSize: CLAIM_DOCUMENT_MAX_BYTES,
          files: 1,
          fields: 0,
        });
        const file = uploadedFile(upload, 'Choose a file.');
        const document = await attachSupplementDocument(
          ctx,
          request.params.id,
          request.params.supplementId,
          file,
          staff,
          withinUploadQuota(ctx, request, reply, 'staff'),
        );
        request.log.info({ document: document.id, by: staff.username }, 'claim document added');
        return reply.code(201).send(document);
      },
    );
  });

  app.get(
    '/api/claims/:id/documents/:documentId',
    {
      schema: {
        summary: 'Staff: an evidence document of the claim (downloaded)',
        tags,
        params: DocumentParamSchema,
        response: { 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const document = await store.document(request.params.id, request.params.documentId);
      if (!document) throw notFound('No such document on this claim.');
      reply.header('x-content-type-options', 'nosniff');
      return sendFile(reply, {
        type: document.contentType,
        disposition: 'attachment',
        name: document.filename,
        body: document.data,
        cacheControl: 'private, no-store',
      });
    },
  );

  app.post(
    '/api/claims/:id/payments',
    {
      schema: {
        summary:
          "Staff: record an insurer check into the job's ledger and on the claim (quote.payment.received, quote.claim.payment-recorded)",
        tags,
        params: ClaimIdParamSchema,
        body: InsurerPaymentInputSchema,
        response: { 201: ClaimSchema, ...refused },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const claim = await recordInsurerPayment(
        ctx,
        request.params.id,
        request.body,
        staff,
        request.id,
      );
      request.log.info({ claim: claim.id, by: staff.username }, 'insurer payment recorded');
      return reply.code(201).send(claim);
    },
  );

  app.post(
    '/api/claims/:id/packet',
    {
      schema: {
        summary: 'Staff: print the claim packet for the adjuster (PDF kept as printed)',
        tags,
        params: ClaimIdParamSchema,
        body: ClaimPacketInputSchema,
        response: { 201: ClaimPacketSchema, 503: ErrorBodySchema, ...refused },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const claim = await claimById(ctx.db, request.params.id);
      const packet = await createClaimPacket(ctx, claim, request.body, staff);
      request.log.info(
        { claim: claim.id, packet: packet.id, by: staff.username },
        'packet printed',
      );
      return reply.code(201).send(packet);
    },
  );

  app.get(
    '/api/claims/:id/packets',
    {
      schema: {
        summary: "Staff: a claim's printed packets, newest first",
        tags,
        params: ClaimIdParamSchema,
        response: { 200: z.array(ClaimPacketSchema), 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const claim = await claimById(ctx.db, request.params.id);
      reply.header('cache-control', 'no-store');
      return (await store.packetsOf(claim.id)).map(toPacket);
    },
  );

  app.get(
    '/api/claims/packets/:packetId/pdf',
    {
      schema: {
        summary: 'Staff: a claim packet as printed (application/pdf)',
        tags,
        params: PacketParamSchema,
        response: { 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const packet = await store.packet(request.params.packetId);
      if (!packet) throw notFound('No such claim packet.');
      const claim = await claimById(ctx.db, packet.claimId);
      return sendFile(reply, {
        type: 'application/pdf',
        disposition: 'inline',
        name: packetPdfName(claim, packet.id),
        body: packet.pdf,
      });
    },
  );
}
