import {
  DOCUMENT_TEXT_MAX,
  DOCUMENT_TYPE_VALUES,
  DOCUMENT_TYPES,
  type DocumentType,
  type GenerateDocumentRequest,
  GenerateDocumentRequestSchema,
  LOCALIZED_DOCUMENT_TYPES,
  type Locale,
} from '@roofing/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { generateDocument, prefillDocument } from '../../../api/documents.ts';
import { CrewLanguageChoice } from '../../../components/back-office/crew-language-choice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import {
  serverFieldMessages,
  showServerFieldErrors,
} from '../../../components/ui/server-field-errors.ts';
import type { AssistantControl } from './assistant-control.ts';
import type { Generated } from './generated-document.tsx';
import { LEARNING_SIZE, type RecentDocument } from './use-recent-documents.ts';

/** The wizard's fields: prefill fills only these (the server is told so). */
const WIZARD_FIELDS = [
  'clientName',
  'projectAddress',
  'contractAmount',
  'startDate',
  'additionalDetails',
] as const;
type WizardField = (typeof WIZARD_FIELDS)[number];
/** The server names the wizard's fields by their names in `documentData`. */
const WIZARD_PATHS = Object.fromEntries(
  WIZARD_FIELDS.map((name) => [name, `documentData.${name}` as const]),
) as Record<WizardField, `documentData.${WizardField}`>;
const isWizardPath = (name: string) => name.startsWith('documentData.');

/** What the wizard's one date means for a type: a certificate's completion, a statement's start. */
const DATE_LABELS: Partial<Record<DocumentType, string>> = {
  warranty: 'Completion date',
  'profit-loss': 'Period from',
};
const PREFERENCES = [
  ['includeLogo', 'Company logo'],
  ['includeCompliance', 'Compliance notices'],
  ['floridaCompliant', 'Florida requirements'],
  ['oshaCompliant', 'OSHA requirements'],
] as const;

/** The customer documents print in the customer's language; the internal ones are English. */
const isLocalized = (type: DocumentType | '') =>
  type !== '' && (LOCALIZED_DOCUMENT_TYPES as readonly DocumentType[]).includes(type);

interface WizardValues {
  templateType: DocumentType | '';
  documentData: Record<WizardField, string>;
  preferences: Record<(typeof PREFERENCES)[number][0], boolean>;
  /**
   * The document's language, never the screen's (staff work in English): the customer's for a
   * customer document, the crew's for the safety manual; the other types are English.
   */
  language: Locale;
}
const EMPTY: WizardValues = {
  templateType: '',
  documentData: {
    clientName: '',
    projectAddress: '',
    contractAmount: '',
    startDate: '',
    additionalDetails: '',
  },
  preferences: {
    includeLogo: true,
    includeCompliance: true,
    floridaCompliant: true,
    oshaCompliant: true,
  },
  language: 'en',
};

/** The contract's request, with the wizard's own words for a missing type (portal §5). */
const WizardRequestSchema = GenerateDocumentRequestSchema.extend({
  templateType: z.enum(DOCUMENT_TYPE_VALUES, { error: 'Choose a document type first.' }),
});
/** The wizard reads typed values as they are; the server reads the additional details itself. */
const wizardResolver = contractResolver(
  WizardRequestSchema,
  (values: WizardValues): GenerateDocumentRequest => ({
    templateType: values.templateType as DocumentType,
    language: isLocalized(values.templateType) ? values.language : 'en',
    documentData: { ...values.documentData },
    preferences: {
      ...values.preferences,
      processNaturalLanguage: false,
      ...(values.templateType === 'safety-manual' ? { language: values.language } : {}),
    },
  }),
);

