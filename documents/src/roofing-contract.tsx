import { COMPANY, type Locale, WARRANTY_YEARS } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';
import { MetaTable } from './layout.tsx';
import { type ContractOptions, roofingContractParts } from './roofing-contract-body.tsx';
import { CONTRACT_MESSAGES } from './roofing-contract-messages.ts';
import type { DocumentTemplate } from './templates.ts';
import { type DocumentData, textOf } from './values.ts';

/** A Florida residential re-roofing contract between the homeowner and the company. */
export const roofingContractTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'contractNumber',
      label: 'Contract number',
      kind: 'text',
      required: false,
      example: 'SFR-C-2026-0412',
    },
    {
      name: 'clientName',
      label: 'Owner name(s)',
      kind: 'text',
      required: true,
      example: 'Maria and David Alvarez',
    },
    {
      name: 'clientPhone',
      label: 'Owner phone',
      kind: 'text',
      required: false,
      example: '(904) 555-0177',
    },
    {
      name: 'clientEmail',
      label: 'Owner e-mail',
      kind: 'text',
      required: false,
      example: 'maria.alvarez@example.com',
    },
    {
      name: 'projectAddress',
      label: 'Property address',
      kind: 'text',
      required: true,
      example: '418 Seagate Ave, Neptune Beach, FL 32266',
    },
    {
      name: 'scopeOfWork',
      label: 'Scope of work',
      kind: 'multiline',
      required: false,
      example:
        'Tear off existing shingles to the deck and install a new architectural shingle roof on the house and attached garage (32 squares).',
      help: 'What is included; the standard steps are listed below it.',
    },
    {
      name: 'roofType',
      label: 'Roof system',
      kind: 'text',
      required: false,
      example: 'Architectural asphalt shingle',
    },
    {
      name: 'materials',
      label: 'Materials (brand, line, color)',
      kind: 'multiline',
      required: false,
      example:
        'GAF Timberline HDZ, Charcoal; GAF FeltBuster synthetic underlayment; 4-in self-adhered tape on deck seams; Cobra ridge vent',
    },
    {
      name: 'roofSquares',
      label: 'Roof area (squares)',
      kind: 'number',
      required: false,
      example: '32',
    },
    {
      name: 'contractAmount',
      label: 'Contract price',
      kind: 'money',
      required: true,
      example: '18450.00',
    },
    {
      name: 'depositAmount',
      label: 'Deposit due at signing',
      kind: 'money',
      required: false,
      example: '1845.00',
      help: 'Above 10% of the price, Florida law sets permit and start deadlines (s. 489.126).',
    },
    {
      name: 'startDate',
      label: 'Estimated start date',
      kind: 'date',
      required: false,
      example: '2026-11-23',
    },
    {
      name: 'completionDate',
      label: 'Estimated completion date',
      kind: 'date',
      required: false,
      example: '2026-11-25',
    },
    {
      name: 'warrantyYears',
      label: 'Workmanship warranty (years)',
      kind: 'number',
      required: false,
      example: String(WARRANTY_YEARS),
    },
    {
      name: 'manufacturerWarranty',
      label: 'Manufacturer warranty',
      kind: 'text',
      required: false,
      example: 'GAF System Plus limited warranty (registered by the Contractor)',
    },
    {
      name: 'insuranceCarrier',
      label: 'Insurance carrier (if paid from a claim)',
      kind: 'text',
      required: false,
      example: 'Citizens Property Insurance',
      help: 'With a claim number: the deductible, no-assignment and s. 489.147 disclosures are added.',
    },
    {
      name: 'claimNumber',
      label: 'Insurance claim number',
      kind: 'text',
      required: false,
      example: '00-24-118734',
    },
    {
      name: 'emergencyDeclaration',
      label: 'State of emergency declaration (if any)',
      kind: 'text',
      required: false,
      example: 'Executive Order 24-214 (Hurricane Milton)',
      help: 'Adds the 10-day right to cancel of s. 489.147(6), in 18-point bold, before the signatures.',
    },
    {
      name: 'officialStartDate',
      label: 'Official start date',
      kind: 'date',
      required: false,
      example: '2026-11-30',
    },
    {
      name: 'officialStartWork',
      label: 'Work that starts on the official start date',
      kind: 'text',
      required: false,
      example: 'Tear-off and installation of the new underlayment',
    },
    {
      name: 'additionalDetails',
      label: 'Additional terms',
      kind: 'multiline',
      required: false,
      example: 'Owner will move vehicles out of the driveway by 7:00 AM on the start date.',
    },
  ],

  render({ data, preferences, now, locale }) {
    const carrier = textOf(data.insuranceCarrier);
    const claimNumber = textOf(data.claimNumber);
    const declaration = textOf(data.emergencyDeclaration);
    const options: ContractOptions = {
      florida: preferences.floridaCompliant && preferences.includeCompliance,
      now,
      insurance: carrier && claimNumber ? { carrier, claimNumber } : null,
      emergency: declaration
        ? {
            declaration,
            officialStartDate: textOf(data.officialStartDate) || null,
            officialStartWork: textOf(data.officialStartWork) || null,
          }
        : null,
    };
    if (locale === 'en') return roofingContractParts(data, options);
    return spanishCustomerContract(data, { ...options, negotiatedIn: locale }, locale);
  },
};

