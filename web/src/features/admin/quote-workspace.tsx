import type { Quote } from '@roofing/contracts';
import { useEffect, useRef, useState } from 'react';
import { StaffTabs } from '../../components/back-office/staff-tabs.tsx';
import { JobBillingSection } from '../back-office/billing/job-billing.tsx';
import { JobClaimSection } from '../back-office/claims/job-claim.tsx';
import { JobPermitSection } from '../back-office/permits/job-permit.tsx';
import { JobPhotosSection } from '../back-office/photos/job-photos.tsx';
import { QuoteAdminActions } from './quote-admin-actions.tsx';
import { QuoteAfterSales } from './quote-after-sales.tsx';
import { QuoteCommunication } from './quote-communication.tsx';
import { QuoteCrew } from './quote-crew.tsx';
import { QuoteDetails } from './quote-details.tsx';

/**
 * The selected quote in tabs: Quote Details, Billing, Claim, Permit, Photos, Communication, Admin
 * Actions.
 */
export function QuoteWorkspace({
  quote,
  onUpdated,
  initialTab = 'details',
}: {
  quote: Quote;
  onUpdated: (quote: Quote) => void;
  /** The tab shown first ('billing' when the job is opened from the receivables). */
  initialTab?: string;
}) {
  const [tab, setTab] = useState(initialTab);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A newly chosen quote brings focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
  }, [quote.id]);

  return (
    <section
      aria-labelledby="quote-workspace-heading"
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id="quote-workspace-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-xl font-bold text-navy-900"
      >
        Quote <span className="font-mono">{quote.estimateNumber}</span>
      </h2>
      <p className="text-sm text-slate-700">
        {quote.firstName} {quote.lastName} · {quote.city}, {quote.state}
      </p>
      <StaffTabs
        label="Quote"
        layout="fill"
        value={tab}
        onValueChange={setTab}
        className="mt-4"
        panelClassName="mt-4"
        tabs={[
          {
            value: 'details',
            label: 'Quote Details',
            content: (
              <>
                <h3 className="sr-only">Quote Details</h3>
                <QuoteDetails quote={quote} />
                <QuoteCrew
                  key={quote.estimateNumber}
                  estimateNumber={quote.estimateNumber}
                  siteVisit={quote.scheduledDate}
                />
                <QuoteAfterSales key={quote.id} quoteId={quote.id} status={quote.status} />
              </>
            ),
          },
          {
            value: 'billing',
            label: 'Billing',
            content: (
              <>
                <h3 className="sr-only">Billing</h3>
                <JobBillingSection key={quote.id} quoteId={quote.id} />
              </>
            ),
          },
          {
            value: 'claim',
            label: 'Claim',
            content: (
              <>
                <h3 className="sr-only">Insurance claim</h3>
                <JobClaimSection key={quote.id} quoteId={quote.id} />
              </>
            ),
          },
          {
            value: 'permit',
            label: 'Permit',
            content: (
              <>
                <h3 className="sr-only">Permit and inspections</h3>
                <JobPermitSection key={quote.id} quoteId={quote.id} />
              </>
            ),
          },
          {
            value: 'photos',
            label: 'Photos',
            content: (
              <>
                <h3 className="sr-only">Photos and reports</h3>
                <JobPhotosSection key={quote.id} quoteId={quote.id} />
              </>
            ),
          },
          {
            value: 'communication',
            label: 'Communication',
            content: (
              <>
                <h3 className="sr-only">Communication</h3>
                <QuoteCommunication
                  key={quote.estimateNumber}
                  estimateNumber={quote.estimateNumber}
                />
              </>
            ),
          },
          {
            value: 'actions',
            label: 'Admin Actions',
            content: (
              <>
                <h3 className="sr-only">Admin Actions</h3>
                <QuoteAdminActions key={quote.id} quote={quote} onUpdated={onUpdated} />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
