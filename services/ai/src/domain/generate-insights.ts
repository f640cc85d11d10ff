import type { InsightQuote, InsightsResponse } from '@roofing/contracts';
import { z } from 'zod';
import type { ModelAccess } from '../providers/model-access.ts';
import {
  type AgedQuote,
  computeInsightFigures,
  formatMoney,
  type InsightFigures,
  STALE_ESTIMATE_DAYS,
  VISIT_WAIT_DAYS,
} from './compute-insights.ts';

type Trend = InsightsResponse['trends'][number];

/**
 * The dashboard's AI insights. The figures are always computed here from the quotes sent; a
 * model, when there is one, only writes the summary and the advice from those figures, and its
 * text is thrown away if it names an estimate number that is not among them.
 */
export async function generateInsights(
  quotes: readonly InsightQuote[],
  model: ModelAccess,
  now = new Date(),
): Promise<InsightsResponse> {
  const figures = computeInsightFigures(quotes, now);
  const trends = trendsOf(figures);
  if (model.configured && figures.total > 0) {
    const written = await model.structured(
      'insights',
      [
        { role: 'system', content: BRIEFING_PROMPT },
        { role: 'user', content: JSON.stringify(briefingInput(figures)) },
      ],
      ModelInsightsSchema,
    );
    const known = new Set(quotes.map((quote) => quote.estimateNumber.toUpperCase()));
    if (written && namesOnly(written, known)) return { ...written, trends, provider: 'model' };
  }
  return {
    dailySummary: summaryOf(figures),
    recommendations: adviceOf(figures),
    trends,
    provider: 'offline',
  };
}

const BRIEFING_PROMPT = `You write the morning briefing for the office of Shorefront Roofing, a North Florida roofing contractor. You receive figures computed from the quote pipeline as JSON. Use only those figures: never invent numbers, customers or estimate numbers. Answer with a JSON object {"dailySummary": string, "recommendations": string[]}: the summary is 2-4 plain sentences (under 600 characters); the recommendations are 2-6 concrete actions for today (each under 240 characters), most urgent first, naming the estimate numbers they concern. Estimates unanswered for more than ${STALE_ESTIMATE_DAYS} days need a follow-up call; requests waiting more than ${VISIT_WAIT_DAYS} days need a site visit scheduled; estimates are valid 30 days.`;

const ModelInsightsSchema = z.object({
  dailySummary: z.string().trim().min(20).max(900),
  recommendations: z.array(z.string().trim().min(5).max(400)).min(1).max(8),
});

/** What the model sees: counts and estimate numbers only, no customer's name or contact. */
function briefingInput(figures: InsightFigures) {
  const brief = (quote: AgedQuote) => ({
    estimateNumber: quote.estimateNumber,
    ageDays: quote.ageDays,
    amount: quote.amount,
    city: quote.city,
  });
  return {
    ...figures,
    estimatesOut: figures.estimatesOut.slice(0, 25).map(brief),
    staleEstimates: figures.staleEstimates.slice(0, 25).map(brief),
    waitingForVisit: figures.waitingForVisit.slice(0, 25).map(brief),
  };
}