/** The words around a translated contract that are not the contract's own. */
export const CONTRACT_TRANSLATION_MESSAGES = defineCatalogue(
  'documents.roofing-contract-translation',
  {
    copyAhead:
      'Your contract in your language: the original English contract follows; it is the one you sign and the one that governs. After it you will find a complete translation, with the Florida notices and the notice of cancellation in your language. If you have any question before signing, call us at {phone}.',
    readingCopyHeading: 'Translation — reading copy',
    readingCopyIntro:
      'This is a translation of the contract above, for you to read in your language. The governing contract is the original English text before this translation; if the two texts differ, the English text controls, except that you may exercise every right to cancel as stated in either language.',
    readingCopySignatures:
      'The signatures of this contract are on the English original (section {number}, "Signatures"). This translation is not signed separately.',
    asInEnglish: 'As written in the English original.',
  },
  {
    copyAhead:
      'Su contrato en español: a continuación está el contrato original en inglés, que es el que usted firma y el que rige. Después encontrará una traducción completa al español, con los avisos de Florida y el aviso de cancelación en español. Si tiene alguna pregunta antes de firmar, llámenos al {phone}.',
    readingCopyHeading: 'Traducción al español — copia de lectura',
    readingCopyIntro:
      'Esta es una traducción al español del contrato que antecede, para que usted lo lea en su idioma. El contrato que rige es el texto original en inglés que aparece antes de esta traducción; si los dos textos difieren, prevalece el texto en inglés, salvo que usted puede ejercer cualquier derecho de cancelación tal como se indica en cualquiera de los dos idiomas.',
    readingCopySignatures:
      'Las firmas de este contrato están en el original en inglés (sección {number}, «Signatures»). Esta traducción no se firma por separado.',
    asInEnglish: 'Según lo escrito en el original en inglés.',
  },
);

/**
 * A contract for a customer who reads Spanish: the governing English contract (with its
 * language clause and the cancellation notices also in Spanish beside the signatures), then a
 * complete Spanish reading copy on pages of its own, labelled as a translation, whose signature
 * section points to the English signatures. The same shape as the e-signed contract
 * (services/quote/src/documents/contract-document.tsx); why: docs/florida-rules.md, "Spanish
 * documents". The page itself is English, the governing text.
 */
function spanishCustomerContract(data: DocumentData, options: ContractOptions, locale: Locale) {
  const t = translator(CONTRACT_TRANSLATION_MESSAGES, locale);
  const contract = translator(CONTRACT_MESSAGES, locale);
  const english = roofingContractParts(data, options);
  const signaturesSection = options.florida ? 15 : 14;
  const copy = roofingContractParts(data, {
    ...options,
    locale,
    electronic: {
      signatures: (
        <p className="callout">{t('readingCopySignatures', { number: signaturesSection })}</p>
      ),
      unstated: t('asInEnglish'),
    },
  });
  return {
    ...english,
    lang: 'en' as const,
    body: (
      <>
        <p className="callout" lang={locale}>
          {t('copyAhead', { phone: COMPANY.phone })}
        </p>
        {english.body}
        <section className="page-break reading-copy" lang={locale} data-reading-copy={locale}>
          <h2 className="form-title">{t('readingCopyHeading')}</h2>
          <p className="callout">{t('readingCopyIntro')}</p>
          <h2 className="form-title">{contract('heading')}</h2>
          <MetaTable meta={copy.meta} />
          {copy.body}
        </section>
      </>
    ),
  };
}
