import { COMPANY } from '@roofing/contracts';
import { useEstimate } from '../api/quotes.ts';
import { BackHomeLink } from '../components/layout/back-home-link.tsx';
import { EstimateDetails } from '../features/estimate-tracker/estimate-details.tsx';
import {
  EstimateNumberSearchForm,
  useEstimateNumberSearch,
} from '../features/estimate-tracker/estimate-number-search.tsx';
import { LookupResult } from '../features/estimate-tracker/lookup-result.tsx';
import { TrackerHelpCard } from '../features/estimate-tracker/tracker-help-card.tsx';
import { LinkTokenNotice, useLinkToken } from '../features/verification/link-token.tsx';

/** Track Your Estimate (portal §2): the lookup runs only when the visitor searches. */
export function EstimateTrackerPage() {
  const { input, setInput, searched, submit, open } = useEstimateNumberSearch(
    'Please enter your estimate number to track your proposal.',
  );
  const estimate = useEstimate(searched);
  // An e-mailed link opens the estimate with a verified session (the number is not in it).
  const link = useLinkToken((quote) => open(quote.estimateNumber));

  return (
    <div className="bg-sand-100/50">
      <title>{`Track Your Estimate | ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <BackHomeLink />
        <h1 className="mt-6 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
          Track Your Estimate
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Enter the estimate number from your confirmation to see the status of your roofing
          proposal.
        </p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-6">
            <EstimateNumberSearchForm
              id="estimate-number"
              formLabel="Find your estimate"
              value={input}
              onValueChange={setInput}
              onSubmit={(event) => submit(event, estimate.refetch)}
              busy={estimate.isFetching}
              hint="It starts with SFR- and was shown when you requested your quote."
            />

            <LinkTokenNotice opening={link.opening} failure={link.failure} />
            <LookupResult
              lookup={estimate}
              looking="Looking up your estimate..."
              notFound={{
                title: 'Estimate Not Found',
                message: 'Please check your estimate number and try again.',
              }}
            >
              {(found) => <EstimateDetails estimate={found} />}
            </LookupResult>
          </div>

          <TrackerHelpCard />
        </div>
      </div>
    </div>
  );
}
