import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import {
  CheckboxField,
  type CheckboxFieldProps,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './form-controls.tsx';
import { FormField } from './form-field.tsx';
import { SelectMenu } from './select-menu.tsx';

/**
 * The form controls bound to a react-hook-form field: the form holds the value, the resolver's
 * message for the field shows as its error, and the control's element is the field's ref (so
 * the form can focus it).
 */
interface Bound<T extends FieldValues, Sent extends FieldValues> {
  control: Control<T, unknown, Sent>;
  name: FieldPath<T>;
}

/** What a text control shows for a field's value: the form keeps text as typed. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The props a bound control takes over from the form. */
type Managed = 'value' | 'onValueChange' | 'onBlur' | 'error' | 'ref';

function useBoundField<T extends FieldValues, Sent extends FieldValues>({
  control,
  name,
}: UseControllerProps<T, FieldPath<T>, Sent>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message };
}

/** The props a text-valued control (input, textarea, select) takes from its form field. */
function useBoundText<T extends FieldValues, Sent extends FieldValues>(
  bound: Bound<T, Sent>,
  normalize: (value: string) => string = (value) => value,
) {
  const { field, error } = useBoundField(bound);
  return {
    ref: field.ref,
    value: textOf(field.value),
    onValueChange: (value: string) => field.onChange(normalize(value)),
    onBlur: field.onBlur,
    error,
  };
}

export function FormTextField<T extends FieldValues, Sent extends FieldValues = T>({
  control,
  name,
  normalize,
  ...props
}: Bound<T, Sent> &
  Omit<TextFieldProps, Managed | 'name'> & {
    /** Rewrites what is typed before the form keeps it (e.g. upper-case a state code). */
    normalize?: (value: string) => string;
  }) {
  return <TextField {...props} {...useBoundText({ control, name }, normalize)} />;
}

export function FormTextAreaField<T extends FieldValues, Sent extends FieldValues = T>({
  control,
  name,
  ...props
}: Bound<T, Sent> & Omit<TextAreaFieldProps, Managed>) {
  return <TextAreaField {...props} {...useBoundText({ control, name })} />;
}

export function FormSelectField<T extends FieldValues, Sent extends FieldValues = T>({
  control,
  name,
  ...props
}: Bound<T, Sent> & Omit<SelectFieldProps, Managed>) {
  return <SelectField {...props} {...useBoundText({ control, name })} />;
}

export function FormCheckboxField<T extends FieldValues, Sent extends FieldValues = T>({
  control,
  name,
  ...props
}: Bound<T, Sent> & Omit<CheckboxFieldProps, 'checked' | 'onCheckedChange' | Managed>) {
  const { field, error } = useBoundField({ control, name });
  return (
    <CheckboxField
      {...props}
      ref={field.ref}
      checked={field.value === true}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A date (YYYY-MM-DD as the browser's date picker gives it), bound to a form field. */
export function FormDateField<T extends FieldValues, Sent extends FieldValues = T>(
  props: Bound<T, Sent> & Omit<TextFieldProps, Managed | 'name' | 'type'>,
) {
  return <FormTextField {...props} type="date" />;
}

/** A time of day (HH:MM), bound to a form field. */
export function FormTimeField<T extends FieldValues, Sent extends FieldValues = T>(
  props: Bound<T, Sent> & Omit<TextFieldProps, Managed | 'name' | 'type'>,
) {
  return <FormTextField {...props} type="time" />;
}

/**
 * A Radix select (a listbox of options, for a value chosen from a short fixed list) bound to a
 * form field, with the label, hint and error of every field.
 */
export function FormSelectMenuField<T extends FieldValues, Sent extends FieldValues = T>({
  control,
  name,
  id,
  label,
  hint,
  options,
  placeholder,
  className,
}: Bound<T, Sent> & {
  id: string;
  label: string;
  hint?: string;
  options: readonly { readonly value: string; readonly label: string }[];
  placeholder?: string;
  className?: string;
}) {
  const { field, error } = useBoundField({ control, name });
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <SelectMenu
          id={id}
          value={textOf(field.value)}
          onValueChange={field.onChange}
          options={options}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      )}
    </FormField>
  );
}
