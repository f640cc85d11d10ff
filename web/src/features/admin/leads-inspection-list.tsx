import { INSPECTION_REQUEST_STATUSES, type StaffInspectionRequest } from '@roofing/contracts';
import { useState } from 'react';
import { useInspectionRequests, useUpdateInspectionRequest } from '../../api/leads.ts';
import { FormSelectField, FormTextField } from '../../components/ui/hook-form-fields.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { formatCalendarDate } from '../estimate-tracker/estimate-format.ts';
import { dateTime, visitInputValue } from './admin-format.ts';
import { inspectionResolver } from './lead-editor-resolvers.ts';
import { LeadListPage, LeadStatusBadge, statusWords } from './leads-list-states.tsx';
import { StormPriorityBadge } from './status-badge.tsx';
import { useLeadEditor } from './use-lead-editor.ts';

const STATUS_OPTIONS = INSPECTION_REQUEST_STATUSES.map((value) => ({
  value,
  label: statusWords(value),
}));

/**
 * Inspection requests from the portal, newest first (while the storm banner is on, the pending
 * emergencies first, badged with their wait): schedule, assign, complete or cancel.
 */
export function InspectionRequestList() {
  const [page, setPage] = useState(1);
  const requests = useInspectionRequests(page);
  return (
    <LeadListPage
      pagerLabel="Inspection request pages"
      page={page}
      onPage={setPage}
      noun="inspection requests"
      query={requests}
      emptyText="No inspection requests yet"
    >
      {(rows) =>
        // Keyed by the stored version too: a saved or refreshed request starts its editor afresh.
        rows.map((request) => (
          <InspectionItem key={`${request.id}-${request.updatedAt}`} request={request} />
        ))
      }
    </LeadListPage>
  );
}

function InspectionItem({ request }: { request: StaffInspectionRequest }) {
  const update = useUpdateInspectionRequest();
  const { form, submit } = useLeadEditor({
    defaults: {
      status: request.status,
      scheduledDate: visitInputValue(request.scheduledDate),
      assignedTo: request.assignedTo ?? '',
    },
    resolver: inspectionResolver(request),
    save: (changes) => update.mutateAsync({ id: request.id, update: changes }),
    saved: (saved) => ({
      title: 'Inspection Updated',
      description: `${saved.requestNumber}: ${statusWords(saved.status).toLowerCase()}.`,
    }),
    failed: () => 'Failed to update the inspection request.',
  });
  const { control } = form;
  const prefix = `inspection-${request.id}`;

  return (
    <li
      className={`rounded-xl border p-4 ${
        request.stormPriority ? 'border-danger-700/40 bg-danger-50/40' : 'border-navy-100'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-navy-900">
            <span className="font-mono">{request.requestNumber}</span> · {request.propertyAddress}
          </h3>
          <p className="text-sm text-slate-700">
            {request.customerName} · {request.customerPhone} · {request.customerEmail}
          </p>
        </div>
        <span className="flex flex-wrap items-center gap-2">
          {request.stormPriority ? <StormPriorityBadge since={request.createdAt} /> : null}
          <LeadStatusBadge status={request.status} />
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {statusWords(request.inspectionType)} · {statusWords(request.urgencyLevel)} · preferred{' '}
        {formatCalendarDate(request.preferredDate)} · visit {dateTime(request.scheduledDate)} ·
        assigned to {request.assignedTo ?? 'nobody yet'}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{request.description}</p>
      <form onSubmit={submit} noValidate>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <FormSelectField
            control={control}
            name="status"
            id={`${prefix}-status`}
            label="Status"
            placeholder="Choose a status"
            options={STATUS_OPTIONS}
          />
          <FormTextField
            control={control}
            name="scheduledDate"
            id={`${prefix}-visit`}
            label="Scheduled visit (ET)"
            hint="Eastern time (Florida), whatever this computer's clock says."
            type="datetime-local"
          />
          <FormTextField
            control={control}
            name="assignedTo"
            id={`${prefix}-assigned`}
            label="Assigned to"
            maxLength={100}
          />
        </div>
        <SubmitButton
          className="mt-3"
          pending={update.isPending}
          label="Save inspection"
          pendingLabel="Saving..."
        />
      </form>
    </li>
  );
}
