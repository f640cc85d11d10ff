import type { InsightsResponse } from '@roofing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGenerateInsights } from '../../api/insights.ts';
import { listQuotes, type StaffQuoteQuery, staffQuoteKeys } from '../../api/staff-quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * Insights read the most recent quotes the dashboard loads, one page of the API's largest size:
 * enough for a day's summary and the trends, and the same read the Recent Quotes list makes.
 */
export const INSIGHT_QUOTES: StaffQuoteQuery = {
  page: 1,
  pageSize: 100,
  search: '',
  status: undefined,
};

const DIRECTION = {
  up: { arrow: '↑', words: 'rising', className: 'text-success-700' },
  down: { arrow: '↓', words: 'falling', className: 'text-danger-700' },
  flat: { arrow: '→', words: 'steady', className: 'text-slate-700' },
} as const;

/** The dashboard's AI insights panel (portal §2): summary, trends and recommendations. */
export function AiInsightsPanel() {
  const queries = useQueryClient();
  const generate = useGenerateInsights();
  const { toast } = useToast();
  const [result, setResult] = useState<{ insights: InsightsResponse; basedOn: number } | null>(
    null,
  );
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed' | 'ready'>('idle');
  const busy = status === 'loading';

  const run = async () => {
    setStatus('loading');
    try {
      // Always the latest quotes: a list read earlier may be hours old.
      const page = await queries.fetchQuery({
        queryKey: staffQuoteKeys.list(INSIGHT_QUOTES),
        queryFn: () => listQuotes(INSIGHT_QUOTES),
        staleTime: 0,
      });
      const insights = await generate.mutateAsync(page.quotes);
      setResult({ insights, basedOn: page.quotes.length });
      setStatus('ready');
    } catch (error) {
      console.error('Failed to generate insights', error);
      setStatus('failed');
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate insights' });
    }
  };

  return (
    <section
      aria-labelledby="ai-insights-heading"
      aria-busy={busy}
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="ai-insights-heading" className="font-display text-xl font-bold text-navy-900">
            AI Insights
          </h2>
          <p className="text-sm text-slate-700">
            Today's summary, trends and next steps from the latest quotes.
          </p>
        </div>
        <Button onClick={() => void run()} disabled={busy}>
          {busy ? 'Generating...' : 'Generate Insights'}
        </Button>
      </div>

      <div className="mt-4">
        {busy ? (
          <div className="space-y-3" aria-hidden="true">
            <div className="h-4 w-3/4 animate-pulse rounded bg-navy-50" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-navy-50" />
            <div className="grid gap-3 sm:grid-cols-3">
              {[0, 1, 2].map((tile) => (
                <div key={tile} className="h-20 animate-pulse rounded-xl bg-navy-50" />
              ))}
            </div>
          </div>
        ) : status === 'failed' ? (
          <p
            role="alert"
            className="rounded-xl bg-danger-50 p-4 text-sm font-medium text-danger-700"
          >
            The insights could not be generated. Please try again in a moment.
          </p>
        ) : result ? (
          <InsightsView insights={result.insights} basedOn={result.basedOn} />
        ) : (
          <p className="rounded-xl border border-dashed border-navy-200 p-4 text-sm text-slate-700">
            Generate insights for a plain-English summary of today's quotes, the trends in your
            pipeline and what to follow up first.
          </p>
        )}
      </div>
    </section>
  );
}

function InsightsView({ insights, basedOn }: { insights: InsightsResponse; basedOn: number }) {
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
          Daily summary
        </h3>
        <p className="mt-1 text-slate-800">{insights.dailySummary}</p>
        <p className="mt-1 text-xs text-slate-600">
          From {basedOn} recent {basedOn === 1 ? 'quote' : 'quotes'} ·{' '}
          {insights.provider === 'model' ? 'written by the AI model' : 'computed from the quotes'}
        </p>
      </div>
      {insights.trends.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-navy-700 uppercase">Trends</h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {insights.trends.map((trend) => {
              const direction = DIRECTION[trend.direction];
              return (
                <li key={trend.label} className="rounded-xl border border-navy-100 bg-sand-50 p-3">
                  <p className="text-sm font-medium text-slate-700">{trend.label}</p>
                  <p className="mt-1 flex items-baseline gap-2">
                    <span className="font-display text-xl font-bold text-navy-900">
                      {trend.value}
                    </span>
                    <span className={`text-sm font-semibold ${direction.className}`}>
                      <span aria-hidden="true">{direction.arrow}</span>
                      <span className="sr-only">{direction.words}</span>
                    </span>
                  </p>
                  <p className="mt-1 text-xs text-slate-700">{trend.detail}</p>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
          Recommendations
        </h3>
        {insights.recommendations.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800 marker:text-ocean-600">
            {insights.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-700">Nothing needs attention right now.</p>
        )}
      </div>
    </div>
  );
}
