import {
  type Claim,
  formatMoney,
  type ScopeLine,
  type ScopeLineInput,
  ScopeLinesInputSchema,
  type ScopeSide,
} from '@roofing/contracts';
import { useState } from 'react';
import { useSaveScope } from '../../../api/claims.ts';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
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
  const save = useSaveScope(claim.quoteId);
  const saved = side === 'carrier' ? claim.carrierLines : claim.ourLines;
  const state = useOfficeForm<LinesForm, { lines: ScopeLineInput[] }, Claim>({
    defaultValues: { lines: saved.length > 0 ? saved.map(lineValuesOf) : [{ ...EMPTY_LINE }] },
    resolver: contractResolver(ScopeLinesInputSchema, (values: LinesForm) => ({
      lines: linesToBody(values.lines),
    })),
    dollarFields: linePriceFields,
    save: (body) => save.mutateAsync({ id: claim.id, side, lines: body.lines }),
    saved: (_claim, body) => ({
      title: `${SIDE_TITLES[side]} saved`,
      description: `${body.lines.length} lines.`,
    }),
    failed: 'The lines could not be saved.',
    onDone,
  });
  return (
    <OfficeForm
      state={state}
      label={`Edit the ${side === 'carrier' ? 'carrier’s' : 'our'} scope lines`}
      submitLabel={side === 'carrier' ? 'Save carrier scope' : 'Save our scope'}
      pendingLabel="Saving..."
      onCancel={onDone}
    >
      <LineFields
        control={state.form.control}
        errors={state.form.formState.errors}
        idPrefix={`${state.ids}-${side}`}
        legend={`${SIDE_TITLES[side]} lines`}
        max={200}
      />
    </OfficeForm>
  );
}

function ScopeSidePanel({ claim, side }: { claim: Claim; side: ScopeSide }) {
  const [editing, setEditing] = useState(false);
  const lines = side === 'carrier' ? claim.carrierLines : claim.ourLines;
  const total = side === 'carrier' ? claim.totals.carrierScope : claim.totals.ourScope;
  const headingId = `claim-${claim.id}-scope-${side}`;
  return (
    <PanelSection
      headingId={headingId}
      title={SIDE_TITLES[side]}
      level={6}
      className="grid content-start gap-2"
      action={
        editing ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {side === 'carrier' ? 'Edit carrier lines' : 'Edit our lines'}
          </Button>
        )
      }
    >
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
    </PanelSection>
  );
}

/** The carrier's estimate beside ours, and what our scope asks for beyond it. */
export function ScopeComparison({ claim }: { claim: Claim }) {
  return (
    <PanelSection
      headingId={`claim-${claim.id}-scope`}
      title="Carrier’s scope and ours"
      className="grid gap-3"
      headerClassName="flex flex-wrap items-baseline justify-between gap-2"
      action={
        <p className="text-sm text-slate-700" data-testid="scope-difference">
          {scopeDifferenceText(claim.totals.scopeDifference)}
        </p>
      }
    >
      <div className="grid gap-4 xl:grid-cols-2">
        <ScopeSidePanel claim={claim} side="carrier" />
        <ScopeSidePanel claim={claim} side="ours" />
      </div>
    </PanelSection>
  );
}
