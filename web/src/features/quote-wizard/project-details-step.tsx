import { COMPANY, PROPERTY_TYPES, ROOF_MATERIALS, SERVICE_TYPES } from '@roofing/contracts';
import {
  FormCheckboxField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../components/ui/hook-form-fields.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { useOptionLabels } from './option-labels.ts';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';

export function ProjectDetailsStep({ control }: StepProps) {
  const t = useT(messages);
  const serviceTypes = useOptionLabels(SERVICE_TYPES);
  const propertyTypes = useOptionLabels(PROPERTY_TYPES);
  const roofMaterials = useOptionLabels(ROOF_MATERIALS);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormSelectField
        control={control}
        name="serviceType"
        id={fieldId('serviceType')}
        label={t('serviceType')}
        required
        placeholder={t('serviceTypePlaceholder')}
        options={serviceTypes}
      />
      <FormSelectField
        control={control}
        name="propertyType"
        id={fieldId('propertyType')}
        label={t('propertyType')}
        required
        placeholder={t('propertyTypePlaceholder')}
        options={propertyTypes}
      />
      <FormSelectField
        control={control}
        name="currentRoofMaterial"
        id={fieldId('currentRoofMaterial')}
        label={t('currentRoofMaterial')}
        placeholder={t('currentRoofMaterialPlaceholder')}
        options={roofMaterials}
      />
      <FormTextField
        control={control}
        name="roofAge"
        id={fieldId('roofAge')}
        label={t('roofAge')}
        type="number"
        inputMode="numeric"
        min={0}
        max={150}
        step={1}
        placeholder={t('roofAgePlaceholder')}
      />
      <FormTextAreaField
        control={control}
        name="projectDescription"
        id={fieldId('projectDescription')}
        label={t('projectDescription')}
        className="sm:col-span-2"
        placeholder={t('projectDescriptionPlaceholder')}
        maxLength={2000}
      />
      <FormCheckboxField
        control={control}
        name="isVeteran"
        id={fieldId('isVeteran')}
        label={t('veteran', { percent: COMPANY.discounts.veterans })}
        description={t('veteranNote')}
      />
      <FormCheckboxField
        control={control}
        name="isSenior"
        id={fieldId('isSenior')}
        label={t('senior', { percent: COMPANY.discounts.seniors })}
        description={t('seniorNote')}
      />
    </div>
  );
}
