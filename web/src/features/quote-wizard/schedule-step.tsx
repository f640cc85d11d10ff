import { businessToday, PREFERRED_TIMES } from '@roofing/contracts';
import {
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../components/ui/hook-form-fields.tsx';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';
import { WhatHappensNext } from './what-happens-next.tsx';

export function ScheduleStep({ control }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="preferredDate"
        id={fieldId('preferredDate')}
        label="Preferred date"
        type="date"
        // The earliest date the schema accepts: today where the business is.
        min={businessToday()}
      />
      <FormSelectField
        control={control}
        name="preferredTime"
        id={fieldId('preferredTime')}
        label="Preferred time"
        placeholder="Any time"
        options={PREFERRED_TIMES}
      />
      <FormTextAreaField
        control={control}
        name="specialInstructions"
        id={fieldId('specialInstructions')}
        label="Special instructions"
        className="sm:col-span-2"
        rows={3}
        maxLength={1000}
        placeholder="Gate codes, pets, best way to reach you…"
      />
      <div className="sm:col-span-2">
        <WhatHappensNext />
      </div>
    </div>
  );
}
