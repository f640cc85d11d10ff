import * as Tabs from '@radix-ui/react-tabs';
import { DOCUMENT_TEXT_MAX, DOCUMENT_TYPES, type DocumentType } from '@roofing/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { generateDocument, prefillDocument } from '../../../api/documents.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Chat, LEARNING_SIZE } from './document-chat.tsx';
import { type Generated, GeneratedDocument } from './generated-document.tsx';

const tabClass =
  'min-h-11 whitespace-nowrap rounded-lg px-4 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';
const input = 'rounded-lg border border-navy-200 bg-white px-3 py-2';
/** The wizard's fields: prefill fills only these (the server is told so). */
const WIZARD_FIELDS = [
  'clientName',
  'projectAddress',
  'contractAmount',
  'startDate',
  'additionalDetails',
] as const;
/** What the wizard's one date means for a type: a certificate's completion, a statement's start. */
const DATE_LABELS: Partial<Record<DocumentType, string>> = {
  warranty: 'Completion date',
  'profit-loss': 'Period from',
};
interface WizardForm {
  clientName: string;
  projectAddress: string;
  contractAmount: string;
  startDate: string;
  documentType: DocumentType | '';
  additionalDetails: string;
}
const EMPTY: WizardForm = {
  clientName: '',
  projectAddress: '',
  contractAmount: '',
  startDate: '',
  documentType: '',
  additionalDetails: '',
};
const dataOf = (form: WizardForm) => ({
  clientName: form.clientName,
  projectAddress: form.projectAddress,
  contractAmount: form.contractAmount,
  startDate: form.startDate,
  additionalDetails: form.additionalDetails,
});

export interface AssistantControl {
  tab: string;
  setTab: (tab: string) => void;
  wizardType: DocumentType | '';
  setWizardType: (type: DocumentType) => void;
}

