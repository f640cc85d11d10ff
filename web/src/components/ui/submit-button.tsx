import type { ComponentProps } from 'react';
import { Button } from './button.tsx';

/**
 * A form's submit button while its request runs: disabled, and reading `pendingLabel` (e.g.
 * "Sending...") instead of `label`, so a second press cannot send twice.
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'disabled' | 'children'> & {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
