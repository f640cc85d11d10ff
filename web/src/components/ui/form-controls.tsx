import type { ChangeEvent, InputHTMLAttributes } from 'react';
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

/** What the label/hint/error wrapper needs from a field's props. */
const wrapperProps = ({ id, label, required, error, hint, className }: BaseProps) => ({
  id,
  label,
  required,
  error,
  hint,
  className,
});

/** The attributes every text-like control shares: name, value, change handler, validity. */
function controlProps(field: BaseProps, describedBy: string | undefined) {
  return {
    id: field.id,
    name: field.id,
    value: field.value,
    required: field.required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      field.onValueChange(event.target.value),
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy,
  };
}

type TextFieldProps = BaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextField(props: TextFieldProps) {
  // Everything that is not one of the field's own props goes to the input as it is.
  const {
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
  } = props;
  return (
    <FormField {...wrapperProps(props)}>
      {(describedBy) => (
        <input
          {...controlProps(props, describedBy)}
          type={type}
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

export function TextAreaField(props: TextAreaFieldProps) {
  const { rows = 4, placeholder, maxLength } = props;
  return (
    <FormField {...wrapperProps(props)}>
      {(describedBy) => (
        <textarea
          {...controlProps(props, describedBy)}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
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

export function SelectField(props: SelectFieldProps) {
  const { value, options, placeholder } = props;
  return (
    <FormField {...wrapperProps(props)}>
      {(describedBy) => (
        <select
          {...controlProps(props, describedBy)}
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
