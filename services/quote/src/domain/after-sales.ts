import {
  type AfterSales,
  COMPLETION_WARRANTIES,
  easternDay,
  type Feedback,
  type FeedbackAnswer,
  feedbackReceived,
  isActiveLeak,
  type Payment,
  type PortalAfterSales,
  type PortalFeedback,
  type PortalServiceRequest,
  SERVICE_REQUESTS_PER_DAY,
  SERVICE_REQUESTS_UNRESOLVED_MAX,
  type ServiceRequest,
  type ServiceRequestCreate,
  serviceRequestOpened,
  type Warranty,
} from '@roofing/contracts';
import { AppError, type ServiceContext } from '@roofing/platform';
import type { AfterSalesStore, NewWarranty } from '../store/after-sales.ts';
import type { QuoteStore } from '../store/quotes.ts';
import type {
  FeedbackRow,
  PaymentRow,
  QuoteRow,
  ServiceRequestRow,
  WarrantyRow,
} from '../store/schema.ts';
import { customerOf } from './estimate-view.ts';

/** Today in the company's time zone (a job completed at 9 pm in Florida is that day's). */
const floridaToday = (now: Date) => easternDay(now);

function addYears(isoDate: string, years: number) {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // 29 February ends on 28 February in a year that has none.
  const end = new Date(Date.UTC(year + years, month - 1, day));
  if (end.getUTCMonth() !== month - 1) end.setUTCDate(0);
  return end.toISOString().slice(0, 10);
}

/** The warranties a job gets the day it is completed. */
export function completionWarranties(quote: QuoteRow, now = new Date()): NewWarranty[] {
  const startDate = floridaToday(now);
  return COMPLETION_WARRANTIES.map((warranty) => ({
    customerId: quote.id,
    estimateNumber: quote.estimateNumber,
    warrantyType: warranty.warrantyType,
    warrantyLength: warranty.warrantyLength,
    startDate,
    endDate: addYears(startDate, warranty.warrantyLength),
    terms: warranty.terms,
  }));
}

const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  amount: row.amount,
  paymentType: row.paymentType as Payment['paymentType'],
  description: row.description,
  stripePaymentIntentId: row.stripePaymentIntentId,
  status: row.status as Payment['status'],
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
const toWarranty = (row: WarrantyRow): Warranty => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  warrantyType: row.warrantyType,
  warrantyLength: row.warrantyLength,
  startDate: row.startDate,
  endDate: row.endDate,
  terms: row.terms,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  voidedAt: row.voidedAt?.toISOString() ?? null,
});
export const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  overallRating: row.overallRating,
  qualityRating: row.qualityRating,
  timelinessRating: row.timelinessRating,
  communicationRating: row.communicationRating,
  wouldRecommend: row.wouldRecommend,
  comments: row.comments,
  createdAt: row.createdAt.toISOString(),
});
export const toServiceRequest = (row: ServiceRequestRow): ServiceRequest => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  requestType: row.requestType as ServiceRequest['requestType'],
  priority: row.priority as ServiceRequest['priority'],
  description: row.description,
  status: row.status as ServiceRequest['status'],
  assignedEmployeeId: row.assignedEmployeeId,
  resolutionNotes: row.resolutionNotes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

export { toPayment };

/**
 * One job's after-sales view; `storm` (the banner is on) flags its active leaks for the office
 * (see storm/storm-priority.ts).
 */
export async function afterSalesOf(
  store: AfterSalesStore,
  quote: QuoteRow,
  storm = false,
): Promise<AfterSales> {
  const found = await store.forProject(quote.estimateNumber);
  return {
    completed: quote.status === 'completed',
    payments: found.payments.map(toPayment),
    warranties: found.warranties.map(toWarranty),
    feedback: found.feedback ? toFeedback(found.feedback) : null,
    serviceRequests: found.serviceRequests.map((row) => ({
      ...toServiceRequest(row),
      stormPriority: storm && isActiveLeak(row),
    })),
  };
}

/**
 * The customer's portal view of the same: the payments without the name, e-mail and processor
 * reference, the service requests without the staff assignment (the estimate number alone opens
 * the portal, so its answer carries nothing a finder of the number should learn).
 */
