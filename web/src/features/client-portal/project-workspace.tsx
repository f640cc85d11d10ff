import {
  customerState,
  FINAL_ANSWERS,
  isAnswerable,
  isExpired,
  optionLabel,
  type PortalQuote,
  PROPERTY_TYPES,
  ROOF_MATERIALS,
  SERVICE_TYPES,
} from '@roofing/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUnreadCount } from '../../api/portal.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Detail } from '../../components/ui/detail.tsx';
import { ArrowLeftIcon, CheckIcon } from '../../components/ui/icons.tsx';
import { CustomerStateBadge } from '../estimate-tracker/customer-state-badge.tsx';
import {
  formatEstimateAmount,
  formatTimestamp,
  formatVisitTime,
} from '../estimate-tracker/estimate-format.ts';
import { EstimateValidity } from '../estimate-tracker/estimate-validity.tsx';
import { YourContract } from '../portal/billing/your-contract.tsx';
import { PortalPermit } from '../portal/permits/portal-permit.tsx';
import { AfterTheJob } from './after-the-job.tsx';
import { EstimateActions } from './estimate-actions.tsx';
import { timelineOf } from './portal-format.ts';
import { ProjectMessages } from './project-messages.tsx';
import { ProjectTools } from './project-tools.tsx';

/** The tabbed portal after access: timeline, details, tools, the estimate's actions, messages. */
export function ProjectWorkspace({
  quote,
  onQuoteChange,
  onLogout,
  initialView = 'details',
}: {
  quote: PortalQuote;
  onQuoteChange: (quote: PortalQuote) => void;
  onLogout: () => void;
  /** "messages" opens the conversation (and its Attach Photo) straight away. */
  initialView?: 'details' | 'messages';
}) {
  const [view, setView] = useState<'details' | 'messages'>(initialView);
  const unread = useUnreadCount(quote.estimateNumber);
  const expired = isExpired(quote.expiresAt);
  const state = customerState({
    status: quote.stage,
    customerResponse: quote.customerResponse,
    expired,
  });
  // Questions and requested changes leave the estimate open: the answers stay offered.
  const canAnswer = isAnswerable({
    status: quote.stage,
    estimateAmount: quote.estimatedValue,
    customerResponse: quote.customerResponse,
    expiresAt: quote.expiresAt,
  });
  const showValidity =
    quote.expiresAt !== null &&
    quote.stage === 'estimate_prepared' &&
    !FINAL_ANSWERS.has(quote.customerResponse ?? '');
  const steps = timelineOf(quote.status, formatTimestamp(quote.createdAt));
  const unreadCount = unread.data?.count ?? 0;

  const header = (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h2
          id="project-heading"
          className="font-display text-2xl font-bold text-navy-900 sm:text-3xl"
        >
          Your Roofing Project
        </h2>
        <p className="mt-1 text-slate-700">
          Estimate <span className="font-mono font-semibold">{quote.estimateNumber}</span> ·{' '}
          {quote.customerName}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CustomerStateBadge state={state} />
      </div>
    </div>
  );

  if (view === 'messages') {
    return (
      <section aria-labelledby="project-heading" className="space-y-6">
        <Card className="space-y-6">
          {header}
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setView('details')}>
              <ArrowLeftIcon className="size-4" />
              Back to Project Details
            </Button>
          </div>
          <h3 className="font-display text-xl font-bold text-navy-900">Messages</h3>
          <ProjectMessages
            estimateNumber={quote.estimateNumber}
            poll
            allowImages
            email={quote.customerEmail}
          />
        </Card>
      </section>
    );
  }

  return (
    <section aria-labelledby="project-heading" className="space-y-6">
      <Card className="space-y-8">
        {header}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-navy-900 p-5 text-white">
            <p className="text-sm text-navy-100">Estimated value</p>
            <p className="mt-1 font-display text-3xl font-bold">
              {formatEstimateAmount(quote.estimatedValue)}
            </p>
          </div>
          {showValidity && quote.expiresAt && (
            <EstimateValidity
              expiresAt={quote.expiresAt}
              expired={expired}
              label="Estimate valid for"
            />
          )}
        </div>

        <div className="rounded-xl bg-sand-100 p-4 text-slate-800">
          <p>
            <span className="font-semibold text-navy-900">Next step: </span>
            {state.nextStep}
          </p>
          {quote.stage === 'site_visit_scheduled' && (
            <p className="mt-1">
              <span className="font-semibold text-navy-900">Site visit: </span>
              {quote.scheduledDate
                ? formatVisitTime(quote.scheduledDate)
                : 'we will call you to confirm the day and time'}
            </p>
          )}
          {canAnswer && quote.customerResponse && quote.responseNotes && (
            <p className="mt-1 whitespace-pre-line">
              <span className="font-semibold text-navy-900">
                {quote.customerResponse === 'changes'
                  ? 'Changes you asked for: '
                  : 'Your questions: '}
              </span>
              {quote.responseNotes}
            </p>
          )}
          <Link
            to={`/project-status?number=${encodeURIComponent(quote.estimateNumber)}`}
            className="mt-2 inline-block font-semibold text-navy-800 underline underline-offset-4"
          >
            See your project's progress
          </Link>
        </div>

        {canAnswer && <EstimateActions quote={quote} onQuoteChange={onQuoteChange} />}

        <section aria-labelledby="timeline-heading">
          <h3 id="timeline-heading" className="font-display text-lg font-bold text-navy-900">
            Project timeline
          </h3>
          <ol className="mt-4 space-y-4">
            {steps.map((step) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ${
                    step.state === 'done'
                      ? 'bg-success-700 text-white'
                      : step.state === 'active'
                        ? 'bg-ocean-600 text-white ring-4 ring-ocean-100'
                        : 'border-2 border-slate-300 bg-white'
                  }`}
                >
                  {step.state === 'done' && <CheckIcon className="size-4" />}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">
                    {step.title}
                    {step.state === 'active' && <span className="sr-only"> (current)</span>}
                  </p>
                  <p className="text-sm text-slate-700">{step.detail}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="details-heading">
          <h3 id="details-heading" className="font-display text-lg font-bold text-navy-900">
            Project details
          </h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Detail label="Property address">{quote.projectAddress}</Detail>
            <Detail label="Email">{quote.customerEmail}</Detail>
            <Detail label="Service type">
              {optionLabel(SERVICE_TYPES, quote.serviceType) || 'Not specified'}
            </Detail>
            <Detail label="Property type">
              {optionLabel(PROPERTY_TYPES, quote.propertyType) || 'Not specified'}
            </Detail>
            <Detail label="Current roof material">
              {optionLabel(ROOF_MATERIALS, quote.currentRoofMaterial) || 'Not specified'}
            </Detail>
            <Detail label="Roof age">
              {quote.roofAge === null ? 'Not specified' : `${quote.roofAge} years`}
            </Detail>
            <Detail label="Created">{formatTimestamp(quote.createdAt)}</Detail>
            {quote.scheduledDate && (
              <Detail label="Site visit">{formatVisitTime(quote.scheduledDate)}</Detail>
            )}
            <Detail label="Priority">
              <span className="capitalize">{quote.priority}</span>
            </Detail>
          </dl>
          {quote.projectDescription && (
            <p className="mt-4 whitespace-pre-line text-slate-800">{quote.projectDescription}</p>
          )}
          {quote.proposalNotes && (
            <div className="mt-4 rounded-xl bg-sand-100 p-4">
              <p className="text-sm font-semibold text-navy-900">Proposal notes</p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{quote.proposalNotes}</p>
            </div>
          )}
        </section>
      </Card>

      <YourContract
        estimateNumber={quote.estimateNumber}
        email={quote.customerEmail}
        accepted={quote.customerResponse === 'accepted'}
      />

      <PortalPermit accepted={quote.customerResponse === 'accepted'} />

      <ProjectTools
        estimateNumber={quote.estimateNumber}
        email={quote.customerEmail}
        unreadCount={unreadCount}
        onOpenMessages={() => setView('messages')}
      />

      <AfterTheJob estimateNumber={quote.estimateNumber} email={quote.customerEmail} />

      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onLogout}>
          <ArrowLeftIcon className="size-4" />
          Back to Login
        </Button>
      </div>
    </section>
  );
}
