import {
  INSPECTION_REQUEST_STATUSES,
  type InspectionRequestUpdate,
  type StaffInspectionRequest,
} from '@roofing/contracts';
import { useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import {
  LEADS_PAGE_SIZE,
  useInspectionRequests,
  useUpdateInspectionRequest,
} from '../../api/leads.ts';
import { useToast } from '../../app/toast.tsx';
import { ListPager } from '../../components/back-office/list-toolbar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/form-controls.tsx';
import { dateTime, visitInputValue } from './admin-format.ts';
import { LeadListBody, LeadStatusBadge, statusWords } from './leads-list-states.tsx';

const STATUS_OPTIONS = INSPECTION_REQUEST_STATUSES.map((value) => ({
  value,
  label: statusWords(value),
}));

/** Inspection requests from the portal, newest first: schedule, assign, complete or cancel. */
export function InspectionRequestList() {
  const [page, setPage] = useState(1);
  const requests = useInspectionRequests(page);
  return (
    <>
      <LeadListBody
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
      </LeadListBody>
      <ListPager
        label="Inspection request pages"
        page={page}
        total={requests.data?.total ?? 0}
        pageSize={LEADS_PAGE_SIZE}
        busy={requests.isFetching}
        onPage={setPage}
      />
    </>
  );
}

function InspectionItem({ request }: { request: StaffInspectionRequest }) {
  const update = useUpdateInspectionRequest();
  const { toast } = useToast();
  const [status, setStatus] = useState(request.status);
  const [visit, setVisit] = useState(visitInputValue(request.scheduledDate));
  const [assignedTo, setAssignedTo] = useState(request.assignedTo ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prefix = `inspection-${request.id}`;

  const save = () => {
    const changes: InspectionRequestUpdate = {};
    if (status !== request.status) changes.status = status as InspectionRequestUpdate['status'];
    if (visit !== visitInputValue(request.scheduledDate)) changes.scheduledDate = visit || null;
    if (assignedTo.trim() !== (request.assignedTo ?? '')) changes.assignedTo = assignedTo.trim();
    if (Object.keys(changes).length === 0) {
      setErrors({ status: 'Change the status, the visit or the inspector first' });
      return;
    }
    setErrors({});
    update.mutate(
      { id: request.id, update: changes },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Inspection Updated',
            description: `${saved.requestNumber}: ${statusWords(saved.status).toLowerCase()}.`,
          }),
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to update the inspection request.',
          });
        },
      },
    );
  };

  return (
    <li className="rounded-xl border border-navy-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-navy-900">
            <span className="font-mono">{request.requestNumber}</span> · {request.propertyAddress}
          </h3>
          <p className="text-sm text-slate-700">
            {request.customerName} · {request.customerPhone} · {request.customerEmail}
          </p>
        </div>
        <LeadStatusBadge status={request.status} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {statusWords(request.inspectionType)} · {statusWords(request.urgencyLevel)} · preferred{' '}
        {request.preferredDate} · visit {dateTime(request.scheduledDate)} · assigned to{' '}
        {request.assignedTo ?? 'nobody yet'}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{request.description}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <SelectField
          id={`${prefix}-status`}
          label="Status"
          placeholder="Choose a status"
          value={status}
          onValueChange={setStatus}
          options={STATUS_OPTIONS}
          error={errors.status}
        />
        <TextField
          id={`${prefix}-visit`}
          label="Scheduled visit (ET)"
          hint="Eastern time (Florida), whatever this computer's clock says."
          type="datetime-local"
          value={visit}
          onValueChange={setVisit}
          error={errors.scheduledDate}
        />
        <TextField
          id={`${prefix}-assigned`}
          label="Assigned to"
          value={assignedTo}
          onValueChange={setAssignedTo}
          maxLength={100}
          error={errors.assignedTo}
        />
      </div>
      <Button className="mt-3" onClick={save} disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save inspection'}
      </Button>
    </li>
  );
}
