import { businessToday, PREFERRED_TIMES } from '@roofing/contracts';
import {
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../components/ui/hook-form-fields.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { useOptionLabels } from './option-labels.ts';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';
import { WhatHappensNext } from './what-happens-next.tsx';

export function ScheduleStep({ control }: StepProps) {
  const t = useT(messages);
  const preferredTimes = useOptionLabels(PREFERRED_TIMES);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="preferredDate"
        id={fieldId('preferredDate')}
        label={t('preferredDate')}
        type="date"
        // The earliest date the schema accepts: today where the business is.
        min={businessToday()}
      />
      <FormSelectField
        control={control}
        name="preferredTime"
        id={fieldId('preferredTime')}
        label={t('preferredTime')}
        placeholder={t('anyTime')}
        options={preferredTimes}
      />
      <FormTextAreaField
        control={control}
        name="specialInstructions"
        id={fieldId('specialInstructions')}
        label={t('specialInstructions')}
        className="sm:col-span-2"
        rows={3}
        maxLength={1000}
        placeholder={t('specialInstructionsPlaceholder')}
      />
      <div className="sm:col-span-2">
        <WhatHappensNext />
      </div>
    </div>
  );
}
