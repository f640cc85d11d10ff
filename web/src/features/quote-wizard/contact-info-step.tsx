import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/ui/hook-form-fields.tsx';
import {
  OUTSIDE_SERVICE_AREA_WARNING,
  useOutsideServiceArea,
} from '../service-area/use-zip-coverage.ts';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';

export function ContactInfoStep({ control }: StepProps) {
  const zipCode = useWatch({ control, name: 'zipCode' });
  const outsideArea = useOutsideServiceArea(zipCode);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="firstName"
        id={fieldId('firstName')}
        label="First name"
        required
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name="lastName"
        id={fieldId('lastName')}
        label="Last name"
        required
        autoComplete="family-name"
      />
      <FormTextField
        control={control}
        name="phone"
        id={fieldId('phone')}
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        placeholder="(904) 555-0100"
      />
      <FormTextField
        control={control}
        name="email"
        id={fieldId('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
      />
      <FormTextField
        control={control}
        name="streetAddress"
        id={fieldId('streetAddress')}
        label="Street address"
        required
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name="city"
        id={fieldId('city')}
        label="City"
        required
        autoComplete="address-level2"
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name="state"
        id={fieldId('state')}
        label="State"
        required
        autoComplete="address-level1"
        maxLength={2}
        normalize={(value) => value.toUpperCase()}
      />
      <FormTextField
        control={control}
        name="zipCode"
        id={fieldId('zipCode')}
        label="ZIP code"
        required
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        placeholder="32250"
        warning={outsideArea ? OUTSIDE_SERVICE_AREA_WARNING : ''}
      />
    </div>
  );
}
