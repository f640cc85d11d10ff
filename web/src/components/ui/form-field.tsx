import type { ReactNode } from 'react';
import { useFieldErrorText } from '../../i18n/field-errors/field-errors.ts';

export const inputClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /**
   * A notice that does not block sending (e.g. a ZIP outside the service area). Pass '' while
   * there is nothing to say: the live region is then in place before the notice arrives, which
   * is what makes screen readers announce it. Undefined leaves the region out.
   */
  warning?: string;
  hint?: string;
  className?: string;
  /** Receives the ids the control must point to with aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, required mark, hint and error message around one form control. */
export function FormField({
  id,
  label,
  required,
  error,
  warning,
  hint,
  className = '',
  children,
}: FormFieldProps) {
  // The schemas' and the server's English messages, in the page's language.
  const errorText = useFieldErrorText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const describedBy = [hintId, errorId, warningId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      {/* The asterisk sits outside the label: the control's `required` already tells assistive tech. */}
      <div className="mb-1.5 flex gap-0.5 text-sm font-semibold text-slate-800">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-coral-600">
            *
          </span>
        )}
      </div>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
          {errorText(error)}
        </p>
      )}
      {warning !== undefined && (
        <div aria-live="polite">
          {warning && (
            <p
              id={warningId}
              className="mt-1.5 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              <span aria-hidden="true" className="font-bold">
                !
              </span>
              {warning}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
