import type { FieldErrors, QuoteFormValues } from './quote-form-state.ts';

export interface StepProps {
  values: QuoteFormValues;
  errors: FieldErrors;
  setValue: <K extends keyof QuoteFormValues>(field: K, value: QuoteFormValues[K]) => void;
}
