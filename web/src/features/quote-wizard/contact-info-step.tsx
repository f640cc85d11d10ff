import { TextField } from '../../components/ui/form-controls.tsx';
import { fieldId } from './quote-form-state.ts';
import type { StepProps } from './step-props.ts';

export function ContactInfoStep({ values, errors, setValue }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={fieldId('firstName')}
        label="First name"
        required
        autoComplete="given-name"
        value={values.firstName}
        onValueChange={(value) => setValue('firstName', value)}
        error={errors.firstName}
      />
      <TextField
        id={fieldId('lastName')}
        label="Last name"
        required
        autoComplete="family-name"
        value={values.lastName}
        onValueChange={(value) => setValue('lastName', value)}
        error={errors.lastName}
      />
      <TextField
        id={fieldId('phone')}
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        placeholder="(904) 555-0100"
        value={values.phone}
        onValueChange={(value) => setValue('phone', value)}
        error={errors.phone}
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onValueChange={(value) => setValue('email', value)}
        error={errors.email}
      />
      <TextField
        id={fieldId('streetAddress')}
        label="Street address"
        required
        autoComplete="street-address"
        className="sm:col-span-2"
        value={values.streetAddress}
        onValueChange={(value) => setValue('streetAddress', value)}
        error={errors.streetAddress}
      />
      <TextField
        id={fieldId('city')}
        label="City"
        required
        autoComplete="address-level2"
        className="sm:col-span-2"
        value={values.city}
        onValueChange={(value) => setValue('city', value)}
        error={errors.city}
      />
      <TextField
        id={fieldId('state')}
        label="State"
        required
        autoComplete="address-level1"
        maxLength={2}
        value={values.state}
        onValueChange={(value) => setValue('state', value.toUpperCase())}
        error={errors.state}
      />
      <TextField
        id={fieldId('zipCode')}
        label="ZIP code"
        required
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        placeholder="32250"
        value={values.zipCode}
        onValueChange={(value) => setValue('zipCode', value)}
        error={errors.zipCode}
      />
    </div>
  );
}
