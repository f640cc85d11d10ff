import {
  type Claim,
  formatMoney,
  type ScopeLine,
  type ScopeLineInput,
  ScopeLinesInputSchema,
  type ScopeSide,
} from '@roofing/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveScope } from '../../../api/claims.ts';
import { useToast } from '../../../app/toast.tsx';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { withDollarFields } from '../../../components/ui/dollar-fields.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { cellClass, TableHead, TableScroll, tableClass } from '../billing/invoices-table.tsx';
import {
  EMPTY_LINE,
  linePriceFields,
  linesToBody,
  lineValuesOf,
  scopeDifferenceText,
} from './claim-format.ts';
import { LineFields, type LinesForm } from './line-fields.tsx';

const SIDE_TITLES: Record<ScopeSide, string> = {
  carrier: 'Carrier’s scope',
  ours: 'Our scope',
};

/** A list of scope lines as a table with its total (also a supplement's lines). */
export function ScopeLinesTable({
  lines,
  total,
  caption,
  testId,
}: {
  lines: readonly ScopeLine[];
  total: string;
  caption: string;
  testId?: string;
}) {
  return (
    <TableScroll label={caption}>
      <table className={tableClass} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={['Description', '$Quantity', 'Unit', '$Unit price', '$Total']} />
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className={`${cellClass} whitespace-normal`}>{line.description}</td>
              <td className={`${cellClass} text-right`}>{line.quantity}</td>
              <td className={cellClass}>{line.unit}</td>
              <td className={`${cellClass} text-right`}>{formatMoney(line.unitPrice)}</td>
              <td className={`${cellClass} text-right font-semibold`}>{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className={`${cellClass} text-right`}>
              Total
            </th>
            <td className={`${cellClass} text-right font-bold text-navy-900`}>
              {formatMoney(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/** One side's lines, replaced as a whole when saved. */
function ScopeSideForm({
  claim,
  side,
  onDone,
}: {
  claim: Claim;
  side: ScopeSide;
  onDone: () => void;
}) {
  const ids = useId();
  const save = useSaveScope(claim.quoteId);
  const { toast } = useToast();
  const saved = side === 'carrier' ? claim.carrierLines : claim.ourLines;
  const form = useForm<LinesForm, unknown, { lines: ScopeLineInput[] }>({
    defaultValues: { lines: saved.length > 0 ? saved.map(lineValuesOf) : [{ ...EMPTY_LINE }] },
    resolver: withDollarFields(
      linePriceFields,
      contractResolver(ScopeLinesInputSchema, (values: LinesForm) => ({
        lines: linesToBody(values.lines),
      })),
    ),
  });
  const { control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: claim.id, side, lines: body.lines });
      toast({ title: `${SIDE_TITLES[side]} saved`, description: `${body.lines.length} lines.` });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fallback: 'The lines could not be saved.' });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Edit the ${side === 'carrier' ? 'carrier’s' : 'our'} scope lines`}
      className="grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
    >
      <LineFields
        control={control}
        errors={formState.errors}
        idPrefix={`${ids}-${side}`}
        legend={`${SIDE_TITLES[side]} lines`}
        max={200}
      />
      <FormActions
        error={formState.errors.root?.message}
        pending={save.isPending}
        submitLabel={side === 'carrier' ? 'Save carrier scope' : 'Save our scope'}
        pendingLabel="Saving..."
        onCancel={onDone}
      />
    </form>
  );
}

function ScopeSidePanel({ claim, side }: { claim: Claim; side: ScopeSide }) {
  const [editing, setEditing] = useState(false);
  const lines = side === 'carrier' ? claim.carrierLines : claim.ourLines;
  const total = side === 'carrier' ? claim.totals.carrierScope : claim.totals.ourScope;
  const headingId = `claim-${claim.id}-scope-${side}`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h6 id={headingId} className="font-semibold text-navy-900">
          {SIDE_TITLES[side]}
        </h6>
        {editing ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {side === 'carrier' ? 'Edit carrier lines' : 'Edit our lines'}
          </Button>
        )}
      </div>
      {editing ? (
        <ScopeSideForm claim={claim} side={side} onDone={() => setEditing(false)} />
      ) : lines.length === 0 ? (
        <EmptyState>
          {side === 'carrier'
            ? 'No lines from the carrier’s estimate yet.'
            : 'No lines of our scope yet.'}
        </EmptyState>
      ) : (
        <ScopeLinesTable
          lines={lines}
          total={total}
          caption={SIDE_TITLES[side]}
          testId={`scope-${side}`}
        />
      )}
    </section>
  );
}

/** The carrier's estimate beside ours, and what our scope asks for beyond it. */
export function ScopeComparison({ claim }: { claim: Claim }) {
  return (
    <section aria-labelledby={`claim-${claim.id}-scope`} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h5 id={`claim-${claim.id}-scope`} className="font-semibold text-navy-900">
          Carrier’s scope and ours
        </h5>
        <p className="text-sm text-slate-700" data-testid="scope-difference">
          {scopeDifferenceText(claim.totals.scopeDifference)}
        </p>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <ScopeSidePanel claim={claim} side="carrier" />
        <ScopeSidePanel claim={claim} side="ours" />
      </div>
    </section>
  );
}
