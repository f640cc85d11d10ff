import type { ComponentProps } from 'react';
import { Button } from './button.tsx';

/**
 * A form's submit button while its request runs: disabled, and reading `pendingLabel` (e.g.
 * "Sending...") instead of `label`, so a second press cannot send twice. `disabled` keeps it
 * off at other times too (nothing to send yet).
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
