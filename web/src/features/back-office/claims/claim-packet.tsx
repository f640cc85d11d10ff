import {
  type Claim,
  type ClaimPacket,
  type ClaimPacketInput,
  ClaimPacketInputSchema,
  COMPANY,
  SUPPLEMENT_STATUS_LABELS,
} from '@roofing/contracts';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  claimPacketPdfUrl,
  useClaimPackets,
  useCreateClaimPacket,
  usePhotoReportsForClaim,
} from '../../../api/claims.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormSelectField, FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';
import { dateTime, day } from '../billing/billing-format.ts';
import { cellClass, TableHead, TableScroll, tableClass } from '../billing/invoices-table.tsx';
import { draftCoverLetter, type PacketValues, packetToBody } from './claim-format.ts';
import { PhotoPicker } from './photo-picker.tsx';

/** Choose the supplement, photos, a photo report and the cover letter; print; open the PDF. */
function ClaimPacketForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const create = useCreateClaimPacket();
  const reports = usePhotoReportsForClaim(claim.quoteId);
  const newest = claim.supplements.at(-1) ?? null;
  const state = useOfficeForm<PacketValues, ClaimPacketInput, ClaimPacket>({
    defaultValues: {
      supplementId: newest ? String(newest.id) : '',
      photoIds: newest?.photoIds ?? [],
      photoReportId: '',
      coverLetter: '',
    },
    resolver: contractResolver(ClaimPacketInputSchema, packetToBody),
    save: (body) => create.mutateAsync({ id: claim.id, body }),
    saved: (packet) => {
      // The click that printed it still counts as the user's, so the browser lets a tab open.
      window.open(claimPacketPdfUrl(packet.id), '_blank', 'noopener');
      return {
        title: 'Claim packet printed',
        description: `${packet.pageCount} pages; it opens in a new tab and stays in the packets list.`,
      };
    },
    failed: 'The packet could not be printed.',
    onDone,
  });
  const { ids } = state;
  const { control, setValue, formState } = state.form;
  const photos = useController({ control, name: 'photoIds' });
  const supplementId = useWatch({ control, name: 'supplementId' });
  const chosen = claim.supplements.find((one) => String(one.id) === supplementId) ?? null;

  return (
    <OfficeForm
      state={state}
      label="Claim packet"
      className="grid gap-3 text-sm sm:grid-cols-2"
      submitLabel="Print packet"
      pendingLabel="Printing the PDF..."
      onCancel={onDone}
    >
      <FormSelectField
        control={control}
        name="supplementId"
        id={`${ids}-supplement`}
        label="Supplement"
        placeholder="None: the claim alone"
        options={claim.supplements.map((one) => ({
          value: String(one.id),
          label: `Supplement ${one.number} (${SUPPLEMENT_STATUS_LABELS[one.status].toLowerCase()})`,
        }))}
      />
      {reports.isError ? (
        <p role="alert" className="self-end text-danger-700">
          The photo reports could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void reports.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <FormSelectField
          control={control}
          name="photoReportId"
          id={`${ids}-report`}
          label="Photo report to attach"
          placeholder={reports.isPending ? 'Loading the reports...' : 'None'}
          options={(reports.data ?? []).map((report) => ({
            value: String(report.id),
            label: `${report.title} (${day(report.inspectedOn)}, ${report.photoCount} photos)`,
          }))}
        />
      )}
      <PhotoPicker
        quoteId={claim.quoteId}
        legend="Photos in the packet"
        selected={photos.field.value}
        onChange={photos.field.onChange}
        error={formState.errors.photoIds?.message ?? formState.errors.photoIds?.root?.message}
      />
      <FormTextAreaField
        control={control}
        name="coverLetter"
        id={`${ids}-letter`}
        label="Cover letter"
        hint="Blank: a standard letter to the adjuster naming the homeowner, the property, the claim and the policy."
        limit={6000}
        rows={8}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button
          variant="ghost"
          onClick={() =>
            setValue('coverLetter', draftCoverLetter(claim, chosen, COMPANY.name), {
              shouldDirty: true,
            })
          }
        >
          Start from a draft letter
        </Button>
      </div>
    </OfficeForm>
  );
}

/** The claim packets printed for the adjuster, and a new one in a dialog. */
export function ClaimPackets({ claim }: { claim: Claim }) {
  const [open, setOpen] = useState(false);
  const packets = useClaimPackets(claim.id);
  const list = packets.data ?? [];
  const supplementNumber = (id: number | null) =>
    claim.supplements.find((one) => one.id === id)?.number;
  return (
    <PanelSection
      headingId={`claim-${claim.id}-packets`}
      title="Claim packets"
      action={
        <Button variant="outline" onClick={() => setOpen(true)}>
          Claim packet
        </Button>
      }
    >
      <QueryState
        query={packets}
        empty={list.length === 0}
        emptyText="No packet printed yet. A packet gathers the claim facts, the scopes, a supplement and its photos into one PDF for the adjuster."
      />
      {list.length > 0 ? (
        <TableScroll label="Claim packets table">
          <table className={tableClass} data-testid="claim-packets">
            <caption className="sr-only">Claim packets printed for the adjuster</caption>
            <TableHead columns={['Printed', 'Supplement', 'Pages', 'By', 'PDF']} />
            <tbody>
              {list.map((packet) => (
                <tr key={packet.id}>
                  <td className={cellClass}>{dateTime(packet.createdAt)}</td>
                  <td className={cellClass}>
                    {packet.supplementId === null
                      ? 'The claim alone'
                      : `Supplement ${supplementNumber(packet.supplementId) ?? ''}`}
                  </td>
                  <td className={cellClass}>{packet.pageCount}</td>
                  <td className={cellClass}>{packet.createdBy}</td>
                  <td className={cellClass}>
                    <a
                      href={claimPacketPdfUrl(packet.id)}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-ocean-700 underline"
                    >
                      Open PDF
                      <span className="sr-only">
                        {' '}
                        of the packet printed {dateTime(packet.createdAt)}
                      </span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <StaffDialog
        open={open}
        onOpenChange={setOpen}
        title="Claim packet"
        description={`A PDF for ${claim.carrier}'s adjuster: cover letter, claim facts, the scopes, the supplement's lines and reasons, the photos with their captions and the signed contract's reference.`}
        wide
      >
        <ClaimPacketForm claim={claim} onDone={() => setOpen(false)} />
      </StaffDialog>
    </PanelSection>
  );
}
