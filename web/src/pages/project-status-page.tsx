import * as Tabs from '@radix-ui/react-tabs';
import {
  COMPANY,
  COMPANY_EMAIL_HREF,
  COMPANY_PHONE_HREF,
  customerState,
  isExpired,
  optionLabel,
  PREFERRED_TIMES,
  PROMISES,
  PROPERTY_TYPES,
  ROOF_MATERIALS,
  SERVICE_TYPES,
} from '@roofing/contracts';
import { Link } from 'react-router';
import { type ProgressQuote, useProgressQuote } from '../api/portal.ts';
import { buttonClass } from '../components/ui/button-styles.ts';
import { Card } from '../components/ui/card.tsx';
import { Detail } from '../components/ui/detail.tsx';
import { Icon, MailIcon, PhoneIcon } from '../components/ui/icons.tsx';
import { ProgressBar } from '../features/client-portal/progress-bar.tsx';
import { ProjectMessages } from '../features/client-portal/project-messages.tsx';
import { CustomerStateBadge } from '../features/estimate-tracker/customer-state-badge.tsx';
import {
  formatCalendarDate,
  formatVisitTime,
} from '../features/estimate-tracker/estimate-format.ts';
import {
  EstimateNumberSearchForm,
  useEstimateNumberSearch,
} from '../features/estimate-tracker/estimate-number-search.tsx';
import { LookupResult } from '../features/estimate-tracker/lookup-result.tsx';
import { LinkTokenNotice, useLinkToken } from '../features/verification/link-token.tsx';

const tabClass =
  'rounded-lg px-4 py-2 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

/** A small picture of the kind of work (a house for new roofs, a wrench for repairs...). */
function ServiceIcon({ serviceType }: { serviceType: string | null }) {
  const className = 'size-7';
  switch (serviceType) {
    case 'roof-repair':
      return (
        <Icon className={className}>
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
        </Icon>
      );
    case 'inspection':
      return (
        <Icon className={className}>
          <circle cx="11" cy="11" r="7" />
          <path d="m21 21-4.35-4.35" />
        </Icon>
      );
    default:
      return (
        <Icon className={className}>
          <path d="M3 11 12 3l9 8" />
          <path d="M5 10v10h14V10" />
          <path d="M10 20v-6h4v6" />
        </Icon>
      );
  }
}

