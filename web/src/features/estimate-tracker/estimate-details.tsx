import { COMPANY, type Estimate, FINAL_ANSWERS, isAnswerable, isExpired } from '@roofing/contracts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Detail } from '../../components/ui/detail.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { CustomerStateBadge } from './customer-state-badge.tsx';
import { EstimateResponseForm, RESPONSE_LABELS } from './estimate-response-form.tsx';
import { EstimateValidity } from './estimate-validity.tsx';
import { messages } from './messages.ts';
import { useCustomerState, useEstimateFormat } from './use-estimate-format.ts';

export function EstimateDetails({ estimate }: { estimate: Estimate }) {
  const t = useT(messages);
  const responseLabel = (response: string) => {
    const key = RESPONSE_LABELS[response as keyof typeof RESPONSE_LABELS];
    return key ? t(key) : response;
  };
  const locale = useLocale();
  const format = useEstimateFormat();
  const expired = isExpired(estimate.expiresAt);
  const state = useCustomerState({ ...estimate, expired });
  const answerable = isAnswerable(estimate);
  // The validity card shows while an answer is possible, or says the time for one is over.
  const showValidity =
    estimate.expiresAt !== null &&
    estimate.status === 'estimate_prepared' &&
    !FINAL_ANSWERS.has(estimate.customerResponse ?? '');
  const amountPending = format.amount(estimate.estimateAmount) === format.pending;
  const visit = format.visit(estimate.scheduledDate);
  const option = (value: string | null) => format.optionLabel(value) || t('notSpecified');

  return (
    <Card aria-labelledby="estimate-heading" role="region" className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-600">{t('estimate')}</p>
          <h2
            id="estimate-heading"
            className="font-mono text-2xl font-bold tracking-wider text-navy-900"
          >
            {estimate.estimateNumber}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('created', { date: format.timestamp(estimate.createdAt) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* English shows the server's label (the one vocabulary); Spanish its translation. */}
          <CustomerStateBadge
            state={locale === 'en' ? { ...state, label: estimate.statusLabel } : state}
          />
        </div>
      </div>

      <div className="rounded-xl bg-ocean-100/40 p-4 text-slate-800">
        <p>
          <span className="font-semibold text-navy-900">{t('nextStep')}</span>
          {state.nextStep}
        </p>
        {estimate.status === 'site_visit_scheduled' && (
          <p className="mt-1">
            <span className="font-semibold text-navy-900">{t('siteVisit')}</span>
            {estimate.scheduledDate ? format.visit(estimate.scheduledDate) : t('visitToConfirm')}
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-navy-900 p-5 text-white">
          <p className="text-sm text-navy-100">{t('amount')}</p>
          <p className="mt-1 font-display text-3xl font-bold">
            {format.amount(estimate.estimateAmount)}
          </p>
          {amountPending && <p className="mt-1 text-sm text-navy-100">{t('amountFollows')}</p>}
        </div>
        {showValidity && estimate.expiresAt && (
          <EstimateValidity
            expiresAt={estimate.expiresAt}
            expired={expired}
            label={t('validFor')}
          />
        )}
      </div>

      {(estimate.isVeteran || estimate.isSenior) && (
        <div className="flex flex-wrap gap-2">
          {estimate.isVeteran && (
            <Badge tone="coral">
              {t('veteranDiscount', { percent: COMPANY.discounts.veterans })}
            </Badge>
          )}
          {estimate.isSenior && (
            <Badge tone="coral">
              {t('seniorDiscount', { percent: COMPANY.discounts.seniors })}
            </Badge>
          )}
        </div>
      )}

      <section aria-labelledby="estimate-customer-heading">
        <h3 id="estimate-customer-heading" className="font-display text-lg font-bold text-navy-900">
          {t('customer')}
        </h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Detail label={t('name')}>
            {estimate.firstName} {estimate.lastName}
          </Detail>
          <Detail label={t('propertyAddress')}>
            {estimate.streetAddress}, {estimate.city}, {estimate.state} {estimate.zipCode}
          </Detail>
          <Detail label={t('phone')}>{estimate.phone}</Detail>
          <Detail label={t('email')}>{estimate.email}</Detail>
        </dl>
      </section>

      <section aria-labelledby="estimate-project-heading">
        <h3 id="estimate-project-heading" className="font-display text-lg font-bold text-navy-900">
          {t('project')}
        </h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={t('serviceType')}>{option(estimate.serviceType)}</Detail>
          <Detail label={t('propertyType')}>{option(estimate.propertyType)}</Detail>
          <Detail label={t('roofMaterial')}>{option(estimate.currentRoofMaterial)}</Detail>
          <Detail label={t('roofAge')}>
            {estimate.roofAge === null
              ? t('notSpecified')
              : t('roofAgeYears', { years: estimate.roofAge })}
          </Detail>
          <Detail label={t('preferredDate')}>{format.calendarDate(estimate.preferredDate)}</Detail>
          {visit && <Detail label={t('siteVisitLabel')}>{visit}</Detail>}
        </dl>
      </section>

      <section aria-labelledby="estimate-notes-heading">
        <h3 id="estimate-notes-heading" className="font-display text-lg font-bold text-navy-900">
          {t('proposalNotes')}
        </h3>
        <p className="mt-2 whitespace-pre-line text-slate-800">
          {estimate.proposalNotes || t('notesPending')}
        </p>
      </section>

      {estimate.customerResponse && (
        <section aria-labelledby="estimate-response-heading" className="rounded-xl bg-sand-100 p-5">
          <h3 id="estimate-response-heading" className="font-semibold text-navy-900">
            {t('yourResponse')}
          </h3>
          <p className="mt-1 font-semibold text-slate-900">
            {responseLabel(estimate.customerResponse)}
          </p>
          {estimate.responseNotes && (
            <p className="mt-1 whitespace-pre-line text-slate-800">{estimate.responseNotes}</p>
          )}
        </section>
      )}

      {answerable && (
        <EstimateResponseForm
          estimateNumber={estimate.estimateNumber}
          amount={estimate.estimateAmount}
          proposalNotes={estimate.proposalNotes}
          email={estimate.email}
        />
      )}
    </Card>
  );
}
