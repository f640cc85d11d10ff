import { TextField } from '../../components/ui/form-controls.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

/** The spec's rule: a manual roof size is a number; anything non-numeric counts as 0. */
export function manualSquares(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const squares = Number(value);
  return Number.isFinite(squares) ? squares : 0;
}

interface ManualRoofSizeProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** Roof size typed in squares (public-site §5: a number, minimum 1). */
export function ManualRoofSize({ value, onValueChange, error }: ManualRoofSizeProps) {
  const t = useT(messages);
  return (
    <TextField
      id="iq-roof-squares"
      label={t('manualLabel')}
      type="number"
      inputMode="decimal"
      min={1}
      step="any"
      required
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={t('manualHint')}
      className="max-w-xs"
    />
  );
}
