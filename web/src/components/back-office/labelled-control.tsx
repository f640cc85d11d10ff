import type { ReactNode } from 'react';

/**
 * A control inside its label, with a hint and the field's error under it: for compact
 * back-office forms whose controls are registered with react-hook-form (`register`) and whose
 * label text is the accessible name as written ("Employee *"). Give the control
 * `aria-invalid` and `aria-describedby={errorId}` when there is an error (see `invalidProps`).
 */
export function LabelledControl({
  label,
  hint,
  error,
  errorId,
  className = '',
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the label's child, passed in.
    <label className={`grid gap-1 ${className}`}>
      <span className="font-semibold text-navy-900">{label}</span>
      {children}
      {hint ? <span className="text-xs text-slate-600">{hint}</span> : null}
      {error ? (
        <span id={errorId} className="text-xs text-danger-700">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** The attributes that tie a control to its error message, when it has one. */
export const invalidProps = (error: string | undefined, errorId: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

type ErrorsByName = Partial<Record<string, { message?: string } | undefined>>;

/**
 * For a form of LabelledControls: `field(name)` gives a control's error and its id,
 * `control(name)` the attributes that tie the control to it. `prefix` keeps ids unique (useId).
 */
export function controlErrors<Name extends string>(errors: object, prefix: string) {
  const messageOf = (name: Name) => (errors as ErrorsByName)[name]?.message;
  return {
    field: (name: Name) => ({ error: messageOf(name), errorId: `${prefix}-${name}-error` }),
    control: (name: Name) => invalidProps(messageOf(name), `${prefix}-${name}-error`),
  };
}

/** A form's own failure (the root error), said once under its fields. */
export function FormAlert({ message, className = '' }: { message?: string; className?: string }) {
  return message ? (
    <p role="alert" className={`text-danger-700 ${className}`}>
      {message}
    </p>
  ) : null;
}
