import { EASTERN_LABEL } from '@roofing/contracts';
import type { ComponentProps } from 'react';
import { inputClass } from '../../components/ui/form-field.tsx';

/**
 * A visit's date and time as staff type it: a datetime-local field holding Florida (Eastern)
 * wall time whatever this computer's zone, with the zone written next to it. The value goes to
 * the API as typed ("2026-12-03T14:00") and is read there in America/New_York.
 */
export function VisitTimeInput({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | undefined } & Omit<
  ComponentProps<'input'>,
  'id' | 'type'
>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label} ({EASTERN_LABEL})
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="datetime-local"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={inputClass}
          {...input}
        />
        <span aria-hidden="true" className="text-sm font-semibold text-navy-900">
          {EASTERN_LABEL}
        </span>
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Eastern time (Florida), whatever this computer's clock says.
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
