import {
  type Claim,
  formatMoney,
  SUPPLEMENT_STATUS_LABELS,
  type Supplement,
} from '@roofing/contracts';
import { useState } from 'react';
import { useDeleteSupplement } from '../../../api/claims.ts';
import { useToast } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { day } from '../billing/billing-format.ts';
import { SUPPLEMENT_TONE } from './claim-format.ts';
import { PhotoStrip } from './photo-picker.tsx';
import { ScopeLinesTable } from './scope-comparison.tsx';
import { SupplementDocuments } from './supplement-documents.tsx';
import { SupplementForm } from './supplement-form.tsx';
import { SupplementStatusForm } from './supplement-status-form.tsx';

type Action = 'edit' | 'submit' | 'decide' | null;

function SupplementCard({ claim, supplement }: { claim: Claim; supplement: Supplement }) {
  const [action, setAction] = useState<Action>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteSupplement(claim.quoteId);
  const { toast } = useToast();
  const { number, status } = supplement;
  const headingId = `supplement-${supplement.id}-heading`;
  const done = () => setAction(null);

  if (action === 'edit') {
    return <SupplementForm claim={claim} supplement={supplement} onDone={done} />;
  }
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-navy-100 bg-white p-4 text-sm"
      data-testid={`supplement-${number}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h6
          id={headingId}
          className="flex flex-wrap items-center gap-2 font-semibold text-navy-900"
        >
          Supplement {number}
          <Badge tone={SUPPLEMENT_TONE[status]}>{SUPPLEMENT_STATUS_LABELS[status]}</Badge>
        </h6>
        <p className="text-right">
          Requested{' '}
          <span className="font-semibold text-navy-900">
            {formatMoney(supplement.requestedAmount)}
          </span>
          {supplement.approvedAmount ? (
            <>
              {' · '}approved{' '}
              <span className="font-semibold text-success-700" data-testid="approved-amount">
                {formatMoney(supplement.approvedAmount)}
              </span>
            </>
          ) : null}
        </p>
      </div>
      <p className="whitespace-pre-line text-slate-800">{supplement.reason}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
        <div>
          <dt className="inline">Drafted </dt>
          <dd className="inline">{day(supplement.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline">Submitted </dt>
          <dd className="inline">{day(supplement.submittedOn)}</dd>
        </div>
        <div>
          <dt className="inline">Decided </dt>
          <dd className="inline">{day(supplement.decidedOn)}</dd>
        </div>
      </dl>
      {supplement.decisionNote ? (
        <p className="rounded-lg bg-sand-50 p-2 text-slate-800">
          <span className="font-semibold">Carrier’s note: </span>
          {supplement.decisionNote}
        </p>
      ) : null}
      <ScopeLinesTable
        lines={supplement.lines}
        total={supplement.requestedAmount}
        caption={`Lines of supplement ${number}`}
      />
      <PhotoStrip quoteId={claim.quoteId} ids={supplement.photoIds} />
      <SupplementDocuments claim={claim} supplement={supplement} />
      {action === 'submit' || action === 'decide' ? (
        <SupplementStatusForm claim={claim} supplement={supplement} mode={action} onDone={done} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {status === 'draft' ? (
            <>
              <Button onClick={() => setAction('submit')}>
                Submit<span className="sr-only"> supplement {number}</span>
              </Button>
              <Button variant="outline" onClick={() => setAction('edit')}>
                Edit<span className="sr-only"> supplement {number}</span>
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(true)}>
                Delete<span className="sr-only"> supplement {number}</span>
              </Button>
            </>
          ) : null}
          {status === 'submitted' ? (
            <Button onClick={() => setAction('decide')}>
              Record decision<span className="sr-only"> on supplement {number}</span>
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete supplement ${number}?`}
        description="The draft, its lines and its choice of photos are removed. The photos stay on the job."
        confirmLabel="Delete draft"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { id: claim.id, supplementId: supplement.id },
            {
              onSuccess: () => {
                setDeleting(false);
                toast({ title: `Supplement ${number} deleted` });
              },
              onError: () =>
                toast({
                  title: 'The supplement could not be deleted',
                  description: 'Only a draft can be deleted; read the claim again and retry.',
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </article>
  );
}

/** The claim's supplements, newest last as numbered, and a new one. */
export function SupplementsPanel({ claim }: { claim: Claim }) {
  const [creating, setCreating] = useState(false);
  return (
    <PanelSection
      headingId={`claim-${claim.id}-supplements`}
      title="Supplements"
      className="grid gap-3"
      action={
        creating ? null : (
          <Button variant="outline" onClick={() => setCreating(true)}>
            New supplement
          </Button>
        )
      }
    >
      {creating ? <SupplementForm claim={claim} onDone={() => setCreating(false)} /> : null}
      {claim.supplements.length === 0 && !creating ? (
        <EmptyState>
          No supplements yet. When the carrier’s scope misses items, ask for them with a supplement
          and the photos that show them.
        </EmptyState>
      ) : (
        claim.supplements.map((supplement) => (
          <SupplementCard key={supplement.id} claim={claim} supplement={supplement} />
        ))
      )}
    </PanelSection>
  );
}
