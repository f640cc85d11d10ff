import { COMPANY } from '@roofing/contracts';
import { useEstimate } from '../api/quotes.ts';
import { BackHomeLink } from '../components/layout/back-home-link.tsx';
import { EstimateDetails } from '../features/estimate-tracker/estimate-details.tsx';
import {
  EstimateNumberSearchForm,
  useEstimateNumberSearch,
} from '../features/estimate-tracker/estimate-number-search.tsx';
import { LookupResult } from '../features/estimate-tracker/lookup-result.tsx';
import { messages } from '../features/estimate-tracker/messages.ts';
import { TrackerHelpCard } from '../features/estimate-tracker/tracker-help-card.tsx';
import { LinkTokenNotice, useLinkToken } from '../features/verification/link-token.tsx';
import { useT } from '../i18n/catalogue.ts';

/** Track Your Estimate (portal §2): the lookup runs only when the visitor searches. */
export function EstimateTrackerPage() {
  const t = useT(messages);
  const { input, setInput, searched, submit, open } = useEstimateNumberSearch(t('missingNumber'));
  const estimate = useEstimate(searched);
  // An e-mailed link opens the estimate with a verified session (the number is not in it).
  const link = useLinkToken((quote) => open(quote.estimateNumber));

  return (
    <div className="bg-sand-100/50">
      <title>{t('pageTitle', { company: COMPANY.name })}</title>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <BackHomeLink />
        <h1 className="mt-6 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
          {t('heading')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">{t('intro')}</p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-6">
            <EstimateNumberSearchForm
              id="estimate-number"
              formLabel={t('formLabel')}
              value={input}
              onValueChange={setInput}
              onSubmit={(event) => submit(event, estimate.refetch)}
              busy={estimate.isFetching}
              hint={t('hint')}
            />

            <LinkTokenNotice opening={link.opening} failure={link.failure} />
            <LookupResult
              lookup={estimate}
              looking={t('looking')}
              notFound={{
                title: t('notFoundTitle'),
                message: t('notFoundMessage'),
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