export function toPortalAfterSales(view: AfterSales): PortalAfterSales {
  return {
    completed: view.completed,
    payments: view.payments.map(
      ({ id, customerName, customerEmail, stripePaymentIntentId, ...payment }) => payment,
    ),
    warranties: view.warranties.map(({ id, ...warranty }) => warranty),
    feedback: view.feedback ? toPortalFeedback(view.feedback) : null,
    serviceRequests: view.serviceRequests.map(toPortalServiceRequest),
  };
}

/** Feedback as its customer sees it (no row id). */
export const toPortalFeedback = ({ id, ...feedback }: Feedback): PortalFeedback => feedback;

/** A service request as its customer sees it (no row id, no staff assignment). */
export const toPortalServiceRequest = ({
  id,
  assignedEmployeeId,
  stormPriority,
  ...request
}: ServiceRequest & { stormPriority?: boolean }): PortalServiceRequest => request;

/**
 * The customer rates their completed job: stored and announced in one transaction, so the
 * office hears of every rating (a low one in time to call) and never of one not kept.
 */
export async function recordFeedback(
  ctx: ServiceContext,
  store: AfterSalesStore,
  quote: QuoteRow,
  body: FeedbackAnswer,
  correlationId: string,
): Promise<Feedback> {
  return ctx.db.transaction(async (tx) => {
    const row = await store.insertFeedback(tx, {
      customerId: quote.id,
      estimateNumber: quote.estimateNumber,
      overallRating: body.overallRating,
      qualityRating: body.qualityRating ?? null,
      timelinessRating: body.timelinessRating ?? null,
      communicationRating: body.communicationRating ?? null,
      wouldRecommend: body.wouldRecommend ?? null,
      comments: body.comments ?? null,
    });
    const feedback = toFeedback(row);
    await ctx.publish(
      tx,
      feedbackReceived,
      {
        ...customerOf(quote),
        feedbackId: feedback.id,
        overallRating: feedback.overallRating,
        qualityRating: feedback.qualityRating,
        timelinessRating: feedback.timelinessRating,
        communicationRating: feedback.communicationRating,
        wouldRecommend: feedback.wouldRecommend,
        comments: feedback.comments,
        receivedAt: feedback.createdAt,
      },
      correlationId,
    );
    return feedback;
  });
}

/**
 * The customer asks for service on a completed job: stored and announced in one transaction, so
 * the office's alert (messaging) can never be lost while the request is kept.
 */
export async function openServiceRequest(
  ctx: ServiceContext,
  store: AfterSalesStore,
  quotes: QuoteStore,
  quote: QuoteRow,
  body: ServiceRequestCreate,
  correlationId: string,
): Promise<ServiceRequest> {
  return ctx.db.transaction(async (tx) => {
    // The job's quote row is locked first, so two requests at once are counted in turn.
    await quotes.lockById(tx, quote.id);
    const load = await store.serviceRequestLoad(
      tx,
      quote.estimateNumber,
      new Date(Date.now() - 24 * 60 * 60 * 1000),
    );
    if (load.unresolved >= SERVICE_REQUESTS_UNRESOLVED_MAX) {
      throw new AppError(
        'RATE_LIMITED',
        `You already have ${SERVICE_REQUESTS_UNRESOLVED_MAX} open service requests for this job. Our service team will call you about them; add anything new in Messages.`,
      );
    }
    if (load.recent >= SERVICE_REQUESTS_PER_DAY) {
      throw new AppError(
        'RATE_LIMITED',
        `You have sent ${SERVICE_REQUESTS_PER_DAY} service requests in the last 24 hours. Our service team will call you; add anything new in Messages.`,
      );
    }
    const row = await store.insertServiceRequest(tx, {
      customerId: quote.id,
      estimateNumber: quote.estimateNumber,
      requestType: body.requestType,
      priority: body.priority ?? 'medium',
      description: body.description,
    });
    const request = toServiceRequest(row);
    await ctx.publish(
      tx,
      serviceRequestOpened,
      {
        ...customerOf(quote),
        serviceRequestId: request.id,
        requestType: request.requestType,
        priority: request.priority,
        description: request.description,
        openedAt: request.createdAt,
      },
      correlationId,
    );
    return request;
  });
}