/** The AI Legal Document Assistant (portal §2): AI Chat, Document Wizard, Learning Insights. */
export function DocumentAssistant({ control }: { control: AssistantControl }) {
  const [recent, setRecent] = useState<
    Array<{ documentType: string; documentData: Record<string, string>; title: string }>
  >([]);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const remember = (documentType: string, documentData: Record<string, string>, title: string) =>
    setRecent((current) =>
      [{ documentType, documentData, title }, ...current].slice(0, LEARNING_SIZE),
    );

  return (
    <section
      aria-labelledby="legal-assistant"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <h2 id="legal-assistant" className="font-display text-xl font-bold text-navy-900">
        AI Legal Document Assistant
      </h2>
      <p className="text-sm text-slate-700">
        Contracts, lien waivers, invoices and safety manuals with the company's license and Florida
        notices.
      </p>
      <Tabs.Root value={control.tab} onValueChange={control.setTab} className="mt-4">
        <Tabs.List
          aria-label="Document assistant"
          className="flex gap-1 overflow-x-auto rounded-xl bg-navy-50 p-1"
        >
          <Tabs.Trigger value="chat" className={tabClass}>
            AI Chat
          </Tabs.Trigger>
          <Tabs.Trigger value="wizard" className={tabClass}>
            Document Wizard
          </Tabs.Trigger>
          <Tabs.Trigger value="insights" className={tabClass}>
            Learning Insights
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chat" className="mt-4">
          <Chat
            recent={recent}
            onGenerated={(document, data) => {
              setGenerated(document);
              remember(document.documentType, data, document.title);
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="wizard" className="mt-4">
          <Wizard
            control={control}
            recent={recent}
            onGenerated={(document, data) => {
              setGenerated(document);
              remember(document.documentType, data, document.title);
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="insights" className="mt-4">
          <Insights recent={recent} />
        </Tabs.Content>
      </Tabs.Root>
      {generated ? (
        <GeneratedDocument key={generated.html.length + generated.title} document={generated} />
      ) : null}
    </section>
  );
}

function Wizard({
  control,
  recent,
  onGenerated,
}: {
  control: AssistantControl;
  recent: Array<{ documentType: string; documentData: Record<string, string> }>;
  onGenerated: (document: Generated, data: Record<string, string>) => void;
}) {
  const [form, setForm] = useState<WizardForm>(EMPTY);
  const [preferences, setPreferences] = useState({
    includeLogo: true,
    includeCompliance: true,
    floridaCompliant: true,
    oshaCompliant: true,
  });
  const [error, setError] = useState<string | null>(null);
  /** What the server said is wrong with a field (an amount that is not one, a date that is not). */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'prefill' | 'generate' | null>(null);
  const documentType = control.wizardType || form.documentType;
  const set =
    (field: keyof WizardForm) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      if (field === 'documentType') control.setWizardType(event.target.value as DocumentType);
      setForm((current) => ({ ...current, [field]: event.target.value }));
    };

  const needType = () => {
    if (documentType) return false;
    setError('Choose a document type first.');
    return true;
  };
  const prefill = async () => {
    setError(null);
    setNotice(null);
    if (needType() || !documentType) return;
    setBusy('prefill');
    try {
      const answer = await prefillDocument({
        documentType,
        partialData: dataOf(form),
        fields: [...WIZARD_FIELDS],
        learningContext: { recentDocuments: recent.slice(0, LEARNING_SIZE) },
      });
      setForm((current) => {
        const next = { ...current };
        for (const key of WIZARD_FIELDS) {
          const value = answer.prefillData[key];
          if (!next[key] && value !== undefined) next[key] = String(value);
        }
        return next;
      });
      setNotice(answer.message);
    } catch {
      setError('Error prefilling form. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  const generate = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    setNotice(null);
    if (needType() || !documentType) return;
    setBusy('generate');
    try {
      const data = dataOf(form);
      const answer = await generateDocument({
        templateType: documentType,
        documentData: data,
        preferences: { ...preferences, processNaturalLanguage: false },
      });
      onGenerated({ title: answer.title, html: answer.document, documentType }, data);
    } catch (failure) {
      const fields = failure instanceof ApiError && failure.status === 400 ? failure.fields : {};
      setFieldErrors(fields);
      setError(
        Object.keys(fields).length > 0
          ? Object.values(fields).join('. ')
          : 'Error generating document. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  /** How much of the field's limit is used, shown under free text. */
  const counter = (field: keyof WizardForm) => (
    <span id={`wizard-${field}-count`} className="text-xs text-slate-600">
      {form[field].length} of {DOCUMENT_TEXT_MAX} characters
    </span>
  );
  const text = (field: keyof WizardForm, label: string, type = 'text') => (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`wizard-${field}`} className="font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={`wizard-${field}`}
        type={type}
        value={form[field]}
        onChange={set(field)}
        maxLength={type === 'text' ? DOCUMENT_TEXT_MAX : undefined}
        inputMode={field === 'contractAmount' ? 'decimal' : undefined}
        aria-invalid={fieldErrors[field] ? true : undefined}
        aria-describedby={
          fieldErrors[field]
            ? `wizard-${field}-error`
            : type === 'text' && field !== 'contractAmount'
              ? `wizard-${field}-count`
              : undefined
        }
        className={input}
      />
      {type === 'text' && field !== 'contractAmount' ? counter(field) : null}
      {fieldErrors[field] ? (
        <span id={`wizard-${field}-error`} className="font-medium text-danger-700">
          {fieldErrors[field]}
        </span>
      ) : null}
    </div>
  );
  return (
    <form
      onSubmit={(event) => void generate(event)}
      noValidate
      aria-label="Document wizard"
      className="grid gap-3 sm:grid-cols-2"
    >
      <div className="grid gap-1 text-sm">
        <label htmlFor="wizard-documentType" className="font-semibold text-navy-900">
          Document type *
        </label>
        <select
          id="wizard-documentType"
          value={documentType}
          onChange={set('documentType')}
          className={input}
        >
          <option value="">Choose a document type</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      {text('clientName', 'Client name')}
      {text('projectAddress', 'Project address')}
      {text('contractAmount', 'Contract amount ($)')}
      {text('startDate', (documentType && DATE_LABELS[documentType]) || 'Start date', 'date')}
      <div className="grid gap-1 text-sm sm:col-span-2">
        <label htmlFor="wizard-additionalDetails" className="font-semibold text-navy-900">
          Additional details
        </label>
        <textarea
          id="wizard-additionalDetails"
          rows={3}
          value={form.additionalDetails}
          onChange={set('additionalDetails')}
          maxLength={DOCUMENT_TEXT_MAX}
          aria-describedby="wizard-additionalDetails-count"
          className={input}
        />
        {counter('additionalDetails')}
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm sm:col-span-2">
        <legend className="mb-1 font-semibold text-navy-900">Include</legend>
        {(
          [
            ['includeLogo', 'Company logo'],
            ['includeCompliance', 'Compliance notices'],
            ['floridaCompliant', 'Florida requirements'],
            ['oshaCompliant', 'OSHA requirements'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={preferences[key]}
              onChange={(event) =>
                setPreferences((current) => ({ ...current, [key]: event.target.checked }))
              }
            />
            {label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-danger-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-700 empty:hidden sm:col-span-2">
        {notice}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button variant="outline" onClick={() => void prefill()} disabled={busy !== null}>
          {busy === 'prefill' ? 'Prefilling...' : 'Prefill with AI'}
        </Button>
        <Button type="submit" disabled={busy !== null}>
          {busy === 'generate' ? 'Generating...' : 'Generate Document'}
        </Button>
      </div>
    </form>
  );
}

function Insights({
  recent,
}: {
  recent: Array<{ documentType: string; documentData: Record<string, string>; title: string }>;
}) {
  if (recent.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No documents generated in this visit yet. Insights come from the last {LEARNING_SIZE}{' '}
        documents you generate.
      </p>
    );
  }
  const byType = new Map<string, number>();
  for (const document of recent)
    byType.set(document.documentType, (byType.get(document.documentType) ?? 0) + 1);
  const clients = [
    ...new Set(recent.map((document) => document.documentData.clientName).filter(Boolean)),
  ];
  const label = (value: string) =>
    DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;
  const top = [...byType.entries()].sort((a, b) => b[1] - a[1])[0];
  return (
    <div className="grid gap-3 text-sm text-slate-800">
      <p>
        From your last {recent.length} document{recent.length === 1 ? '' : 's'}:
      </p>
      <ul className="ml-5 list-disc">
        {[...byType.entries()].map(([type, count]) => (
          <li key={type}>
            {label(type)}: {count}
          </li>
        ))}
      </ul>
      {clients.length ? <p>Clients: {clients.join(', ')}.</p> : null}
      {top ? (
        <p className="rounded-xl bg-sand-50 p-3">
          Suggestion: you use the {label(top[0])} most; the wizard's Prefill with AI reuses what you
          entered for it.
        </p>
      ) : null}
      <ol className="ml-5 list-decimal text-slate-700">
        {recent.map((document, index) => (
          <li key={`${index}-${document.title}`}>{document.title}</li>
        ))}
      </ol>
    </div>
  );
}

/** The branded template grid: each card previews its template or starts the wizard with it. */
export function TemplateGrid({
  control,
  onPreview,
}: {
  control: AssistantControl;
  onPreview: (type: DocumentType) => Promise<void>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <ul aria-label="Document templates" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {DOCUMENT_TYPES.map((type) => (
        <li
          key={type.value}
          className="flex flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
        >
          <p className="text-xs font-semibold uppercase tracking-wide text-ocean-700">
            Shorefront Roofing
          </p>
          <h3 className="font-display text-lg font-bold text-navy-900">{type.label}</h3>
          <div className="mt-auto flex gap-2 pt-3">
            <Button
              variant="outline"
              onClick={() => {
                control.setWizardType(type.value);
                control.setTab('wizard');
                document.getElementById('legal-assistant')?.scrollIntoView({ behavior: 'smooth' });
              }}
            >
              Use
            </Button>
            <Button
              variant="ghost"
              disabled={busy !== null}
              onClick={async () => {
                setBusy(type.value);
                await onPreview(type.value);
                setBusy(null);
              }}
            >
              {busy === type.value ? 'Loading...' : 'Preview'}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
