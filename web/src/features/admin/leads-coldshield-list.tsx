import { type ColdshieldLead, formatMoney } from '@roofing/contracts';
import { useState } from 'react';
import { useColdshieldLeads, useUpdateColdshieldLead } from '../../api/leads.ts';
import { FormSelectField, FormTextField } from '../../components/ui/hook-form-fields.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { dateTime, visitInputValue } from './admin-format.ts';
import { coldshieldResolver } from './lead-editor-resolvers.ts';
import { LeadListPage, LeadStatusBadge } from './leads-list-states.tsx';
import { useLeadEditor } from './use-lead-editor.ts';

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
    <LeadListPage
      pagerLabel="Refrigeration-roof lead pages"
      page={page}
      onPage={setPage}
      noun="refrigeration-roof leads"
      query={leads}
      emptyText="No refrigeration-roof leads yet"
    >
      {(rows) =>
        // Keyed by the stored version too: a saved or refreshed lead starts its editor afresh.
        rows.map((lead) => <ColdshieldLeadItem key={`${lead.id}-${lead.updatedAt}`} lead={lead} />)
      }
    </LeadListPage>
  );
}

function ColdshieldLeadItem({ lead }: { lead: ColdshieldLead }) {
  const update = useUpdateColdshieldLead();
  const { form, submit } = useLeadEditor({
    defaults: {
      status: '',
      thermalScanDate: visitInputValue(lead.thermalScanDate),
      estimatedSavings: lead.estimatedSavings ?? '',
    },
    resolver: coldshieldResolver(lead),
    save: (changes) => update.mutateAsync({ id: lead.id, update: changes }),
    saved: (saved, editor) => {
      editor.resetField('status');
      return {
        title: 'Lead Updated',
        description: `${saved.name}: ${saved.status.replace(/_/g, ' ')}.`,
      };
    },
    failed: () => 'Failed to update the lead.',
  });
  const { control } = form;
  const prefix = `lead-${lead.id}`;

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
          <dd className="inline">{formatMoney(lead.estimatedSavings)} / year</dd>
        </div>
      </dl>
      {lead.message && (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{lead.message}</p>
      )}
      <form onSubmit={submit} noValidate>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <FormSelectField
            control={control}
            name="status"
            id={`${prefix}-status`}
            label="New status"
            placeholder="Keep current status"
            options={STATUS_OPTIONS}
          />
          <FormTextField
            control={control}
            name="thermalScanDate"
            id={`${prefix}-scan-date`}
            label="Thermal scan date (ET)"
            hint="Eastern time (Florida), whatever this computer's clock says."
            type="datetime-local"
          />
          <FormTextField
            control={control}
            name="estimatedSavings"
            id={`${prefix}-savings`}
            label="Estimated savings ($/year)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
          />
        </div>
        <SubmitButton
          className="mt-3"
          pending={update.isPending}
          label="Save lead"
          pendingLabel="Saving..."
        />
      </form>
    </li>
  );
}
