import {
  type Claim,
  type ClaimPacketInput,
  ClaimPacketInputSchema,
  COMPANY,
  SUPPLEMENT_STATUS_LABELS,
} from '@roofing/contracts';
import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  claimPacketPdfUrl,
  useClaimPackets,
  useCreateClaimPacket,
  usePhotoReportsForClaim,
} from '../../../api/claims.ts';
import { useToast } from '../../../app/toast.tsx';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormSelectField, FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { dateTime, day } from '../billing/billing-format.ts';
import { cellClass, TableHead, TableScroll, tableClass } from '../billing/invoices-table.tsx';
import { draftCoverLetter, type PacketValues, packetToBody } from './claim-format.ts';
import { PhotoPicker } from './photo-picker.tsx';

/** Choose the supplement, photos, a photo report and the cover letter; print; open the PDF. */
function ClaimPacketForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const ids = useId();
  const create = useCreateClaimPacket();
  const reports = usePhotoReportsForClaim(claim.quoteId);
  const { toast } = useToast();
  const newest = claim.supplements.at(-1) ?? null;
  const form = useForm<PacketValues, unknown, ClaimPacketInput>({
    defaultValues: {
      supplementId: newest ? String(newest.id) : '',
      photoIds: newest?.photoIds ?? [],
      photoReportId: '',
      coverLetter: '',
    },
    resolver: contractResolver(ClaimPacketInputSchema, packetToBody),
  });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const photos = useController({ control, name: 'photoIds' });
  const supplementId = useWatch({ control, name: 'supplementId' });
  const chosen = claim.supplements.find((one) => String(one.id) === supplementId) ?? null;

  const submit = handleSubmit(async (body) => {
    try {
      const packet = await create.mutateAsync({ id: claim.id, body });
      // The click that printed it still counts as the user's, so the browser lets a tab open.
      window.open(claimPacketPdfUrl(packet.id), '_blank', 'noopener');
      toast({
        title: 'Claim packet printed',
        description: `${packet.pageCount} pages; it opens in a new tab and stays in the packets list.`,
      });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fallback: 'The packet could not be printed.' });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Claim packet"
      className="grid gap-3 text-sm sm:grid-cols-2"
      aria-busy={create.isPending}
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
      <FormActions
        error={formState.errors.root?.message}
        pending={create.isPending}
        submitLabel="Print packet"
        pendingLabel="Printing the PDF..."
        onCancel={onDone}
      />
    </form>
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
    <section aria-labelledby={`claim-${claim.id}-packets`} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={`claim-${claim.id}-packets`} className="font-semibold text-navy-900">
          Claim packets
        </h5>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Claim packet
        </Button>
      </div>
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
    </section>
  );
}