const ESTIMATE_NUMBER = /\b(?:SFR|SF|IQ)-[A-Z0-9-]+\b/gi;
function namesOnly(written: z.infer<typeof ModelInsightsSchema>, known: Set<string>): boolean {
  const text = [written.dailySummary, ...written.recommendations].join('\n');
  return [...text.matchAll(ESTIMATE_NUMBER)].every((match) => known.has(match[0].toUpperCase()));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "SFR-AB12CD34 (12 days, $14,200), SFR-… and 3 more" */
function listOf(quotes: readonly AgedQuote[], limit = 4): string {
  const named = quotes.slice(0, limit).map((quote) => {
    const amount = quote.amount === null ? '' : `, ${formatMoney(quote.amount)}`;
    return `${quote.estimateNumber} (${plural(quote.ageDays, 'day')}${amount})`;
  });
  const more = quotes.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/** "Roof Repair 5, Inspection 3, New Roof 1" */
const breakdown = (counts: InsightFigures['byCity'], limit = 3) =>
  counts
    .slice(0, limit)
    .map((entry) => `${entry.name} ${entry.count}`)
    .join(', ');

function summaryOf(f: InsightFigures): string {
  if (f.total === 0) return 'No quotes to review yet: nothing is waiting for a follow-up today.';
  const change = f.newThisWeek - f.newLastWeek;
  const sentences = [
    `${plural(f.total, 'quote')} on the board, ${f.newThisWeek} new this week (${change === 0 ? 'the same as' : change > 0 ? `${change} more than` : `${-change} fewer than`} the ${f.newLastWeek} of the week before).`,
    f.estimatesOut.length > 0
      ? `${plural(f.estimatesOut.length, 'estimate')} ${f.estimatesOut.length === 1 ? 'is' : 'are'} waiting for the customer's answer; ${f.staleEstimates.length} of them ${f.staleEstimates.length === 1 ? 'has' : 'have'} been out more than ${STALE_ESTIMATE_DAYS} days.`
      : 'No estimate is waiting for a customer’s answer.',
    f.waitingForVisit.length > 0
      ? `${plural(f.waitingForVisit.length, 'request')} ${f.waitingForVisit.length === 1 ? 'has' : 'have'} waited more than ${VISIT_WAIT_DAYS} days for a site visit.`
      : '',
    `By status: ${breakdown(f.byStatus, 9)}.`,
    f.acceptanceRate === null
      ? 'No estimate has been accepted or declined yet.'
      : `Acceptance rate ${f.acceptanceRate}% (${f.accepted} accepted, ${f.declined} declined); pipeline value ${formatMoney(f.pipelineValue)}.`,
  ];
  return sentences.filter(Boolean).join(' ');
}

function adviceOf(f: InsightFigures): string[] {
  const advice: string[] = [];
  if (f.staleEstimates.length > 0) {
    advice.push(
      `Call about the estimates out more than ${STALE_ESTIMATE_DAYS} days: ${listOf(f.staleEstimates)}. A follow-up before the 30-day validity runs out wins more jobs than a new lead.`,
    );
  }
  if (f.waitingForVisit.length > 0) {
    advice.push(
      `Schedule site visits for ${listOf(f.waitingForVisit)}: we promise contact within 24 hours.`,
    );
  }
  const expiring = f.estimatesOut.filter((quote) => quote.ageDays >= 23 && quote.ageDays <= 30);
  if (expiring.length > 0) {
    advice.push(`These estimates expire within a week: ${listOf(expiring)}. Offer to extend them.`);
  }
  const top = f.byCity[0];
  if (top && top.name !== 'Not given' && top.count >= 3) {
    advice.push(
      `${top.name} brings ${top.count} of ${f.total} requests: group its site visits on the same day.`,
    );
  }
  if (f.acceptanceRate !== null && f.accepted + f.declined >= 5 && f.acceptanceRate < 40) {
    advice.push(
      `Only ${f.acceptanceRate}% of answered estimates were accepted: ask the declining customers why (price, timing, material) before the next round.`,
    );
  }
  if (advice.length === 0) {
    // Nothing overdue is not "quiet": new requests still wait for their first call.
    advice.push(
      f.total === 0
        ? 'Share the free-estimate form and the hurricane-prep article on social media to bring in requests.'
        : f.newRequests.length > 0
          ? `Call the new requests to book their site visits while they are fresh: ${listOf(f.newRequests)}. We promise contact within 24 hours.`
          : f.estimatesOut.length > 0
            ? 'Nothing is overdue: use the quiet time to follow up on recent estimates by phone.'
            : 'Nothing is overdue and no estimate is waiting for an answer: ask finished customers for reviews and referrals.',
    );
  }
  return advice;
}

function trendsOf(f: InsightFigures): Trend[] {
  const direction = (now: number, before: number): Trend['direction'] =>
    now > before ? 'up' : now < before ? 'down' : 'flat';
  const topService = f.byService[0];
  const topCity = f.byCity[0];
  return [
    {
      label: 'New quotes this week',
      value: String(f.newThisWeek),
      direction: direction(f.newThisWeek, f.newLastWeek),
      detail: `${f.newLastWeek} the week before`,
    },
    {
      label: 'Estimates awaiting an answer',
      value: String(f.estimatesOut.length),
      direction: 'flat',
      detail: `${f.staleEstimates.length} older than ${STALE_ESTIMATE_DAYS} days`,
    },
    {
      label: 'Acceptance rate',
      value: f.acceptanceRate === null ? 'n/a' : `${f.acceptanceRate}%`,
      direction: 'flat',
      detail: `${f.accepted} accepted, ${f.declined} declined`,
    },
    {
      label: 'Pipeline value',
      value: formatMoney(f.pipelineValue),
      direction: 'flat',
      detail: 'Estimates out and accepted jobs not yet finished',
    },
    {
      label: 'Most requested service',
      value: topService?.name ?? 'n/a',
      direction: 'flat',
      detail: topService ? breakdown(f.byService) : 'No quotes yet',
    },
    {
      label: 'Busiest city',
      value: topCity?.name ?? 'n/a',
      direction: 'flat',
      detail: topCity ? breakdown(f.byCity) : 'No quotes yet',
    },
  ];
}
