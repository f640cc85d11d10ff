import type { ColdshieldLead, ColdshieldLeadUpdate } from '@roofing/contracts';
import { useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { LEADS_PAGE_SIZE, useColdshieldLeads, useUpdateColdshieldLead } from '../../api/leads.ts';
import { useToast } from '../../app/toast.tsx';
import { ListPager } from '../../components/back-office/list-toolbar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/form-controls.tsx';
import { dateTime, dollarsAndCents, visitInputValue } from './admin-format.ts';
import { LeadListBody, LeadStatusBadge } from './leads-list-states.tsx';

/** The moves staff can make (the contract's PATCH statuses). */
const STATUS_OPTIONS = [
  { value: 'contacted', label: 'Contacted' },
  { value: 'scan_scheduled', label: 'Scan scheduled' },
  { value: 'converted', label: 'Converted' },
  { value: 'closed', label: 'Closed' },
] as const;

/** Refrigeration-roof (ColdShield) leads, newest first, each with its own editor. */
export function ColdshieldLeadList() {
  const [page, setPage] = useState(1);
  const leads = useColdshieldLeads(page);
  return (
    <>
      <LeadListBody
        noun="refrigeration-roof leads"
        query={leads}
        emptyText="No refrigeration-roof leads yet"
      >
        {(rows) =>
          // Keyed by the stored version too: a saved or refreshed lead starts its editor afresh.
          rows.map((lead) => (
            <ColdshieldLeadItem key={`${lead.id}-${lead.updatedAt}`} lead={lead} />
          ))
        }
      </LeadListBody>
      <ListPager
        label="Refrigeration-roof lead pages"
        page={page}
        total={leads.data?.total ?? 0}
        pageSize={LEADS_PAGE_SIZE}
        busy={leads.isFetching}
        onPage={setPage}
      />
    </>
  );
}

function ColdshieldLeadItem({ lead }: { lead: ColdshieldLead }) {
  const update = useUpdateColdshieldLead();
  const { toast } = useToast();
  const [status, setStatus] = useState('');
  const [scanDate, setScanDate] = useState(visitInputValue(lead.thermalScanDate));
  const [savings, setSavings] = useState(lead.estimatedSavings ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prefix = `lead-${lead.id}`;

  /** Only what staff changed travels; an unchanged field is left as stored. */
  const changes = (): ColdshieldLeadUpdate => {
    const next: ColdshieldLeadUpdate = {};
    if (status) next.status = status as ColdshieldLeadUpdate['status'];
    if (scanDate !== visitInputValue(lead.thermalScanDate)) next.thermalScanDate = scanDate || null;
    const stored = lead.estimatedSavings === null ? null : Number(lead.estimatedSavings);
    const typed = savings.trim() === '' ? null : Number(savings);
    if (typed !== stored) next.estimatedSavings = typed;
    return next;
  };

  const save = () => {
    const update_ = changes();
    if (Object.keys(update_).length === 0) {
      setErrors({ status: 'Choose a status, a scan date or a savings figure first' });
      return;
    }
    if (update_.status === 'scan_scheduled' && !scanDate) {
      setErrors({ thermalScanDate: 'Set the thermal scan date to schedule the scan' });
      return;
    }
    setErrors({});
    update.mutate(
      { id: lead.id, update: update_ },
      {
        onSuccess: (saved) => {
          setStatus('');
          toast({
            title: 'Lead Updated',
            description: `${saved.name}: ${saved.status.replace(/_/g, ' ')}.`,
          });
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to update the lead.',
          });
        },
      },
    );
  };

  return (
    <li className="rounded-xl border border-navy-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-navy-900">{lead.address}</h3>
          <p className="text-sm text-slate-700">
            {lead.name} ·{' '}
            <a className="underline" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
              {lead.phone}
            </a>{' '}
            ·{' '}
            <a className="break-all underline" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
          </p>
        </div>
        <LeadStatusBadge status={lead.status} />
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-3">
        <div>
          <dt className="inline font-semibold">Received: </dt>
          <dd className="inline">{dateTime(lead.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Thermal scan: </dt>
          <dd className="inline">{dateTime(lead.thermalScanDate)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Estimated savings: </dt>
          <dd className="inline">{dollarsAndCents(lead.estimatedSavings)} / year</dd>
        </div>
      </dl>
      {lead.message && (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{lead.message}</p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <SelectField
          id={`${prefix}-status`}
          label="New status"
          placeholder="Keep current status"
          value={status}
          onValueChange={setStatus}
          options={STATUS_OPTIONS}
          error={errors.status}
        />
        <TextField
          id={`${prefix}-scan-date`}
          label="Thermal scan date (ET)"
          hint="Eastern time (Florida), whatever this computer's clock says."
          type="datetime-local"
          value={scanDate}
          onValueChange={setScanDate}
          error={errors.thermalScanDate}
        />
        <TextField
          id={`${prefix}-savings`}
          label="Estimated savings ($/year)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={savings}
          onValueChange={setSavings}
          error={errors.estimatedSavings}
        />
      </div>
      <Button className="mt-3" onClick={save} disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save lead'}
      </Button>
    </li>
  );
}
