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
import { INTL_LOCALE } from '@roofing/contracts/locale';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { requestInspection } from '../../api/portal.ts';
import { useToast } from '../../app/toast.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextConsentField } from '../../components/ui/text-consent-field.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { formatterFor } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

type Key = Extract<keyof typeof messages.en, string>;

const EMPTY: InspectionRequestInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  propertyAddress: '',
  inspectionType: '' as InspectionRequestInput['inspectionType'],
  urgencyLevel: '' as InspectionRequestInput['urgencyLevel'],
  description: '',
  preferredDate: '',
  // The unticked "Text me updates" box (issue 24).
  textUpdates: false,
};

type FieldName = keyof InspectionRequestInput;

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
  const t = useT(messages);
  const locale = useLocale();
  const intl = formatterFor(INTL_LOCALE[locale]);
  // English keeps the contracts' words exactly; Spanish names each type and urgency itself.
  const typeLabel = (option: (typeof INSPECTION_TYPES)[number]) =>
    locale === 'en'
      ? inspectionTypeWithPrice(option)
      : option.startingPrice === 0
        ? t('priceFree', { type: t(`inspection_${option.value}` as Key) })
        : t('priceFrom', {
            type: t(`inspection_${option.value}` as Key),
            price: intl.formatNumber(option.startingPrice, {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: 0,
            }),
          });
  const [requestNumber, setRequestNumber] = useState<string | null>(null);
  // The confirmation with its number is drawn above the form, out of view on a phone once the
  // customer has scrolled to Submit: it is brought into view and given the focus.
  const received = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!requestNumber) return;
    received.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    received.current?.focus({ preventScroll: true });
  }, [requestNumber]);
  const form = useForm<InspectionRequestInput, unknown, InspectionRequest>({
    resolver: zodResolver(InspectionRequestSchema),
    defaultValues: { ...EMPTY, ...(inspectionType ? { inspectionType } : {}) },
  });
  const errors: FieldErrors<InspectionRequestInput> = form.formState.errors;

  const onValid = async (values: InspectionRequest) => {
    try {
      // The page's language goes with the request (issue 24).
      const answer = await requestInspection({ ...values, language: locale });
      toast({
        title: t('inspectionRequested'),
        description: t('inspectionRequestedText'),
      });
      setRequestNumber(answer.requestNumber);
      form.reset(EMPTY);
    } catch {
      toast({
        variant: 'destructive',
        title: t('submissionFailed'),
        description: t('submissionFailedText'),
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
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={t('inspectionForm')}>
      {requestNumber && (
        <p
          ref={received}
          tabIndex={-1}
          role="status"
          className="mb-5 rounded-xl bg-success-50 p-4 text-success-700 outline-none"
        >
          {t.rich('requestReceived', {
            number: () => <span className="font-mono font-semibold">{requestNumber}</span>,
          })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('customerName', t('name'))}>
          {(d) => <input {...control('customerName', d)} autoComplete="name" />}
        </FormField>
        <FormField {...field('customerEmail', t('email'))}>
          {(d) => <input {...control('customerEmail', d)} type="email" autoComplete="email" />}
        </FormField>
        <FormField {...field('customerPhone', t('phone'))}>
          {(d) => <input {...control('customerPhone', d)} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField {...field('preferredDate', t('preferredDate'))}>
          {(d) => <input {...control('preferredDate', d)} type="date" />}
        </FormField>
        <FormField {...field('propertyAddress', t('propertyAddress'))} className="sm:col-span-2">
          {(d) => <input {...control('propertyAddress', d)} autoComplete="street-address" />}
        </FormField>
        <FormField {...field('inspectionType', t('inspectionType'))}>
          {(d) => (
            <select {...control('inspectionType', d)}>
              <option value="">{t('selectInspectionType')}</option>
              {INSPECTION_TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {typeLabel(option)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('urgencyLevel', t('urgency'))}>
          {(d) => (
            <select {...control('urgencyLevel', d)}>
              <option value="">{t('selectUrgency')}</option>
              {URGENCY_LEVELS.map((option) => (
                <option key={option.value} value={option.value}>
                  {locale === 'en' ? option.label : t(`urgency_${option.value}` as Key)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('description', t('description'))} className="sm:col-span-2">
          {(d) => (
            <textarea
              {...control('description', d)}
              rows={4}
              placeholder={t('descriptionPlaceholder')}
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
        label={t('requestInspection')}
        pendingLabel={t('submitting')}
      />
    </form>
  );
}
