import * as Tabs from '@radix-ui/react-tabs';
import {
  COMPANY,
  COMPANY_EMAIL_HREF,
  COMPANY_PHONE_HREF,
  isExpired,
  optionLabel,
  PREFERRED_TIMES,
  PROMISES,
  PROPERTY_TYPES,
  ROOF_MATERIALS,
  SERVICE_TYPES,
} from '@roofing/contracts';
import { type ProgressQuote, useProgressQuote } from '../api/portal.ts';
import { buttonClass } from '../components/ui/button-styles.ts';
import { Card } from '../components/ui/card.tsx';
import { Detail } from '../components/ui/detail.tsx';
import { Icon, MailIcon, PhoneIcon } from '../components/ui/icons.tsx';
import { ProgressBar } from '../features/client-portal/progress-bar.tsx';
import { ProjectMessages } from '../features/client-portal/project-messages.tsx';
import { CustomerStateBadge } from '../features/estimate-tracker/customer-state-badge.tsx';
import {
  EstimateNumberSearchForm,
  useEstimateNumberSearch,
} from '../features/estimate-tracker/estimate-number-search.tsx';
import { LookupResult } from '../features/estimate-tracker/lookup-result.tsx';
import {
  useCustomerState,
  useEstimateFormat,
} from '../features/estimate-tracker/use-estimate-format.ts';
import { messages } from '../features/project-status/messages.ts';
import { LinkTokenNotice, useLinkToken } from '../features/verification/link-token.tsx';
import { useT } from '../i18n/catalogue.ts';
import { LocalLink } from '../i18n/local-link.tsx';
import { useLocale } from '../i18n/locale-context.ts';

type Key = Extract<keyof typeof messages.en, string>;
type Options = readonly { value: string; label: string }[];

/** An option value's label in the page's language (English: the contracts' own label). */
function useOptionLabel(): (options: Options, value: string | null | undefined) => string {
  const english = useLocale() === 'en';
  const format = useEstimateFormat();
  const t = useT(messages);
  return (options, value) => {
    if (english) return optionLabel(options, value);
    if (options === PREFERRED_TIMES && value && `time_${value}` in messages.en)
      return t(`time_${value}` as Key);
    return format.optionLabel(value);
  };
}

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
  const t = useT(messages);
  const english = useLocale() === 'en';
  const format = useEstimateFormat();
  const option = useOptionLabel();
  const service = option(SERVICE_TYPES, quote.serviceType) || t('roofingProject');
  const timeline = [
    quote.preferredDate ? format.calendarDate(quote.preferredDate) : '',
    option(PREFERRED_TIMES, quote.preferredTime),
  ]
    .filter(Boolean)
    .join(', ');
  const expired = isExpired(quote.expiresAt);
  const state = useCustomerState({ ...quote, expired });
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
          <CustomerStateBadge
            state={{ ...state, label: english ? quote.progress.label : state.label }}
          />
        </div>
      </div>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Detail label={t('location')}>
          {quote.city}, {quote.state} {quote.zipCode}
        </Detail>
        <Detail label={t('requestedTimeline')}>{timeline || t('flexible')}</Detail>
        <Detail label={t('projectType')}>
          {option(PROPERTY_TYPES, quote.propertyType) || quote.propertyType}
        </Detail>
        {quote.scheduledDate && (
          <Detail label={t('siteVisit')}>{format.visit(quote.scheduledDate)}</Detail>
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
          aria-label={t('tabsLabel')}
          className="flex flex-wrap gap-1 rounded-xl bg-navy-100/60 p-1"
        >
          <Tabs.Trigger value="details" className={tabClass}>
            {t('tabDetails')}
          </Tabs.Trigger>
          <Tabs.Trigger value="communication" className={tabClass}>
            {t('tabCommunication')}
          </Tabs.Trigger>
          <Tabs.Trigger value="documents" className={tabClass}>
            {t('tabDocuments')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details" className="mt-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label={t('serviceType')}>{service}</Detail>
            <Detail label={t('roofMaterial')}>
              {option(ROOF_MATERIALS, quote.currentRoofMaterial) || t('notSpecified')}
            </Detail>
            <Detail label={t('roofAge')}>
              {quote.roofAge === null
                ? t('notSpecified')
                : t('roofAgeYears', { years: quote.roofAge })}
            </Detail>
            <Detail label={t('customer')}>
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
            <p className="font-semibold text-navy-900">{t('noDocuments')}</p>
            <p className="mt-1 text-slate-700">{t('documentsLater')}</p>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}

/** The progress variant of the client portal (portal §2), linked from the confirmation e-mails. */
export function ProjectStatusPage() {
  const t = useT(messages);
  const { input, setInput, searched, submit, open } = useEstimateNumberSearch(t('missingNumber'));
  const project = useProgressQuote(searched);
  // An e-mailed link opens the project with a verified session (the number is not in it).
  const link = useLinkToken((quote) => open(quote.estimateNumber));

  return (
    <div className="bg-sand-100/50">
      <title>{t('pageTitle', { company: COMPANY.name })}</title>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-label={t('linksLabel')} className="flex flex-wrap gap-3">
          <LocalLink to="/" className={buttonClass('ghost')}>
            {t('home')}
          </LocalLink>
          <LocalLink to="/get-quote" className={buttonClass('outline')}>
            {t('getQuote')}
          </LocalLink>
          <LocalLink to="/client-portal" className={buttonClass('ghost')}>
            {t('clientPortal')}
          </LocalLink>
        </nav>
        <h1 className="mt-6 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
          {t('heading')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">{t('intro')}</p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-6">
            <EstimateNumberSearchForm
              id="project-number"
              formLabel={t('formLabel')}
              value={input}
              onValueChange={setInput}
              onSubmit={(event) => submit(event, project.refetch)}
              busy={project.isFetching}
            />

            <LinkTokenNotice opening={link.opening} failure={link.failure} />
            <LookupResult
              lookup={project}
              looking={t('looking')}
              notFound={{ title: t('notFoundTitle'), message: t('notFoundMessage') }}
              empty={
                searched && project.isFetched ? (
                  <Card className="border-danger-700/30">
                    <h2 className="font-display text-xl font-bold text-danger-700">
                      {t('notFoundTitle')}
                    </h2>
                    <p className="mt-2 text-slate-800">{t('noProject', { number: searched })}</p>
                  </Card>
                ) : null
              }
            >
              {(found) => <ProjectResult quote={found} />}
            </LookupResult>
          </div>

          <aside aria-label={t('contactLabel')} className="space-y-4">
            <div className="rounded-2xl bg-coral-700 p-6 text-white shadow-sm">
              <h2 className="font-display text-lg font-bold">{t('emergencyHeading')}</h2>
              <p className="mt-1 text-sm">
                {t('emergencyText', { hours: PROMISES.emergencyResponse.replace(/ hours$/, '') })}
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
              <h2 className="font-display text-lg font-bold text-navy-900">{t('emailHeading')}</h2>
              <p className="mt-1 text-sm text-slate-700">{t('emailText')}</p>
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
