import { CAUSE_OF_LOSS_LABELS, type Claim, formatMoney } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { day } from '../billing/billing-format.ts';
import { deductibleBasis, wallTimeText } from './claim-format.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600">{term}</dt>
      <dd className="text-navy-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The claim's facts: the loss, the adjuster, the deductible and the carrier's figures. */
export function ClaimFacts({ claim, onEdit }: { claim: Claim; onEdit: () => void }) {
  const { adjuster } = claim;
  return (
    <section
      aria-labelledby={`claim-${claim.id}-facts`}
      className="grid gap-3 rounded-xl border border-navy-100 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={`claim-${claim.id}-facts`} className="font-semibold text-navy-900">
          {claim.carrier} · claim {claim.claimNumber}
        </h5>
        <Button variant="outline" onClick={onEdit}>
          Edit claim
        </Button>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3" data-testid="claim-facts">
        <Fact term="Policy number">{claim.policyNumber}</Fact>
        <Fact term="Date of loss">{day(claim.dateOfLoss)}</Fact>
        <Fact term="Cause of loss">
          {CAUSE_OF_LOSS_LABELS[claim.causeOfLoss]}
          {claim.stormName ? ` (${claim.stormName})` : ''}
        </Fact>
        <Fact term="Adjuster">
          {adjuster.name ?? '—'}
          {adjuster.company ? `, ${adjuster.company}` : ''}
        </Fact>
        <Fact term="Adjuster contact">
          {adjuster.phone ? (
            <a className="text-ocean-700 underline" href={`tel:${adjuster.phone}`}>
              {adjuster.phone}
            </a>
          ) : (
            '—'
          )}
          {adjuster.email ? (
            <a className="block text-ocean-700 underline" href={`mailto:${adjuster.email}`}>
              {adjuster.email}
            </a>
          ) : null}
        </Fact>
        <Fact term="Adjuster's inspection">{wallTimeText(adjuster.inspectionAt)}</Fact>
        <Fact term="Deductible">
          <span className="font-semibold">{formatMoney(claim.deductibleAmount)}</span>{' '}
          <span className="text-slate-700">({deductibleBasis(claim)})</span>
          <span className="block font-semibold text-navy-800" data-testid="deductible-payer">
            Paid by the homeowner
          </span>
        </Fact>
        <Fact term="RCV / ACV">
          {formatMoney(claim.rcv)} / {formatMoney(claim.acv)}
        </Fact>
        <Fact term="Recoverable depreciation / O&P">
          {formatMoney(claim.recoverableDepreciation)} / {formatMoney(claim.overheadAndProfit)}
        </Fact>
      </dl>
      {claim.notes ? <p className="whitespace-pre-line text-slate-700">{claim.notes}</p> : null}
    </section>
  );
}

/** The claim's totals, computed by the server from its figures, lines, supplements and checks. */
export function ClaimTotalsTiles({ claim }: { claim: Claim }) {
  const { totals } = claim;
  const tiles = [
    {
      key: 'carrier-approved',
      label: 'Carrier approved',
      value: totals.carrierApproved,
      hint: 'The carrier’s RCV (or its scope lines until one is entered).',
    },
    {
      key: 'supplements-approved',
      label: 'Supplements approved',
      value: totals.supplementsApproved,
      hint: `Of ${formatMoney(totals.supplementsRequested)} requested.`,
    },
    {
      key: 'deductible',
      label: 'Deductible',
      value: totals.deductible,
      hint: 'Paid by the homeowner.',
    },
    {
      key: 'insurer-paid',
      label: 'Insurer paid',
      value: totals.insurerPaid,
      hint: `Of ${formatMoney(totals.insurerOwes)} the insurer owes in all.`,
    },
    {
      key: 'insurer-still-to-pay',
      label: 'Insurer still to pay',
      value: totals.insurerStillToPay,
    },
    {
      key: 'depreciation-to-recover',
      label: 'Depreciation to recover',
      value: totals.depreciationToRecover,
      hint: 'Released by the carrier once the work is done and invoiced.',
    },
  ];
  return (
    <section aria-labelledby={`claim-${claim.id}-totals`}>
      <h5 id={`claim-${claim.id}-totals`} className="sr-only">
        Claim totals
      </h5>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="claim-totals">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
            data-testid={`claim-total-${tile.key}`}
          >
            <dt className="text-sm font-medium text-slate-700">{tile.label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold text-navy-900">
              {formatMoney(tile.value)}
            </dd>
            {tile.hint ? <dd className="text-xs text-slate-600">{tile.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
