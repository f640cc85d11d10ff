import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { ApiError } from '../../api/client.ts';

export interface ServerFieldErrorOptions<Values extends FieldValues> {
  /** Which of the server's field names the form has; by default every one it sends. */
  isField?: (name: string) => boolean;
  /** Server field names the form calls otherwise (`{ employeeRef: 'employee' }`). */
  rename?: Readonly<Record<string, FieldPath<Values>>>;
  /**
   * When none of the messages belongs to a field of the form, the form's root error says the
   * server's message, or this text. Without it the caller tells the failure its own way.
   */
  fallback?: string;
  /** Say the failure at the root even when fields got messages (a form with one notice). */
  alwaysRoot?: boolean;
}

/**
 * The field messages of a refused request, keyed by the server's field names: those of any
 * ApiError that carries them (a 400, or a 409 naming the taken field), else those of a 400
 * found in the error's text.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (error instanceof ApiError) return error.fields;
  return fieldErrorsOf(error);
}

/**
 * After the server refused a form's body: its field messages show at the form's own fields (the
 * first of them gets focus), so the browser and the server speak at the same place. Returns
 * how many fields got a message.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  {
    isField = () => true,
    rename = {},
    fallback,
    alwaysRoot = false,
  }: ServerFieldErrorOptions<Values> = {},
): number {
  let shown = 0;
  for (const [field, message] of Object.entries(serverFieldMessages(error))) {
    const name = rename[field] ?? field;
    if (!isField(name)) continue;
    setError(name as FieldPath<Values>, { type: 'server', message }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  if ((shown === 0 || alwaysRoot) && fallback !== undefined) {
    const message = (error instanceof ApiError && error.serverMessage) || fallback;
    setError('root', { type: 'server', message });
  }
  return shown;
}
