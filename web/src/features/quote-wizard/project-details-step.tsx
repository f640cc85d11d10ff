import { COMPANY, PROPERTY_TYPES, ROOF_MATERIALS, SERVICE_TYPES } from '@roofing/contracts';
import {
  FormCheckboxField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../components/ui/hook-form-fields.tsx';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';

export function ProjectDetailsStep({ control }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormSelectField
        control={control}
        name="serviceType"
        id={fieldId('serviceType')}
        label="Service type"
        required
        placeholder="Select a service"
        options={SERVICE_TYPES}
      />
      <FormSelectField
        control={control}
        name="propertyType"
        id={fieldId('propertyType')}
        label="Property type"
        required
        placeholder="Select a property type"
        options={PROPERTY_TYPES}
      />
      <FormSelectField
        control={control}
        name="currentRoofMaterial"
        id={fieldId('currentRoofMaterial')}
        label="Current roof material"
        placeholder="Select a material (optional)"
        options={ROOF_MATERIALS}
      />
      <FormTextField
        control={control}
        name="roofAge"
        id={fieldId('roofAge')}
        label="Roof age (years)"
        type="number"
        inputMode="numeric"
        min={0}
        max={150}
        step={1}
        placeholder="e.g. 15"
      />
      <FormTextAreaField
        control={control}
        name="projectDescription"
        id={fieldId('projectDescription')}
        label="Project description"
        className="sm:col-span-2"
        placeholder="Tell us about leaks, storm damage, missing shingles, or what you'd like done."
        maxLength={2000}
      />
      <FormCheckboxField
        control={control}
        name="isVeteran"
        id={fieldId('isVeteran')}
        label={`I'm a veteran or active military (${COMPANY.discounts.veterans}% discount)`}
        description="Our thank-you for your service."
      />
      <FormCheckboxField
        control={control}
        name="isSenior"
        id={fieldId('isSenior')}
        label={`I'm a senior, 65 or older (${COMPANY.discounts.seniors}% discount)`}
        description="Applied to your written estimate."
      />
    </div>
  );
}
