import type { QuoteRequestInput } from '@roofing/contracts';
import type { Control } from 'react-hook-form';
import type { QuoteFormValues } from './quote-form-state.ts';

/** A step's fields bind to the wizard's form, which sends a QuoteRequestInput. */
export interface StepProps {
  control: Control<QuoteFormValues, unknown, QuoteRequestInput>;
}
