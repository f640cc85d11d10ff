import { TextField } from '../../components/ui/form-controls.tsx';

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
  return (
    <TextField
      id="iq-roof-squares"
      label="Roof size (squares)"
      type="number"
      inputMode="decimal"
      min={1}
      step="any"
      required
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint="One square is 100 sq ft of roof. A 2,000 sq ft home is about 20-25 squares."
      className="max-w-xs"
    />
  );
}