function ProjectResult({ quote }: { quote: ProgressQuote }) {
  const service = optionLabel(SERVICE_TYPES, quote.serviceType) || 'Roofing project';
  const timeline = [
    formatCalendarDate(quote.preferredDate),
    optionLabel(PREFERRED_TIMES, quote.preferredTime),
  ]
    .filter((part) => part && part !== 'Not specified')
    .join(', ');
  const expired = isExpired(quote.expiresAt);
  const state = customerState({ ...quote, expired });
  return (
    <Card role="region" aria-labelledby="project-status-heading" className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-ocean-100 text-navy-900">
            <ServiceIcon serviceType={quote.serviceType} />
          </span>
          <div>
            <h2
              id="project-status-heading"
              className="font-display text-2xl font-bold text-navy-900"
            >
              {service}
            </h2>
            <p className="font-mono text-sm tracking-wider text-slate-700">
              {quote.estimateNumber}
            </p>
          </div>
        </div>
        <div>
          <CustomerStateBadge state={{ ...state, label: quote.progress.label }} />
        </div>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Detail label="Location">
          {quote.city}, {quote.state} {quote.zipCode}
        </Detail>
        <Detail label="Requested timeline">{timeline || 'Flexible'}</Detail>
        <Detail label="Project type">
          {optionLabel(PROPERTY_TYPES, quote.propertyType) || quote.propertyType}
        </Detail>
        {quote.scheduledDate && (
          <Detail label="Site visit">{formatVisitTime(quote.scheduledDate)}</Detail>
        )}
      </dl>

      <ProgressBar
        facts={{
          status: quote.status,
          customerResponse: quote.customerResponse,
          scheduledDate: quote.scheduledDate,
          percent: quote.progress.percent,
          expired,
        }}
      />

      <Tabs.Root defaultValue="details">
        <Tabs.List
          aria-label="Project"
          className="flex flex-wrap gap-1 rounded-xl bg-navy-100/60 p-1"
        >
          <Tabs.Trigger value="details" className={tabClass}>
            Project Details
          </Tabs.Trigger>
          <Tabs.Trigger value="communication" className={tabClass}>
            Communication
          </Tabs.Trigger>
          <Tabs.Trigger value="documents" className={tabClass}>
            Documents
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details" className="mt-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Service type">{service}</Detail>
            <Detail label="Current roof material">
              {optionLabel(ROOF_MATERIALS, quote.currentRoofMaterial) || 'Not specified'}
            </Detail>
            <Detail label="Roof age">
              {quote.roofAge === null ? 'Not specified' : `${quote.roofAge} years`}
            </Detail>
            <Detail label="Customer">
              {quote.firstName} {quote.lastName}
            </Detail>
          </dl>
          {quote.projectDescription && (
            <p className="mt-4 whitespace-pre-line text-slate-800">{quote.projectDescription}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="communication" className="mt-5">
          <ProjectMessages estimateNumber={quote.estimateNumber} />
        </Tabs.Content>
        <Tabs.Content value="documents" className="mt-5">
          <div className="rounded-xl border border-dashed border-navy-200 p-6 text-center">
            <p className="font-semibold text-navy-900">No documents yet</p>
            <p className="mt-1 text-slate-700">
              Your contract, permits and warranty will appear here as your project moves forward.
            </p>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}

/** The progress variant of the client portal (portal §2), linked from the confirmation e-mails. */
export function ProjectStatusPage() {
  const { input, setInput, searched, submit, open } = useEstimateNumberSearch(
    'Please enter your estimate number to see your project.',
  );
  const project = useProgressQuote(searched);
  // An e-mailed link opens the project with a verified session (the number is not in it).
  const link = useLinkToken((quote) => open(quote.estimateNumber));

  return (
    <div className="bg-sand-100/50">
      <title>{`Project Status | ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-label="Project status links" className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass('ghost')}>
            Home
          </Link>
          <Link to="/get-quote" className={buttonClass('outline')}>
            Get a Free Quote
          </Link>
          <Link to="/client-portal" className={buttonClass('ghost')}>
            Client Portal
          </Link>
        </nav>
        <h1 className="mt-6 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
          Project Status
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Enter your estimate number to see how your roofing project is progressing.
        </p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-6">
            <EstimateNumberSearchForm
              id="project-number"
              formLabel="Find your project"
              value={input}
              onValueChange={setInput}
              onSubmit={(event) => submit(event, project.refetch)}
              busy={project.isFetching}
            />

            <LinkTokenNotice opening={link.opening} failure={link.failure} />
            <LookupResult
              lookup={project}
              looking="Looking up your project..."
              notFound={{
                title: 'Project Not Found',
                message: 'Please check your estimate number and try again.',
              }}
              empty={
                searched && project.isFetched ? (
                  <Card className="border-danger-700/30">
                    <h2 className="font-display text-xl font-bold text-danger-700">
                      Project Not Found
                    </h2>
                    <p className="mt-2 text-slate-800">
                      No project has the number {searched}. Please check it and try again.
                    </p>
                  </Card>
                ) : null
              }
            >
              {(found) => <ProjectResult quote={found} />}
            </LookupResult>
          </div>

          <aside aria-label="Contact us" className="space-y-4">
            <div className="rounded-2xl bg-coral-700 p-6 text-white shadow-sm">
              <h2 className="font-display text-lg font-bold">Roofing emergency?</h2>
              <p className="mt-1 text-sm">
                Call us 24/7. We respond within {PROMISES.emergencyResponse}.
              </p>
              <a
                href={COMPANY_PHONE_HREF}
                className="mt-3 inline-flex items-center gap-2 rounded font-semibold text-white underline-offset-4 hover:underline"
              >
                <PhoneIcon className="size-5" />
                {COMPANY.phone}
              </a>
            </div>
            <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
              <h2 className="font-display text-lg font-bold text-navy-900">Email support</h2>
              <p className="mt-1 text-sm text-slate-700">
                Questions about your project? Write to us.
              </p>
              <a
                href={COMPANY_EMAIL_HREF}
                className="mt-3 inline-flex items-center gap-2 rounded text-sm font-semibold [overflow-wrap:anywhere] text-navy-800 underline-offset-4 hover:underline"
              >
                <MailIcon className="size-5 shrink-0" />
                {COMPANY.email}
              </a>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
