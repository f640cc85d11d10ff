import { COMPANY, PROPERTY_TYPES, ROOF_MATERIALS, SERVICE_TYPES } from '@roofing/contracts';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-controls.tsx';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';

export function ProjectDetailsStep({ values, errors, setValue }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        id={fieldId('serviceType')}
        label="Service type"
        required
        placeholder="Select a service"
        options={SERVICE_TYPES}
        value={values.serviceType}
        onValueChange={(value) => setValue('serviceType', value)}
        error={errors.serviceType}
      />
      <SelectField
        id={fieldId('propertyType')}
        label="Property type"
        required
        placeholder="Select a property type"
        options={PROPERTY_TYPES}
        value={values.propertyType}
        onValueChange={(value) => setValue('propertyType', value)}
        error={errors.propertyType}
      />
      <SelectField
        id={fieldId('currentRoofMaterial')}
        label="Current roof material"
        placeholder="Select a material (optional)"
        options={ROOF_MATERIALS}
        value={values.currentRoofMaterial}
        onValueChange={(value) => setValue('currentRoofMaterial', value)}
        error={errors.currentRoofMaterial}
      />
      <TextField
        id={fieldId('roofAge')}
        label="Roof age (years)"
        type="number"
        inputMode="numeric"
        min={0}
        max={150}
        step={1}
        placeholder="e.g. 15"
        value={values.roofAge}
        onValueChange={(value) => setValue('roofAge', value)}
        error={errors.roofAge}
      />
      <TextAreaField
        id={fieldId('projectDescription')}
        label="Project description"
        className="sm:col-span-2"
        placeholder="Tell us about leaks, storm damage, missing shingles, or what you'd like done."
        maxLength={2000}
        value={values.projectDescription}
        onValueChange={(value) => setValue('projectDescription', value)}
        error={errors.projectDescription}
      />
      <CheckboxField
        id={fieldId('isVeteran')}
        label={`I'm a veteran or active military (${COMPANY.discounts.veterans}% discount)`}
        description="Our thank-you for your service."
        checked={values.isVeteran}
        onCheckedChange={(checked) => setValue('isVeteran', checked)}
        error={errors.isVeteran}
      />
      <CheckboxField
        id={fieldId('isSenior')}
        label={`I'm a senior, 65 or older (${COMPANY.discounts.seniors}% discount)`}
        description="Applied to your written estimate."
        checked={values.isSenior}
        onCheckedChange={(checked) => setValue('isSenior', checked)}
        error={errors.isSenior}
      />
    </div>
  );
}
