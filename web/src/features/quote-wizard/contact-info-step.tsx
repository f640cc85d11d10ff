import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/ui/hook-form-fields.tsx';
import { TextConsentField } from '../../components/ui/text-consent-field.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useOutsideServiceAreaWarning } from '../service-area/use-zip-coverage.ts';
import { messages } from './messages.ts';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';

export function ContactInfoStep({ control }: StepProps) {
  const zipCode = useWatch({ control, name: 'zipCode' });
  const outsideAreaWarning = useOutsideServiceAreaWarning(zipCode);
  const t = useT(messages);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="firstName"
        id={fieldId('firstName')}
        label={t('firstName')}
        required
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name="lastName"
        id={fieldId('lastName')}
        label={t('lastName')}
        required
        autoComplete="family-name"
      />
      <FormTextField
        control={control}
        name="phone"
        id={fieldId('phone')}
        label={t('phone')}
        type="tel"
        required
        autoComplete="tel"
        placeholder="(904) 555-0100"
      />
      <FormTextField
        control={control}
        name="email"
        id={fieldId('email')}
        label={t('email')}
        type="email"
        required
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
      />
      <FormTextField
        control={control}
        name="streetAddress"
        id={fieldId('streetAddress')}
        label={t('streetAddress')}
        required
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name="city"
        id={fieldId('city')}
        label={t('city')}
        required
        autoComplete="address-level2"
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name="state"
        id={fieldId('state')}
        label={t('state')}
        required
        autoComplete="address-level1"
        maxLength={2}
        normalize={(value) => value.toUpperCase()}
      />
      <FormTextField
        control={control}
        name="zipCode"
        id={fieldId('zipCode')}
        label={t('zipCode')}
        required
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        placeholder="32250"
        warning={outsideAreaWarning}
      />
      <TextConsentField
        control={control}
        name="textUpdates"
        id={fieldId('textUpdates')}
        className="sm:col-span-2"
      />
    </div>
  );
}
