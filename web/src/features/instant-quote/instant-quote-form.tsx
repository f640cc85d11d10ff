import type { InstantQuote, InstantQuoteRequestInput } from '@roofing/contracts';
import {
  type InstantQuoteMaterial,
  InstantQuoteRequestSchema,
} from '@roofing/contracts/http/instant-quote';
import { roofSquaresOf } from '@roofing/contracts/roof-area';
import { type FormEvent, useRef, useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import {
  useGenerateInstantQuote,
  useImageryDate,
  useRoofPrices,
  useSiteConfig,
} from '../../api/instant-quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { TextField } from '../../components/ui/form-controls.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useFieldErrorText } from '../../i18n/field-errors/field-errors.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { manualSquares } from './manual-roof-size.tsx';
import { MaterialChoice } from './material-choice.tsx';
import { messages } from './messages.ts';
import { materialOptions } from './roof-materials.ts';
import { type RoofSizeMethod, RoofSizeSection, satelliteAvailable } from './roof-size-section.tsx';
import { EMPTY_TRACE, type SatelliteTrace } from './satellite-measure.tsx';
import { measuredFaces, newTrace } from './trace-editor.ts';

const EMPTY_CUSTOMER = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  address: '',
  city: '',
  zipCode: '',
};
type Customer = typeof EMPTY_CUSTOMER;

