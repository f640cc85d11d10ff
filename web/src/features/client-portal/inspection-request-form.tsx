import { zodResolver } from '@hookform/resolvers/zod';
import {
  INSPECTION_TYPES,
  type InspectionRequest,
  type InspectionRequestInput,
  InspectionRequestSchema,
  type InspectionType,
  inspectionTypeWithPrice,
  URGENCY_LEVELS,
} from '@roofing/contracts';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { requestInspection } from '../../api/portal.ts';
import { useToast } from '../../app/toast.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextConsentField } from '../../components/ui/text-consent-field.tsx';
import { useLocale } from '../../i18n/locale-context.ts';

const EMPTY: InspectionRequestInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  propertyAddress: '',
  inspectionType: '' as InspectionRequestInput['inspectionType'],
  urgencyLevel: '' as InspectionRequestInput['urgencyLevel'],
  description: '',
  preferredDate: '',
};

type FieldName = keyof InspectionRequestInput;
/** With the unticked "Text me updates" box (issue 24), sent with the page's language. */
type InspectionFormValues = InspectionRequestInput & { textUpdates?: boolean };

/**
 * Request Inspection: all eight fields required, checked with the server's own schema. The type
 * list is the one the inspections page prices, each shown with its price; a page that already
 * knows the type (a price card's Schedule button) passes it in.
 */
export function InspectionRequestForm({
  inspectionType,
}: {
  inspectionType?: InspectionType;
} = {}) {
  const { toast } = useToast();
  const [requestNumber, setRequestNumber] = useState<string | null>(null);
  const locale = useLocale();
  const form = useForm<InspectionFormValues, unknown, InspectionRequest>({
    resolver: zodResolver(InspectionRequestSchema) as never,
    defaultValues: { ...EMPTY, textUpdates: false, ...(inspectionType ? { inspectionType } : {}) },
  });
  const errors: FieldErrors<InspectionRequestInput> = form.formState.errors;

  const onValid = async (values: InspectionRequest) => {
    try {
      const body = {
        ...values,
        textUpdates: form.getValues('textUpdates') === true,
        language: locale,
      };
      const answer = await requestInspection(body);
      toast({
        title: 'Inspection Requested',
        description: "We'll contact you within 24 hours to schedule your roof inspection.",
      });
      setRequestNumber(answer.requestNumber);
      form.reset({ ...EMPTY, textUpdates: false });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        description: 'Unable to submit inspection request. Please try again.',
      });
    }
  };

  const control = (name: FieldName, describedBy: string | undefined) => ({
    id: `inspection-${name}`,
    ...form.register(name),
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  });
  const field = (name: FieldName, label: string) => ({
    id: `inspection-${name}`,
    label,
    required: true,
    error: errors[name]?.message,
  });

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Request a roof inspection">
      {requestNumber && (
        <p role="status" className="mb-5 rounded-xl bg-success-50 p-4 text-success-700">
          Request <span className="font-mono font-semibold">{requestNumber}</span> received. We'll
          contact you within 24 hours to schedule your roof inspection.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('customerName', 'Name')}>
          {(d) => <input {...control('customerName', d)} autoComplete="name" />}
        </FormField>
        <FormField {...field('customerEmail', 'Email')}>
          {(d) => <input {...control('customerEmail', d)} type="email" autoComplete="email" />}
        </FormField>
        <FormField {...field('customerPhone', 'Phone')}>
          {(d) => <input {...control('customerPhone', d)} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField {...field('preferredDate', 'Preferred date')}>
          {(d) => <input {...control('preferredDate', d)} type="date" />}
        </FormField>
        <FormField {...field('propertyAddress', 'Property address')} className="sm:col-span-2">
          {(d) => <input {...control('propertyAddress', d)} autoComplete="street-address" />}
        </FormField>
        <FormField {...field('inspectionType', 'Inspection type')}>
          {(d) => (
            <select {...control('inspectionType', d)}>
              <option value="">Select inspection type</option>
              {INSPECTION_TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {inspectionTypeWithPrice(option)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('urgencyLevel', 'Urgency')}>
          {(d) => (
            <select {...control('urgencyLevel', d)}>
              <option value="">Select urgency</option>
              {URGENCY_LEVELS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('description', 'Description')} className="sm:col-span-2">
          {(d) => (
            <textarea
              {...control('description', d)}
              rows={4}
              placeholder="What have you noticed? Leaks, missing shingles, storm damage..."
            />
          )}
        </FormField>
        <TextConsentField
          control={form.control}
          name="textUpdates"
          id="inspection-textUpdates"
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton
        variant="accent"
        size="lg"
        className="mt-5 w-full"
        pending={form.formState.isSubmitting}
        label="Request Inspection"
        pendingLabel="Submitting..."
      />
    </form>
  );
}
