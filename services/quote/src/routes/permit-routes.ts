import {
  ErrorBodySchema,
  InspectionCreateSchema,
  InspectionParamSchema,
  InspectionResultInputSchema,
  JurisdictionCountSchema,
  PermitBoardItemSchema,
  PermitBoardQuerySchema,
  PermitIdParamSchema,
  PermitInputSchema,
  PermitSchema,
  PortalPermitSchema,
  QuoteIdPathSchema,
} from '@roofing/contracts';
import { type ServiceApp, type ServiceContext, sendPage } from '@roofing/platform';
import { z } from 'zod';
import { recordInspectionResult, scheduleInspection } from '../domain/permits/inspections.ts';
import { permitById, permitOfJob } from '../domain/permits/load-permit.ts';
import {
  jurisdictionCounts,
  permitBoardPage,
  portalPermitOf,
} from '../domain/permits/permits-board.ts';
import { openPermit, updatePermit } from '../domain/permits/save-permit.ts';
import { jobById, portalJob } from './billing-caller.ts';

const tags = ['staff', 'permits'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const refusals = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...denied };

/** Permits and inspections, the office's side (issue 23). */
export async function staffPermitRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.get(
    '/api/permits',
    {
      schema: {
        summary: 'Staff: the permits board (overdue first, then by stage, then the oldest)',
        tags,
        querystring: PermitBoardQuerySchema,
        response: { 200: z.array(PermitBoardItemSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, await permitBoardPage(ctx, request.query), (row) => row),
  );

  app.get(
    '/api/permits/jurisdictions',
    {
      schema: {
        summary: 'Staff: the building departments with open permits, and how many each',
        tags,
        response: { 200: z.array(JurisdictionCountSchema), ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return jurisdictionCounts(ctx);
    },
  );

  app.get(
    '/api/permits/quote/:quoteId',
    {
      schema: {
        summary: "Staff: a job's permit with its inspections and the deposit clock",
        tags,
        params: QuoteIdPathSchema,
        response: { 200: PermitSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return permitOfJob(ctx, await jobById(ctx, request.params.quoteId));
    },
  );

  app.post(
    '/api/permits/quote/:quoteId',
    {
      schema: {
        summary: "Staff: open a job's permit (the jurisdiction from the ZIP unless given)",
        tags,
        params: QuoteIdPathSchema,
        body: PermitInputSchema,
        response: { 201: PermitSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const permit = await openPermit(ctx, request.params.quoteId, request.body, staff, request.id);
      request.log.info({ permit: permit.id, by: staff.username }, 'permit opened');
      return reply.code(201).send(permit);
    },
  );

  app.get(
    '/api/permits/:id',
    {
      schema: {
        summary: 'Staff: one permit',
        tags,
        params: PermitIdParamSchema,
        response: { 200: PermitSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return permitById(ctx, request.params.id);
    },
  );

  app.put(
    '/api/permits/:id',
    {
      schema: {
        summary:
          "Staff: replace a permit's facts (its dates reach the signed contract's permit clock)",
        tags,
        params: PermitIdParamSchema,
        body: PermitInputSchema,
        response: { 200: PermitSchema, ...refusals },
      },
    },
    async (request) => updatePermit(ctx, request.params.id, request.body, request.id),
  );

  app.post(
    '/api/permits/:id/inspections',
    {
      schema: {
        summary: 'Staff: schedule an inspection (dry-in once issued, final once the dry-in passed)',
        tags,
        params: PermitIdParamSchema,
        body: InspectionCreateSchema,
        response: { 201: PermitSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await scheduleInspection(ctx, request.params.id, request.body, request.id)),
  );

  app.post(
    '/api/permits/:id/inspections/:inspectionId/result',
    {
      schema: {
        summary: "Staff: record an inspection's result (pass, fail with notes, cancelled)",
        tags,
        params: InspectionParamSchema,
        body: InspectionResultInputSchema,
        response: { 200: PermitSchema, ...refusals },
      },
    },
    async (request) =>
      recordInspectionResult(
        ctx,
        { permitId: request.params.id, inspectionId: request.params.inspectionId },
        request.body,
        ctx.staff(request),
        request.id,
      ),
  );
}

/** The homeowner's permit timeline (their portal session). */
export async function portalPermitRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.get(
    '/api/permits/portal',
    {
      schema: {
        summary: "The portal's permit timeline: applied, issued, dry-in passed, final passed",
        tags: ['customer', 'permits'],
        response: { 200: PortalPermitSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const quote = await portalJob(ctx, request, 'session');
      reply.header('cache-control', 'no-store');
      return portalPermitOf(ctx, quote);
    },
  );
}