const FIELDS: Array<{
  name: keyof Customer;
  label: 'fullName' | 'emailAddress' | 'phoneNumber' | 'streetAddress' | 'city' | 'zipCode';
  type?: string;
  autoComplete: string;
  required?: boolean;
  wide?: boolean;
}> = [
  { name: 'customerName', label: 'fullName', autoComplete: 'name', required: true, wide: true },
  {
    name: 'customerEmail',
    label: 'emailAddress',
    type: 'email',
    autoComplete: 'email',
    required: true,
  },
  { name: 'customerPhone', label: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  {
    name: 'address',
    label: 'streetAddress',
    autoComplete: 'street-address',
    required: true,
    wide: true,
  },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
  { name: 'zipCode', label: 'zipCode', autoComplete: 'postal-code' },
];

/**
 * The New Quote form (public-site §2, §5, §8): contact details and the roof size, traced or
 * typed. The spec's messages come first; the server checks everything again and its answer,
 * measured from the outline itself, is the quote.
 */
export function InstantQuoteForm({ onGenerated }: { onGenerated: (quote: InstantQuote) => void }) {
  const [customer, setCustomer] = useState<Customer>(EMPTY_CUSTOMER);
  const [method, setMethod] = useState<RoofSizeMethod>('satellite');
  const [trace, setTrace] = useState<SatelliteTrace>(EMPTY_TRACE);
  const [manual, setManual] = useState('');
  const [material, setMaterial] = useState<InstantQuoteMaterial>('shingle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const addressRef = useRef<HTMLInputElement>(null);
  const siteConfig = useSiteConfig();
  const generate = useGenerateInstantQuote();
  const prices = useRoofPrices();
  const imagery = useImageryDate(trace.location);
  const materials = materialOptions(prices.isError ? null : prices.data);
  const { toast } = useToast();
  const t = useT(messages);
  const locale = useLocale();
  const errorText = useFieldErrorText();

  const config = siteConfig.isError ? null : siteConfig.data;
  const tracing = method === 'satellite' && satelliteAvailable(config);
  const placeForMap = [customer.address, customer.city, customer.zipCode, 'FL']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

  const update = (name: keyof Customer, value: string) => {
    setCustomer((current) => ({ ...current, [name]: value }));
    // A new street address means a new map: the old outline belongs to another roof.
    if (name === 'address' && trace.location) setTrace({ location: null, editor: newTrace() });
  };

  /**
   * Shows the fields' errors when a contact field is among them, that field focused; false
   * (nothing shown) when none of the contact fields is wrong.
   */
  const showFieldErrors = (fieldErrors: Record<string, string>): boolean => {
    const first = FIELDS.find((field) => fieldErrors[field.name]);
    if (!first) return false;
    setErrors(fieldErrors);
    document.getElementById(`iq-${first.name}`)?.focus();
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    const faces = measuredFaces(trace.editor.present.faces);
    const squares = tracing
      ? faces.length > 0
        ? roofSquaresOf(faces)
        : undefined
      : manualSquares(manual);
    // A material whose price is not offered today (the price book changed) falls back to shingle.
    const priced = materials.some((option) => option.material === material) ? material : 'shingle';
    const imageryDate = imagery.data?.capturedAt;
    if (
      !customer.customerName.trim() ||
      !customer.customerEmail.trim() ||
      !customer.address.trim() ||
      squares === undefined
    ) {
      toast({
        variant: 'destructive',
        title: t('missingTitle'),
        description: t('missingDescription'),
      });
      return;
    }
    if (squares < 1) {
      toast({
        variant: 'destructive',
        title: t('invalidSizeTitle'),
        description: t('invalidSizeDescription'),
      });
      return;
    }
    const input: InstantQuoteRequestInput = {
      ...customer,
      material: priced,
      // The page's language goes with the request: the quote's e-mail and its link follow it.
      language: locale,
      ...(tracing
        ? {
            measurement: {
              method: 'satellite',
              faces: faces.map((face) => ({ outline: face.outline, pitch: face.pitch })),
              ...(imageryDate ? { imageryDate } : {}),
            },
          }
        : { roofSquares: squares }),
    };
    // A detail the server would refuse (an e-mail without a domain, a short phone) is the
    // visitor's to fix: said at its field, not as "Failed to generate quote".
    const checked = InstantQuoteRequestSchema.safeParse(input);
    const refused: Record<string, string> = checked.success
      ? {}
      : Object.fromEntries(
          checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        );
    if (showFieldErrors(refused)) return;
    setErrors({});
    generate.mutate(input, {
      onSuccess: (quote) => {
        toast({
          title: t('generatedTitle'),
          description: t('generatedDescription', { number: quote.estimateNumber }),
        });
        setCustomer(EMPTY_CUSTOMER);
        setTrace({ location: null, editor: newTrace() });
        setManual('');
        setMaterial('shingle');
        onGenerated(quote);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (showFieldErrors(fields)) return;
        setErrors(fields);
        toast({
          variant: 'destructive',
          title: t('failedTitle'),
          description: t('failedDescription'),
        });
      },
    });
  };

  const measurementError = Object.entries(errors).find(([field]) =>
    field.startsWith('measurement'),
  )?.[1];

  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-quote-heading" className="space-y-6">
      <h2 id="new-quote-heading" className="font-display text-2xl font-bold text-navy-900">
        {t('yourDetails')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`iq-${field.name}`}
            ref={field.name === 'address' ? addressRef : undefined}
            label={t(field.label)}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required={field.required}
            value={customer[field.name]}
            onValueChange={(value) => update(field.name, value)}
            error={errors[field.name]}
            className={field.wide ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
      <RoofSizeSection
        siteConfig={config}
        method={method}
        onMethodChange={setMethod}
        address={customer.address.trim() ? placeForMap : ''}
        trace={trace}
        onTraceChange={setTrace}
        onChangeAddress={() => {
          setTrace({ location: null, editor: newTrace() });
          addressRef.current?.focus();
        }}
        manualValue={manual}
        onManualChange={setManual}
        manualError={errors.roofSquares}
      />
      {measurementError && tracing && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errorText(measurementError)}
        </p>
      )}
      <MaterialChoice
        options={materials}
        value={materials.some((option) => option.material === material) ? material : 'shingle'}
        onChange={setMaterial}
        pricesUnavailable={prices.isError}
      />
      <SubmitButton
        variant="accent"
        size="lg"
        className="w-full sm:w-auto"
        pending={generate.isPending}
        label={t('generate')}
        pendingLabel={t('generating')}
      />
    </form>
  );
}
