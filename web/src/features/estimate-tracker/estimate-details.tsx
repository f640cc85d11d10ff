import {
  COMPANY,
  customerState,
  type Estimate,
  FINAL_ANSWERS,
  isAnswerable,
  isExpired,
  optionLabel,
  PROPERTY_TYPES,
  ROOF_MATERIALS,
  SERVICE_TYPES,
} from '@roofing/contracts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Detail } from '../../components/ui/detail.tsx';
import { CustomerStateBadge } from './customer-state-badge.tsx';
import {
  formatCalendarDate,
  formatEstimateAmount,
  formatTimestamp,
  formatVisitTime,
} from './estimate-format.ts';
import { EstimateResponseForm, RESPONSE_LABELS } from './estimate-response-form.tsx';
import { EstimateValidity } from './estimate-validity.tsx';

export function EstimateDetails({ estimate }: { estimate: Estimate }) {
  const expired = isExpired(estimate.expiresAt);
  const state = customerState({ ...estimate, expired });
  const answerable = isAnswerable(estimate);
  // The validity card shows while an answer is possible, or says the time for one is over.
  const showValidity =
    estimate.expiresAt !== null &&
    estimate.status === 'estimate_prepared' &&
    !FINAL_ANSWERS.has(estimate.customerResponse ?? '');
  const amountPending = formatEstimateAmount(estimate.estimateAmount) === 'Pending';
  const visit = formatVisitTime(estimate.scheduledDate);

  return (
    <Card aria-labelledby="estimate-heading" role="region" className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-600">Estimate</p>
          <h2
            id="estimate-heading"
            className="font-mono text-2xl font-bold tracking-wider text-navy-900"
          >
            {estimate.estimateNumber}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Created {formatTimestamp(estimate.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CustomerStateBadge state={{ ...state, label: estimate.statusLabel }} />
        </div>
      </div>

      <div className="rounded-xl bg-ocean-100/40 p-4 text-slate-800">
        <p>
          <span className="font-semibold text-navy-900">Next step: </span>
          {state.nextStep}
        </p>
        {estimate.status === 'site_visit_scheduled' && (
          <p className="mt-1">
            <span className="font-semibold text-navy-900">Site visit: </span>
            {estimate.scheduledDate
              ? formatVisitTime(estimate.scheduledDate)
              : 'we will call you to confirm the day and time'}
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-navy-900 p-5 text-white">
          <p className="text-sm text-navy-100">Estimate amount</p>
          <p className="mt-1 font-display text-3xl font-bold">
            {formatEstimateAmount(estimate.estimateAmount)}
          </p>
          {amountPending && (
            <p className="mt-1 text-sm text-navy-100">
              Your written estimate follows the inspection.
            </p>
          )}
        </div>
        {showValidity && estimate.expiresAt && (
          <EstimateValidity expiresAt={estimate.expiresAt} expired={expired} label="Valid for" />
        )}
      </div>

      {(estimate.isVeteran || estimate.isSenior) && (
        <div className="flex flex-wrap gap-2">
          {estimate.isVeteran && (
            <Badge tone="coral">Veteran discount {COMPANY.discounts.veterans}%</Badge>
          )}
          {estimate.isSenior && (
            <Badge tone="coral">Senior discount {COMPANY.discounts.seniors}%</Badge>
          )}
        </div>
      )}

      <section aria-labelledby="estimate-customer-heading">
        <h3 id="estimate-customer-heading" className="font-display text-lg font-bold text-navy-900">
          Customer
        </h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Detail label="Name">
            {estimate.firstName} {estimate.lastName}
          </Detail>
          <Detail label="Property address">
            {estimate.streetAddress}, {estimate.city}, {estimate.state} {estimate.zipCode}
          </Detail>
          <Detail label="Phone">{estimate.phone}</Detail>
          <Detail label="Email">{estimate.email}</Detail>
        </dl>
      </section>

      <section aria-labelledby="estimate-project-heading">
        <h3 id="estimate-project-heading" className="font-display text-lg font-bold text-navy-900">
          Project
        </h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Service type">
            {optionLabel(SERVICE_TYPES, estimate.serviceType) || 'Not specified'}
          </Detail>
          <Detail label="Property type">
            {optionLabel(PROPERTY_TYPES, estimate.propertyType) || 'Not specified'}
          </Detail>
          <Detail label="Current roof material">
            {optionLabel(ROOF_MATERIALS, estimate.currentRoofMaterial) || 'Not specified'}
          </Detail>
          <Detail label="Roof age">
            {estimate.roofAge === null
              ? 'Not specified'
              : `${estimate.roofAge} ${estimate.roofAge === 1 ? 'year' : 'years'}`}
          </Detail>
          <Detail label="Preferred date">{formatCalendarDate(estimate.preferredDate)}</Detail>
          {visit && <Detail label="Site visit">{visit}</Detail>}
        </dl>
      </section>

      <section aria-labelledby="estimate-notes-heading">
        <h3 id="estimate-notes-heading" className="font-display text-lg font-bold text-navy-900">
          Proposal notes
        </h3>
        <p className="mt-2 whitespace-pre-line text-slate-800">
          {estimate.proposalNotes ||
            'Your project manager will add notes here once your roof has been inspected.'}
        </p>
      </section>

      {estimate.customerResponse && (
        <section aria-labelledby="estimate-response-heading" className="rounded-xl bg-sand-100 p-5">
          <h3 id="estimate-response-heading" className="font-semibold text-navy-900">
            Your response
          </h3>
          <p className="mt-1 font-semibold text-slate-900">
            {RESPONSE_LABELS[estimate.customerResponse] ?? estimate.customerResponse}
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
