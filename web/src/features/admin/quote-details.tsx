import {
  formatMoney,
  optionLabel,
  PREFERRED_TIMES,
  PROPERTY_TYPES,
  type Quote,
  ROOF_MATERIALS,
  SERVICE_TYPES,
} from '@roofing/contracts';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../estimate-tracker/estimate-format.ts';
import { dateTime } from './admin-format.ts';
import { QuoteProgress, QuoteStatusBadge } from './status-badge.tsx';

/** The customer's answer in the office's words; Request Changes shows its text below. */
const RESPONSE_WORDS: Record<string, string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  questions: 'Questions (estimate still open)',
  changes: 'Changes requested (estimate still open)',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const orDash = (value: string | number | null) =>
  value === null || value === '' ? '—' : String(value);

/** Every stored field of a quote, grouped the way the office reads them. */
export function QuoteDetails({ quote }: { quote: Quote }) {
  const groups: { title: string; rows: [string, ReactNode][] }[] = [
    {
      title: 'Customer',
      rows: [
        ['Name', `${quote.firstName} ${quote.lastName}`],
        [
          'Phone',
          <a
            key="phone"
            className="text-navy-800 underline"
            href={`tel:${quote.phone.replace(/\D/g, '')}`}
          >
            {quote.phone}
          </a>,
        ],
        [
          'E-mail',
          <a
            key="email"
            className="break-all text-navy-800 underline"
            href={`mailto:${quote.email}`}
          >
            {quote.email}
          </a>,
        ],
        ['Address', `${quote.streetAddress}, ${quote.city}, ${quote.state} ${quote.zipCode}`],
        ['Veteran', yesNo(quote.isVeteran)],
        ['Senior', yesNo(quote.isSenior)],
      ],
    },
    {
      title: 'Project',
      rows: [
        ['Service type', orDash(optionLabel(SERVICE_TYPES, quote.serviceType))],
        ['Property type', orDash(optionLabel(PROPERTY_TYPES, quote.propertyType))],
        ['Current roof material', orDash(optionLabel(ROOF_MATERIALS, quote.currentRoofMaterial))],
        ['Roof age (years)', orDash(quote.roofAge)],
        ['Description', orDash(quote.projectDescription)],
        ['Preferred date', quote.preferredDate ? formatCalendarDate(quote.preferredDate) : '—'],
        ['Preferred time', orDash(optionLabel(PREFERRED_TIMES, quote.preferredTime))],
        ['Special instructions', orDash(quote.specialInstructions)],
      ],
    },
    {
      title: 'Estimate',
      rows: [
        ['Site visit', dateTime(quote.scheduledDate)],
        ['Estimate amount', formatMoney(quote.estimateAmount)],
        ['Proposal notes', orDash(quote.proposalNotes)],
        [
          'Customer response',
          quote.customerResponse
            ? (RESPONSE_WORDS[quote.customerResponse] ?? quote.customerResponse)
            : '—',
        ],
        [
          quote.customerResponse === 'changes' ? 'Changes requested' : 'Response notes',
          orDash(quote.responseNotes),
        ],
        ['Created', dateTime(quote.createdAt)],
        ['Updated', dateTime(quote.updatedAt)],
      ],
    },
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-slate-800">Status</span>
        <QuoteStatusBadge status={quote.status} showProgress />
      </div>
      <QuoteProgress status={quote.status} />
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h4 className="font-display text-base font-bold text-navy-900">{group.title}</h4>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {group.rows.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {label}
                </dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
