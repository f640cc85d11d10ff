import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { useT } from '../../i18n/catalogue.ts';
import { useFieldErrorText } from '../../i18n/field-errors/field-errors.ts';
import { FormField, inputClass } from './form-field.tsx';
import { messages } from './messages.ts';

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  /** A non-blocking notice under the field; see FormField. */
  warning?: string;
  hint?: string;
  className?: string;
  /**
   * The longest text the field takes (the contract's limit): the control refuses more, and the
   * hint shows how much is used ("120 of 2000 characters").
   */
  limit?: number;
}

/** "120 of 2000 characters", after the field's own hint, in the page's language. */
function useHintWithCount({ hint, limit, value }: BaseProps): string | undefined {
  const t = useT(messages);
  return limit === undefined
    ? hint
    : [hint, t('characterCount', { used: String(value.length), limit: String(limit) })]
        .filter(Boolean)
        .join(' · ');
}

/** What the label/hint/error wrapper needs from a field's props. */
function useWrapperProps(props: BaseProps) {
  return {
    id: props.id,
    label: props.label,
    required: props.required,
    error: props.error,
    warning: props.warning,
    hint: useHintWithCount(props),
    className: props.className,
  };
}

/** The attributes every text-like control shares: name, value, change handler, validity. */
function controlProps(field: BaseProps, describedBy: string | undefined) {
  return {
    id: field.id,
    name: field.id,
    value: field.value,
    required: field.required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      field.onValueChange(event.target.value),
    onBlur: field.onBlur,
    maxLength: field.limit,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy,
  };
}

export type TextFieldProps = BaseProps &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'value' | 'onChange' | 'onBlur' | 'className'
  > & {
    ref?: Ref<HTMLInputElement>;
  };

export function TextField(props: TextFieldProps) {
  // Everything that is not one of the field's own props goes to the input as it is.
  const {
    id,
    label,
    value,
    onValueChange,
    onBlur,
    required,
    error,
    warning,
    hint,
    className,
    limit,
    type = 'text',
    ...inputProps
  } = props;
  return (
    <FormField {...useWrapperProps(props)}>
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

export interface TextAreaFieldProps extends BaseProps {
  ref?: Ref<HTMLTextAreaElement>;
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { rows = 4, placeholder, ref } = props;
  const maxLength = props.maxLength ?? props.limit;
  return (
    <FormField {...useWrapperProps(props)}>
      {(describedBy) => (
        <textarea
          {...controlProps(props, describedBy)}
          ref={ref}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

export interface SelectFieldProps extends BaseProps {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { readonly value: string; readonly label: string }[];
  placeholder: string;
}

export function SelectField(props: SelectFieldProps) {
  const { value, options, placeholder, ref } = props;
  return (
    <FormField {...useWrapperProps(props)}>
      {(describedBy) => (
        <select
          {...controlProps(props, describedBy)}
          ref={ref}
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

export interface CheckboxFieldProps {
  id: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}

export function CheckboxField({
  id,
  ref,
  onBlur,
  label,
  description,
  checked,
  onCheckedChange,
  error,
}: CheckboxFieldProps) {
  const errorText = useFieldErrorText();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border p-4 ${checked ? 'border-ocean-600 bg-ocean-100/50' : 'border-slate-300 bg-white'}`}
    >
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        ref={ref}
        onChange={(event) => onCheckedChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={describedBy}
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
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
            {errorText(error)}
          </p>
        )}
      </div>
    </div>
  );
}
