import { useT } from '../../i18n/catalogue.ts';
import { Button } from './button.tsx';
import { messages } from './messages.ts';
import { SubmitButton } from './submit-button.tsx';

/**
 * The end of a form: its form-level error as an alert, then its submit button, which is disabled
 * and reads `pendingLabel` while the form sends; `onCancel` adds a Cancel button beside it. In a
 * two-column grid both span the full width (`spanColumns`, the default).
 */
export function FormActions({
  error,
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
  spanColumns = true,
}: {
  error?: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
  spanColumns?: boolean;
}) {
  const t = useT(messages);
  const span = spanColumns ? 'sm:col-span-2' : '';
  return (
    <>
      {error ? (
        <p role="alert" className={`text-danger-700 ${span}`.trim()}>
          {error}
        </p>
      ) : null}
      <div className={`${onCancel ? 'flex gap-2 ' : ''}${span}`.trim() || undefined}>
        <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
