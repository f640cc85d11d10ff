import {
  BillingStatsSchema,
  DepositTermsSchema,
  ErrorBodySchema,
  easternToday,
  InvoiceCreateSchema,
  InvoiceNumberParamSchema,
  InvoiceSchema,
  JobBillingSchema,
  PortalBillingSchema,
  QuoteIdPathSchema,
  ReceivableSchema,
  ReceivablesQuerySchema,
} from '@roofing/contracts';
import {
  AppError,
  answeredNotModified,
  notFound,
  REVALIDATE,
  type ServiceApp,
  type ServiceContext,
  sendPage,
} from '@roofing/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { setDepositTerms } from '../domain/billing/deposit-terms.ts';
import { invoicePdf, invoicePdfName } from '../domain/billing/invoice-pdf.ts';
import { createStaffInvoice } from '../domain/billing/invoices.ts';
import { voidInvoice } from '../domain/billing/issue-invoice.ts';
import { jobBillingOf, portalBillingOf } from '../domain/billing/job-billing.ts';
import { NO_MONEY, toInvoice } from '../domain/billing/ledger-view.ts';
import { billingStats, receivables, receivablesPage } from '../domain/billing/receivables.ts';
import { receivablesCsv } from '../domain/billing/receivables-csv.ts';
import { invoiceByNumber } from '../store/billing.ts';
import { jobMoneyScope, MONEY_SCOPE } from '../store/read-scopes.ts';
import type { InvoiceRow, QuoteRow } from '../store/schema.ts';
import { jobById, portalJob, sendFile } from './billing-caller.ts';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const pdfRefusals = { 404: ErrorBodySchema, 503: ErrorBodySchema };

async function sendInvoicePdf(
  ctx: ServiceContext,
  reply: FastifyReply,
  invoice: InvoiceRow,
  quote: QuoteRow,
) {
  return sendFile(reply, {
    type: 'application/pdf',
    disposition: 'inline',
    name: invoicePdfName(invoice),
    body: await invoicePdf(ctx, invoice, quote),
    cacheControl: 'private, no-store',
  });
}

