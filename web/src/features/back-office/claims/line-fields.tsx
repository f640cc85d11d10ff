import { formatCents } from '@roofing/contracts';
import { type Control, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormSelectField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import {
  EMPTY_LINE,
  type LineValues,
  linesTotalCents,
  lineTotalCents,
  UNIT_OPTIONS,
} from './claim-format.ts';

/** Any form whose lines are scope lines (a side of the scope, a supplement). */
export interface LinesForm {
  lines: LineValues[];
}

/**
 * The editable lines of a scope or a supplement: description, quantity, unit and unit price
 * (dollars), each line's total and the sum computed as typed. `idPrefix` keeps ids unique.
 */
export function LineFields<T extends LinesForm, Body>({
  control,
  errors,
  idPrefix,
  legend,
  max,
  minLines = 0,
}: {
  control: Control<T, unknown, Body>;
  errors: FieldErrors<T>;
  idPrefix: string;
  legend: string;
  max: number;
  /** Lines that must stay (a supplement has at least one). */
  minLines?: number;
}) {
  // One view of the form's lines, whatever else the form holds.
  const lineControl = control as unknown as Control<LinesForm>;
  const lines = useFieldArray({ control: lineControl, name: 'lines' });
  const typed = useWatch({ control: lineControl, name: 'lines' }) ?? [];
  const listError =
    (errors as FieldErrors<LinesForm>).lines?.root?.message ??
    (errors as FieldErrors<LinesForm>).lines?.message;
  const errorId = `${idPrefix}-lines-error`;
  return (
    <fieldset
      className="grid gap-3 sm:col-span-2"
      aria-describedby={listError ? errorId : undefined}
    >
      <legend className="mb-1 font-semibold text-navy-900">{legend}</legend>
      {lines.fields.length === 0 ? (
        <p className="text-slate-700">No lines. Add the first one below.</p>
      ) : null}
      {lines.fields.map((line, index) => {
        const total = typed[index] ? lineTotalCents(typed[index]) : null;
        const id = `${idPrefix}-line-${index}`;
        return (
          <fieldset
            key={line.id}
            aria-label={`Line ${index + 1}`}
            className="grid items-end gap-2 rounded-lg border border-navy-100 bg-white p-3 sm:grid-cols-3"
          >
            <FormTextField
              control={lineControl}
              name={`lines.${index}.description`}
              id={`${id}-description`}
              label="Description"
              limit={300}
              className="sm:col-span-3"
            />
            <FormTextField
              control={lineControl}
              name={`lines.${index}.quantity`}
              id={`${id}-quantity`}
              label="Quantity"
              inputMode="decimal"
            />
            <FormSelectField
              control={lineControl}
              name={`lines.${index}.unit`}
              id={`${id}-unit`}
              label="Unit"
              placeholder="Choose a unit"
              options={UNIT_OPTIONS}
            />
            <FormTextField
              control={lineControl}
              name={`lines.${index}.unitPriceCents`}
              id={`${id}-price`}
              label="Unit price ($)"
              inputMode="decimal"
            />
            <p className="self-center text-slate-700 sm:col-span-2">
              Line total{' '}
              <span className="font-semibold text-navy-900" data-testid={`${id}-total`}>
                {total === null ? '—' : formatCents(total)}
              </span>
            </p>
            <Button
              variant="ghost"
              disabled={lines.fields.length <= minLines}
              onClick={() => lines.remove(index)}
            >
              Remove<span className="sr-only"> line {index + 1}</span>
            </Button>
          </fieldset>
        );
      })}
      {/* The list has no control to focus, so its message is announced as it appears. */}
      {listError ? (
        <p id={errorId} role="alert" className="font-medium text-danger-700">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          disabled={lines.fields.length >= max}
          onClick={() => lines.append({ ...EMPTY_LINE })}
        >
          Add line
        </Button>
        <p aria-live="polite" className="font-semibold text-navy-900">
          Lines total {formatCents(linesTotalCents(typed))}
        </p>
      </div>
    </fieldset>
  );
}
