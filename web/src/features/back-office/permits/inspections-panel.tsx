import type { Permit, PermitInspection } from '@roofing/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RecordResultForm, ScheduleInspectionForm } from './inspection-forms.tsx';
import {
  failedWithoutReinspection,
  inspectionName,
  inspectionStatusText,
  nextInspectionKind,
} from './permit-format.ts';

/** The one form open under the list at a time. */
type Open =
  | { form: 'schedule' }
  | { form: 'reinspect'; of: PermitInspection }
  | { form: 'result'; inspection: PermitInspection }
  | null;

const RESULT_CLASS: Record<PermitInspection['result'], string> = {
  scheduled: 'text-navy-900',
  pass: 'font-semibold text-success-700',
  fail: 'font-semibold text-danger-700',
  cancelled: 'text-slate-600',
};

/**
 * The permit's inspections (dry-in, final, others) with their results, a way to schedule the
 * next one, to record a scheduled one's result, and after a fail to book the re-inspection.
 */
export function InspectionsPanel({ permit }: { permit: Permit }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const needsReinspection = new Set(failedWithoutReinspection(permit.inspections));
  const issued = permit.issuedOn !== null;

  return (
    <PanelSection
      headingId={`inspections-${permit.id}-heading`}
      title="Inspections"
      className="grid gap-2 text-sm"
      action={
        open?.form === 'schedule' ? null : (
          <Button variant="outline" onClick={() => setOpen({ form: 'schedule' })}>
            Schedule inspection
          </Button>
        )
      }
    >
      {!issued ? (
        <p className="text-slate-700">
          The roof dry-in (underlayment) inspection can be booked once the permit is issued; the
          final follows a passed dry-in.
        </p>
      ) : null}
      {open?.form === 'schedule' ? (
        <ScheduleInspectionForm
          permit={permit}
          kind={nextInspectionKind(permit.inspections)}
          onDone={close}
        />
      ) : null}
      {permit.inspections.length === 0 ? (
        <EmptyState>No inspections scheduled yet.</EmptyState>
      ) : (
        <ul aria-label="Inspections" className="grid gap-2" data-testid="permit-inspections">
          {permit.inspections.map((inspection) => (
            <InspectionItem
              key={inspection.id}
              permit={permit}
              inspection={inspection}
              canReinspect={needsReinspection.has(inspection)}
              formHere={formOn(open, inspection)}
              onOpen={setOpen}
              onClose={close}
            />
          ))}
        </ul>
      )}
    </PanelSection>
  );
}

/** Which form is open on this inspection, if any. */
function formOn(open: Open, inspection: PermitInspection): 'result' | 'reinspect' | null {
  if (open?.form === 'result' && open.inspection.id === inspection.id) return 'result';
  if (open?.form === 'reinspect' && open.of.id === inspection.id) return 'reinspect';
  return null;
}

/** One inspection: its name, result, inspector and notes, and what can be done with it now. */
function InspectionItem({
  permit,
  inspection,
  canReinspect,
  formHere,
  onOpen,
  onClose,
}: {
  permit: Permit;
  inspection: PermitInspection;
  canReinspect: boolean;
  formHere: 'result' | 'reinspect' | null;
  onOpen: (open: Open) => void;
  onClose: () => void;
}) {
  const name = inspectionName(inspection);
  return (
    <li
      data-testid={`inspection-${inspection.id}`}
      data-kind={inspection.kind}
      data-result={inspection.result}
      className="grid gap-2 rounded-lg border border-navy-100 bg-white p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-navy-900">
            {name}
            {inspection.reinspectionOf !== null ? (
              <span className="ml-2 text-xs font-normal text-slate-600">re-inspection</span>
            ) : null}
          </p>
          <p className={RESULT_CLASS[inspection.result]}>
            {inspectionStatusText(inspection)}
            {inspection.inspector ? ` · Inspector: ${inspection.inspector}` : ''}
          </p>
          {inspection.notes ? (
            <p className="mt-1 whitespace-pre-line text-slate-800">
              <span className="font-semibold">Notes: </span>
              {inspection.notes}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {inspection.result === 'scheduled' && formHere !== 'result' ? (
            <Button variant="outline" onClick={() => onOpen({ form: 'result', inspection })}>
              Record result<span className="sr-only">: {name}</span>
            </Button>
          ) : null}
          {canReinspect && formHere !== 'reinspect' ? (
            <Button onClick={() => onOpen({ form: 'reinspect', of: inspection })}>
              Schedule re-inspection<span className="sr-only">: {name}</span>
            </Button>
          ) : null}
        </div>
      </div>
      {formHere === 'result' ? (
        <RecordResultForm permit={permit} inspection={inspection} onDone={onClose} />
      ) : null}
      {formHere === 'reinspect' ? (
        <ScheduleInspectionForm
          permit={permit}
          kind={inspection.kind}
          reinspectionOf={inspection}
          onDone={onClose}
        />
      ) : null}
    </li>
  );
}
