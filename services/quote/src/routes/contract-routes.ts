import {
  ContractCancelSchema,
  ContractCountersignSchema,
  ContractIdParamSchema,
  ContractReissueSchema,
  ContractSchema,
  ContractSignSchema,
  ErrorBodySchema,
  JobDocumentListSchema,
  PermitDatesUpdateSchema,
  PortalContractSchema,
  QuoteIdPathSchema,
  SigningCodeSentSchema,
  StaffContractSchema,
} from '@roofing/contracts';
import { AppError, notFound, type ServiceApp, type ServiceContext } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lockJobById } from '../domain/billing/locked-job.ts';
import { cancelContract } from '../domain/contracts/cancel-contract.ts';
import { contractNumberOf } from '../domain/contracts/contract-terms.ts';
import {
  toContract,
  toPortalContract,
  toStaffContract,
} from '../domain/contracts/contract-view.ts';
import { countersignContract } from '../domain/contracts/countersign-contract.ts';
import { reissueContract } from '../domain/contracts/issue-contract.ts';
import { jobDocuments } from '../domain/contracts/job-documents.ts';
import { updatePermitDates } from '../domain/contracts/permit-dates.ts';
import {
  currentContract,
  markContractViewed,
  NO_CONTRACT,
  sendSigningCode,
  signContract,
} from '../domain/contracts/sign-contract.ts';
import { CODE_MINUTES } from '../domain/portal-verification.ts';
import { contractStore } from '../store/contracts.ts';
import { quoteStore } from '../store/quotes.ts';
import type { ContractRow, QuoteRow } from '../store/schema.ts';
import { portalJob, sendFile } from './billing-caller.ts';

const tags = ['contracts'];
const staffTags = ['contracts (staff)'];
const refusals = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
export const PDF_NOT_READY = 'The signed contract is being prepared.';
const ContractIdBodySchema = z.object({ contractId: z.number().int().positive() });

const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * A contract's signed PDF as a download (never cached). 404 with `missing` when there is no such
 * contract, or it is another job's than `ofJob` (the portal's), and until the worker stored it.
 */
function sendSignedPdf(
  reply: FastifyReply,
  row: ContractRow | undefined,
  missing: string,
  ofJob?: QuoteRow,
) {
  if (!row || (ofJob && row.estimateNumber !== ofJob.estimateNumber)) throw notFound(missing);
  if (!row.signedPdf) throw notFound(PDF_NOT_READY);
  return sendFile(reply, {
    type: 'application/pdf',
    disposition: 'attachment',
    name: `contract-${contractNumberOf(row.estimateNumber, row.version)}-signed.pdf`,
    body: row.signedPdf,
  });
}

/**
 * The customer's contract (a portal session verified for the estimate, for reading too: the
 * contract carries their full contact details): read it, ask for a signing code, sign, cancel
 * within 3 business days, download what was signed.
 */
