import { PREFERRED_TIMES } from '@roofing/contracts';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-controls.tsx';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';
import { WhatHappensNext } from './what-happens-next.tsx';

/** Today as YYYY-MM-DD in the visitor's time zone, the earliest date worth offering. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ScheduleStep({ values, errors, setValue }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={fieldId('preferredDate')}
        label="Preferred date"
        type="date"
        min={today()}
        value={values.preferredDate}
        onValueChange={(value) => setValue('preferredDate', value)}
        error={errors.preferredDate}
      />
      <SelectField
        id={fieldId('preferredTime')}
        label="Preferred time"
        placeholder="Any time"
        options={PREFERRED_TIMES}
        value={values.preferredTime}
        onValueChange={(value) => setValue('preferredTime', value)}
        error={errors.preferredTime}
      />
      <TextAreaField
        id={fieldId('specialInstructions')}
        label="Special instructions"
        className="sm:col-span-2"
        rows={3}
        maxLength={1000}
        placeholder="Gate codes, pets, best way to reach you…"
        value={values.specialInstructions}
        onValueChange={(value) => setValue('specialInstructions', value)}
        error={errors.specialInstructions}
      />
      <div className="sm:col-span-2">
        <WhatHappensNext />
      </div>
    </div>
  );
}