/** Invoices, the office's side: a job's billing, raising and voiding invoices, receivables. */
export async function staffInvoiceRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.get(
    '/api/invoices/jobs/:quoteId',
    {
      schema: {
        summary: "Staff: one job's money (contract, deposit, invoices, ledger, balance)",
        tags: ['staff', 'billing'],
        params: QuoteIdPathSchema,
        response: { 200: JobBillingSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return jobBillingOf(ctx, await jobById(ctx, request.params.quoteId));
    },
  );

  app.post(
    '/api/invoices/quote/:quoteId',
    {
      schema: {
        summary: 'Staff: raise a progress or final invoice on a job (e-mailed to the customer)',
        tags: ['staff', 'billing'],
        params: QuoteIdPathSchema,
        body: InvoiceCreateSchema,
        response: {
          201: InvoiceSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const row = await createStaffInvoice(
        ctx,
        request.params.quoteId,
        request.body,
        staff,
        request.id,
      );
      request.log.info({ invoice: row.number, by: staff.username }, 'invoice issued');
      return reply.code(201).send(toInvoice(row, NO_MONEY));
    },
  );

  app.post(
    '/api/invoices/:number/void',
    {
      schema: {
        summary: 'Staff: void an open invoice nothing was paid on',
        tags: ['staff', 'billing'],
        params: InvoiceNumberParamSchema,
        response: { 200: InvoiceSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const invoice = await voidInvoice(ctx, request.params.number, staff.displayName, request.id);
      request.log.info({ invoice: invoice.number, by: staff.username }, 'invoice voided');
      return invoice;
    },
  );

  app.get(
    '/api/invoices/:number/pdf',
    {
      schema: {
        summary: 'Staff: an invoice as a PDF (application/pdf)',
        tags: ['staff', 'billing'],
        params: InvoiceNumberParamSchema,
        response: { ...pdfRefusals, ...denied },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceByNumber(ctx.db, request.params.number);
      if (!invoice) throw notFound('No such invoice.');
      return sendInvoicePdf(ctx, reply, invoice, await jobById(ctx, invoice.quoteId));
    },
  );

  app.put(
    '/api/invoices/deposit-terms/:quoteId',
    {
      schema: {
        summary:
          "Staff: an estimate's deposit (amount or percent); refused once the contract is signed",
        tags: ['staff', 'billing'],
        params: QuoteIdPathSchema,
        body: DepositTermsSchema,
        response: {
          200: JobBillingSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const quote = await setDepositTerms(
        ctx,
        request.params.quoteId,
        request.body,
        staff,
        request.id,
      );
      return jobBillingOf(ctx, quote);
    },
  );

  app.get(
    '/api/invoices/receivables',
    {
      schema: {
        summary: 'Staff: what each invoiced job owes, overdue first, then the largest balance',
        tags: ['staff', 'billing'],
        querystring: ReceivablesQuerySchema,
        response: { 200: z.array(ReceivableSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      // Days overdue count from today (Eastern): a new day is a new answer, as any money change.
      const today = easternToday();
      const viewer = `receivables:${today}:${JSON.stringify(request.query)}`;
      const tag = ctx.readVersions.tagOf([MONEY_SCOPE], viewer);
      if (answeredNotModified(request, reply, ctx.readVersions, tag)) return reply;
      const page = await receivablesPage(ctx.db, request.query, today);
      const rows = sendPage(reply, request.query, page, (row) => row);
      reply.header('cache-control', REVALIDATE);
      return rows;
    },
  );

  app.get(
    '/api/invoices/receivables.csv',
    {
      schema: {
        summary: 'Staff: the receivables as a CSV file (text/csv)',
        tags: ['staff', 'billing'],
        querystring: ReceivablesQuerySchema.pick({ filter: true }),
        response: { 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      // A download, never cached: the office's figures move.
      const rows = await receivables(ctx.db, request.query.filter);
      return sendFile(reply, {
        type: 'text/csv; charset=utf-8',
        disposition: 'attachment',
        name: `receivables-${easternToday()}.csv`,
        body: receivablesCsv(rows),
      });
    },
  );

  app.get(
    '/api/invoices/stats',
    {
      schema: {
        summary: "Staff: the dashboard's money numbers",
        tags: ['staff', 'billing'],
        response: { 200: BillingStatsSchema, ...denied },
      },
    },
    async (request, reply) => {
      // Polled by the dashboard: 304 without a query until money moves or the day turns.
      const today = easternToday();
      const tag = ctx.readVersions.tagOf([MONEY_SCOPE], `stats:${today}`);
      if (answeredNotModified(request, reply, ctx.readVersions, tag)) return reply;
      return billingStats(ctx.db, today);
    },
  );
}

/** Invoices, the customer's side (their portal session). */
export async function portalInvoiceRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.get(
    '/api/invoices/portal',
    {
      schema: {
        summary: "The portal's billing: invoices, payments, what is paid and what is due",
        tags: ['customer', 'billing'],
        response: { 200: PortalBillingSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Polled while a payment is confirmed: the session's own job and the day (invoices turn
      // overdue) make the tag; 304 without a query until that job's money changes.
      const caller = ctx.caller(request);
      if (caller?.kind !== 'portal') {
        throw new AppError('UNAUTHORIZED', 'No project is open in this browser.');
      }
      const today = easternToday();
      const tag = ctx.readVersions.tagOf(
        [jobMoneyScope(caller.estimateNumber)],
        `portal:${caller.estimateNumber}:${today}`,
      );
      if (answeredNotModified(request, reply, ctx.readVersions, tag)) return reply;
      const quote = await portalJob(ctx, request, 'session');
      return portalBillingOf(ctx, quote, today);
    },
  );

  app.get(
    '/api/invoices/portal/:number/pdf',
    {
      schema: {
        summary: 'The customer: one of their invoices as a PDF (verified session)',
        tags: ['customer', 'billing'],
        params: InvoiceNumberParamSchema,
        response: { 400: ErrorBodySchema, 401: ErrorBodySchema, ...pdfRefusals },
      },
    },
    async (request, reply) => {
      const quote = await portalJob(ctx, request, 'verified');
      const invoice = await invoiceByNumber(ctx.db, request.params.number);
      if (
        !invoice ||
        invoice.estimateNumber !== quote.estimateNumber ||
        invoice.status === 'void'
      ) {
        throw notFound('No such invoice.');
      }
      return sendInvoicePdf(ctx, reply, invoice, quote);
    },
  );
}
