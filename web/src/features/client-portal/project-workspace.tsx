import { FINAL_ANSWERS, isAnswerable, isExpired, type PortalQuote } from '@roofing/contracts';
import { useState } from 'react';
import { useLiveUpdates } from '../../api/live-updates.ts';
import { useUnreadCount } from '../../api/portal.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Detail } from '../../components/ui/detail.tsx';
import { ArrowLeftIcon, CheckIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { CustomerStateBadge } from '../estimate-tracker/customer-state-badge.tsx';
import { EstimateValidity } from '../estimate-tracker/estimate-validity.tsx';
import { messages as trackerMessages } from '../estimate-tracker/messages.ts';
import { useCustomerState, useEstimateFormat } from '../estimate-tracker/use-estimate-format.ts';
import { YourContract } from '../portal/billing/your-contract.tsx';
import { PortalPermit } from '../portal/permits/portal-permit.tsx';
import { AfterTheJob } from './after-the-job.tsx';
import { EstimateActions } from './estimate-actions.tsx';
import { messages } from './messages.ts';
import { timelineOf } from './portal-format.ts';
import { ProjectMessages } from './project-messages.tsx';
import { ProjectTools } from './project-tools.tsx';

type Key = Extract<keyof typeof messages.en, string>;

/** The timeline's English words (portal-format.ts) → their catalogue keys. */
const STEP_TEXT: Record<string, Key> = {
  'Estimate Created': 'stepCreated',
  'Project Accepted': 'stepAccepted',
  'Thank you for choosing us.': 'stepAcceptedDetail',
  'Work in Progress': 'stepWork',
  'Our crew is working on your roof.': 'stepWorkDetail',
  'Project Complete': 'stepComplete',
  'Your new roof is finished.': 'stepCompleteDone',
  'Estimated completion in 5-7 days': 'stepCompleteEstimate',
};

const PRIORITY_KEYS: Record<string, Key> = {
  normal: 'priority_normal',
  high: 'priority_high',
  urgent: 'priority_urgent',
  low: 'priority_low',
};

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
  const t = useT(messages);
  const priorityLabel = (priority: string) => {
    const key = PRIORITY_KEYS[priority];
    return key ? t(key) : priority;
  };
  const tracker = useT(trackerMessages);
  const format = useEstimateFormat();
  const locale = useLocale();
  const [view, setView] = useState<'details' | 'messages'>(initialView);
  // Messages, unread count, status, payments, inspections: pushed while the stream is open.
  useLiveUpdates('portal');
  const unread = useUnreadCount(quote.estimateNumber);
  const expired = isExpired(quote.expiresAt);
  const state = useCustomerState({
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
  const step = (text: string) => (STEP_TEXT[text] ? t(STEP_TEXT[text]) : text);
  const steps = timelineOf(quote.status, format.timestamp(quote.createdAt)).map((item) => ({
    ...item,
    title: step(item.title),
    detail: step(item.detail),
  }));
  const option = (value: string | null) => format.optionLabel(value) || tracker('notSpecified');
  const unreadCount = unread.data?.count ?? 0;

  const header = (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h2
          id="project-heading"
          className="font-display text-2xl font-bold text-navy-900 sm:text-3xl"
        >
          {t('projectHeading')}
        </h2>
        <p className="mt-1 text-slate-700">
          {t.rich('estimateLine', {
            number: () => <span className="font-mono font-semibold">{quote.estimateNumber}</span>,
            name: quote.customerName,
          })}
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
              {t('backToDetails')}
            </Button>
          </div>
          <h3 className="font-display text-xl font-bold text-navy-900">{t('messagesHeading')}</h3>
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
            <p className="text-sm text-navy-100">{t('estimatedValue')}</p>
            <p className="mt-1 font-display text-3xl font-bold">
              {format.amount(quote.estimatedValue)}
            </p>
          </div>
          {showValidity && quote.expiresAt && (
            <EstimateValidity expiresAt={quote.expiresAt} expired={expired} label={t('validFor')} />
          )}
        </div>

        <div className="rounded-xl bg-sand-100 p-4 text-slate-800">
          <p>
            <span className="font-semibold text-navy-900">{t('nextStep')}</span>
            {state.nextStep}
          </p>
          {quote.stage === 'site_visit_scheduled' && (
            <p className="mt-1">
              <span className="font-semibold text-navy-900">{tracker('siteVisit')}</span>
              {quote.scheduledDate ? format.visit(quote.scheduledDate) : tracker('visitToConfirm')}
            </p>
          )}
          {canAnswer && quote.customerResponse && quote.responseNotes && (
            <p className="mt-1 whitespace-pre-line">
              <span className="font-semibold text-navy-900">
                {quote.customerResponse === 'changes' ? t('changesAsked') : t('yourQuestions')}
              </span>
              {quote.responseNotes}
            </p>
          )}
          <LocalLink
            to={`/project-status?number=${encodeURIComponent(quote.estimateNumber)}`}
            className="mt-2 inline-block font-semibold text-navy-800 underline underline-offset-4"
          >
            {t('seeProgress')}
          </LocalLink>
        </div>

        {canAnswer && <EstimateActions quote={quote} onQuoteChange={onQuoteChange} />}

        <section aria-labelledby="timeline-heading">
          <h3 id="timeline-heading" className="font-display text-lg font-bold text-navy-900">
            {t('timeline')}
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
                    {step.state === 'active' && <span className="sr-only">{t('current')}</span>}
                  </p>
                  <p className="text-sm text-slate-700">{step.detail}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="details-heading">
          <h3 id="details-heading" className="font-display text-lg font-bold text-navy-900">
            {t('details')}
          </h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            <Detail label={tracker('propertyAddress')}>{quote.projectAddress}</Detail>
            <Detail label={tracker('email')}>{quote.customerEmail}</Detail>
            <Detail label={tracker('serviceType')}>{option(quote.serviceType)}</Detail>
            <Detail label={tracker('propertyType')}>{option(quote.propertyType)}</Detail>
            <Detail label={tracker('roofMaterial')}>{option(quote.currentRoofMaterial)}</Detail>
            <Detail label={tracker('roofAge')}>
              {quote.roofAge === null
                ? tracker('notSpecified')
                : locale === 'en'
                  ? `${quote.roofAge} years`
                  : tracker('roofAgeYears', { years: quote.roofAge })}
            </Detail>
            <Detail label={t('created')}>{format.timestamp(quote.createdAt)}</Detail>
            {quote.scheduledDate && (
              <Detail label={tracker('siteVisitLabel')}>{format.visit(quote.scheduledDate)}</Detail>
            )}
            <Detail label={t('priority')}>
              <span className="capitalize">{priorityLabel(quote.priority)}</span>
            </Detail>
          </dl>
          {quote.projectDescription && (
            <p className="mt-4 whitespace-pre-line text-slate-800">{quote.projectDescription}</p>
          )}
          {quote.proposalNotes && (
            <div className="mt-4 rounded-xl bg-sand-100 p-4">
              <p className="text-sm font-semibold text-navy-900">{tracker('proposalNotes')}</p>
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
          {t('backToLogin')}
        </Button>
      </div>
    </section>
  );
}
