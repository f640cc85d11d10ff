import type { InputHTMLAttributes } from 'react';
import { FormField, inputClass } from './form-field.tsx';

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
}

type TextFieldProps = BaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextField({
  id,
  label,
  value,
  onValueChange,
  required,
  error,
  hint,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      {(describedBy) => (
        <input
          id={id}
          name={id}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...inputProps}
        />
      )}
    </FormField>
  );
}

interface TextAreaFieldProps extends BaseProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}

export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  required,
  error,
  hint,
  className,
  rows = 4,
  placeholder,
  maxLength,
}: TextAreaFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      {(describedBy) => (
        <textarea
          id={id}
          name={id}
          rows={rows}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => onValueChange(event.target.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

interface SelectFieldProps extends BaseProps {
  options: readonly { readonly value: string; readonly label: string }[];
  placeholder: string;
}

export function SelectField({
  id,
  label,
  value,
  onValueChange,
  required,
  error,
  hint,
  className,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      {(describedBy) => (
        <select
          id={id}
          name={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${value === '' ? 'text-slate-600' : ''}`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}

export function CheckboxField({
  id,
  label,
  description,
  checked,
  onCheckedChange,
  error,
}: CheckboxFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border p-4 ${checked ? 'border-ocean-600 bg-ocean-100/50' : 'border-slate-300 bg-white'}`}
    >
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={descriptionId}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-5 shrink-0 accent-navy-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-700">
            {description}
          </p>
        )}
        {error && <p className="mt-1 text-sm font-medium text-danger-700">{error}</p>}
      </div>
    </div>
  );
}