export async function portalContractRoutes(app: ServiceApp, ctx: ServiceContext) {
  const quotes = quoteStore(ctx.db);
  const store = contractStore(ctx.db);

  /** The verified session's project, or 401. */
  const project = (request: FastifyRequest) => portalJob(ctx, request, 'verified');

  /** The customer signs or cancels: `act` changes the contract, the answer is the portal's view. */
  const customerActs = async (
    request: FastifyRequest,
    what: 'signed' | 'cancelled',
    act: (quote: QuoteRow, origin: ReturnType<typeof originOf>) => Promise<ContractRow>,
  ) => {
    const quote = await project(request);
    const row = await act(quote, originOf(request));
    request.log.info({ contract: row.id, quote: quote.id }, `contract ${what} by the customer`);
    return toPortalContract(row, quote);
  };

  app.get(
    '/api/contracts/portal',
    {
      schema: {
        summary: "The customer's contract: its newest version, to read and sign",
        tags,
        response: { 200: PortalContractSchema, ...refusals },
      },
    },
    async (request) => {
      const quote = await project(request);
      return toPortalContract(await currentContract(ctx, quote.estimateNumber), quote);
    },
  );

  app.post(
    '/api/contracts/portal/viewed',
    {
      schema: {
        summary: 'The customer opened the contract (sent → viewed)',
        tags,
        body: ContractIdBodySchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const quote = await project(request);
      await markContractViewed(ctx, quote.estimateNumber, request.body.contractId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/contracts/portal/signing-code',
    {
      schema: {
        summary: 'E-mail a one-time code (6 digits, 10 minutes) to sign the contract with',
        tags,
        response: { 202: SigningCodeSentSchema, ...refusals, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const quote = await project(request);
      const sentTo = await sendSigningCode(ctx, quote, request.id);
      return reply.code(202).send({ sentTo, expiresInMinutes: CODE_MINUTES });
    },
  );

  app.post(
    '/api/contracts/portal/sign',
    {
      schema: {
        summary:
          'Sign the contract: typed full name, drawn signature, consent and the e-mailed code',
        tags,
        body: ContractSignSchema,
        response: { 200: PortalContractSchema, ...refusals, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      customerActs(request, 'signed', (quote, origin) =>
        signContract(ctx, quotes, quote, request.body, origin, request.id),
      ),
  );

  app.post(
    '/api/contracts/portal/cancel',
    {
      schema: {
        summary: 'Cancel a signed contract within its 3 business days',
        tags,
        body: ContractCancelSchema,
        response: { 200: PortalContractSchema, ...refusals, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      customerActs(request, 'cancelled', (quote, origin) =>
        cancelContract(ctx, quotes, quote, request.body, origin, request.id),
      ),
  );

  app.get(
    '/api/contracts/portal/documents',
    {
      schema: {
        summary: "The project's documents: the signed contract and the invoices (PDF links)",
        tags,
        response: { 200: JobDocumentListSchema, ...refusals },
      },
    },
    async (request) => jobDocuments(ctx.db, store, await project(request), 'portal'),
  );

  app.get(
    '/api/contracts/portal/:id/pdf',
    {
      schema: {
        summary: 'The fully signed contract as a PDF (404 until it is ready)',
        tags,
        params: ContractIdParamSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const quote = await project(request);
      return sendSignedPdf(reply, await store.findById(request.params.id), NO_CONTRACT, quote);
    },
  );
}

/** The office's contract work (staff scope): versions, reissue, countersign, permit dates, PDF. */
export async function staffContractRoutes(app: ServiceApp, ctx: ServiceContext) {
  const quotes = quoteStore(ctx.db);
  const store = contractStore(ctx.db);
  const NO_SUCH = 'No contract with that id.';
  const found = async (id: number) => {
    const row = await store.findById(id);
    if (!row) throw notFound(NO_SUCH);
    return row;
  };

  app.get(
    '/api/contracts/quote/:quoteId',
    {
      schema: {
        summary: "Staff: every version of a job's contract, newest first",
        tags: staffTags,
        params: QuoteIdPathSchema,
        response: { 200: z.array(ContractSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request) => (await store.ofQuote(request.params.quoteId)).map(toContract),
  );

  app.get(
    '/api/contracts/:id',
    {
      schema: {
        summary: 'Staff: one contract with its document as issued',
        tags: staffTags,
        params: ContractIdParamSchema,
        response: {
          200: StaffContractSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => toStaffContract(await found(request.params.id)),
  );

  app.post(
    '/api/contracts/quote/:quoteId/reissue',
    {
      schema: {
        summary:
          'Staff: replace the unsigned contract with a new version (the old one voided); optionally set its emergency declaration and official start date (s. 489.147(6))',
        tags: staffTags,
        params: QuoteIdPathSchema,
        body: ContractReissueSchema.nullish(),
        response: {
          201: ContractSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const row = await ctx.db.transaction(async (tx) =>
        reissueContract(
          ctx,
          tx,
          await lockJobById(ctx, tx, request.params.quoteId),
          staff.displayName,
          request.id,
          request.body ?? undefined,
        ),
      );
      if (!row) throw new AppError('CONFLICT', 'This job has no unsigned contract to reissue.');
      request.log.info({ contract: row.id, by: staff.username }, 'contract reissued');
      return reply.code(201).send(toContract(row));
    },
  );

  app.post(
    '/api/contracts/:id/countersign',
    {
      schema: {
        summary: "Staff: countersign the customer's signed contract (the signed PDF follows)",
        tags: staffTags,
        params: ContractIdParamSchema,
        body: ContractCountersignSchema,
        response: { 200: ContractSchema, ...refusals, 403: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const row = await countersignContract(
        ctx,
        quotes,
        request.params.id,
        request.body,
        staff,
        originOf(request),
        request.id,
      );
      request.log.info({ contract: row.id, by: staff.username }, 'contract countersigned');
      return toContract(row);
    },
  );

  app.get(
    '/api/contracts/:id/pdf',
    {
      schema: {
        summary: 'Staff: the fully signed contract as a PDF (404 until it is ready)',
        tags: staffTags,
        params: ContractIdParamSchema,
        response: { 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      sendSignedPdf(reply, await store.findById(request.params.id), NO_SUCH),
  );

  app.put(
    '/api/contracts/:id/permit-dates',
    {
      schema: {
        summary: 'Staff: permit applied for, issued, work started (the deadlines follow)',
        tags: staffTags,
        params: ContractIdParamSchema,
        body: PermitDatesUpdateSchema,
        response: { 200: ContractSchema, ...refusals, 403: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) =>
      toContract(await updatePermitDates(ctx, request.params.id, request.body, request.id)),
  );
}