/** The Document Wizard tab: a type and five fields to a branded document, with AI prefill. */
export function DocumentWizard({
  control,
  recent,
  onGenerated,
}: {
  control: AssistantControl;
  recent: RecentDocument[];
  onGenerated: (document: Generated, data: Record<string, string>) => void;
}) {
  const form = useForm<WizardValues, unknown, GenerateDocumentRequest>({
    defaultValues: { ...EMPTY, templateType: control.wizardType },
    resolver: wizardResolver,
  });
  const { setValue, getValues, setError, clearErrors } = form;
  const [notice, setNotice] = useState<string | null>(null);
  const [prefilling, setPrefilling] = useState(false);
  const busy = prefilling || form.formState.isSubmitting;
  const documentType = form.watch('templateType');
  const failure = form.formState.errors.root?.message;

  // The type is shared with the template grid: a card's "Use" picks it from outside the form,
  // and the page remembers the one chosen here, so "Use" again is a change only when it is one.
  const { wizardType, setWizardType } = control;
  useEffect(() => {
    if (wizardType) setValue('templateType', wizardType, { shouldValidate: true });
  }, [wizardType, setValue]);
  useEffect(() => setWizardType(documentType), [documentType, setWizardType]);

  const prefill = async () => {
    clearErrors('root');
    setNotice(null);
    if (!(await form.trigger('templateType'))) return;
    setPrefilling(true);
    try {
      const answer = await prefillDocument({
        documentType: getValues('templateType') as DocumentType,
        partialData: getValues('documentData'),
        fields: [...WIZARD_FIELDS],
        learningContext: { recentDocuments: recent.slice(0, LEARNING_SIZE) },
      });
      for (const key of WIZARD_FIELDS) {
        const value = answer.prefillData[key];
        if (!getValues(`documentData.${key}`) && value !== undefined) {
          setValue(`documentData.${key}`, String(value));
        }
      }
      setNotice(answer.message);
    } catch {
      setError('root', { type: 'server', message: 'Error prefilling form. Please try again.' });
    } finally {
      setPrefilling(false);
    }
  };

  const generate = form.handleSubmit(async (body) => {
    setNotice(null);
    try {
      const answer = await generateDocument(body);
      // A copy: the form keeps changing its own object as staff type on.
      const data = { ...getValues('documentData') };
      onGenerated(
        { title: answer.title, html: answer.document, documentType: body.templateType },
        data,
      );
    } catch (error) {
      // The server checks amounts and dates per type: its messages go to the fields they name.
      showServerFieldErrors(setError, error, { isField: isWizardPath, rename: WIZARD_PATHS });
      // The alert says them all, those of fields the wizard does not show included.
      const messages = Object.values(serverFieldMessages(error));
      setError('root', {
        type: 'server',
        message:
          messages.length > 0
            ? messages.join('. ')
            : 'Error generating document. Please try again.',
      });
    }
  });

  const text = (name: WizardField, label: string) => (
    <FormTextField
      control={form.control}
      name={`documentData.${name}`}
      id={`wizard-${name}`}
      label={label}
      limit={name === 'contractAmount' ? undefined : DOCUMENT_TEXT_MAX}
      inputMode={name === 'contractAmount' ? 'decimal' : undefined}
    />
  );
  return (
    <form
      onSubmit={(event) => void generate(event)}
      noValidate
      aria-label="Document wizard"
      className="grid gap-3 sm:grid-cols-2"
    >
      <FormSelectField
        control={form.control}
        name="templateType"
        id="wizard-documentType"
        label="Document type *"
        placeholder="Choose a document type"
        options={DOCUMENT_TYPES}
      />
      {text('clientName', 'Client name')}
      {text('projectAddress', 'Project address')}
      {text('contractAmount', 'Contract amount ($)')}
      <FormDateField
        control={form.control}
        name="documentData.startDate"
        id="wizard-startDate"
        label={(documentType && DATE_LABELS[documentType]) || 'Start date'}
      />
      <FormTextAreaField
        control={form.control}
        name="documentData.additionalDetails"
        id="wizard-additionalDetails"
        label="Additional details"
        rows={3}
        limit={DOCUMENT_TEXT_MAX}
        className="sm:col-span-2"
      />
      {isLocalized(documentType) ? (
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <CrewLanguageChoice
                legend="Customer's language"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <p className="mt-1 text-sm text-slate-700">
            Estimates, invoices and warranties print in this language. Contracts and lien waivers
            keep the governing English text and add a Spanish translation after it.
          </p>
        </div>
      ) : null}
      {documentType === 'safety-manual' ? (
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <CrewLanguageChoice
              className="sm:col-span-2"
              legend="Manual language"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
      <fieldset className="flex flex-wrap gap-4 text-sm sm:col-span-2">
        <legend className="mb-1 font-semibold text-navy-900">Include</legend>
        {PREFERENCES.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2">
            <input type="checkbox" {...form.register(`preferences.${key}`)} />
            {label}
          </label>
        ))}
      </fieldset>
      {failure ? (
        <p role="alert" className="text-danger-700 sm:col-span-2">
          {failure}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-700 empty:hidden sm:col-span-2">
        {notice}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button variant="outline" onClick={() => void prefill()} disabled={busy}>
          {prefilling ? 'Prefilling...' : 'Prefill with AI'}
        </Button>
        <Button type="submit" disabled={busy}>
          {form.formState.isSubmitting ? 'Generating...' : 'Generate Document'}
        </Button>
      </div>
    </form>
  );
}
