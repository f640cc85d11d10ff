import { COMPANY, type Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';
import { renderPage } from '@roofing/documents/layout.tsx';
import {
  type ClaimFunding,
  type ContractOptions,
  type EmergencyTerms,
  roofingContractParts,
} from '@roofing/documents/roofing-contract-body.tsx';
import { CONTRACT_MESSAGES } from '@roofing/documents/roofing-contract-messages';
import { type DocumentData, dayOf } from '@roofing/documents/values';

/**
 * The contract a customer reads and signs in the portal: the Florida re-roofing contract of
 * `@roofing/documents` filled from the job, as one standalone HTML page. Where the Owner and
 * the office sign there is one empty slot each (`<div data-signature-slot="customer"></div>`,
 * `…"office"…`), which `signedContractHtml` fills; everything else stays byte for byte as
 * issued, so the hash of the issued page identifies what was signed.
 *
 * A customer who asked for the quote in Spanish (the quote's `language`) gets the governing
 * English contract (with a clause saying it governs, and the cancellation notices also in
 * Spanish beside the signatures) followed by a complete Spanish reading copy, labelled as a
 * translation; the signatures are on the English text only. Why: docs/florida-rules.md,
 * "Spanish documents".
 */

/** The words of the e-signed contract that are not the contract's own, in both languages. */
export const CONTRACT_DOCUMENT_MESSAGES = defineCatalogue(
  'quote.contract-document',
  {
    signingPreface:
      "Both parties sign this agreement electronically, which binds them as a signature on paper would (Florida Statutes s. 668.50). Each signature appears below with the signer's printed name and the date, and a certificate of the signing is attached as the last page.",
    unstated: 'As stated in the accepted estimate {estimateNumber}.',
    version: 'Version',
    estimate: 'Estimate',
    spanishCopyAhead:
      'Your contract in your language: the original English contract follows; it is the one you sign and the one that governs. After the signatures you will find a complete translation, with the Florida notices and the notice of cancellation in your language. If you have any question before signing, call us at {phone}.',
    readingCopyHeading: 'Translation — reading copy',
    readingCopyIntro:
      'This is a translation of contract {contractNumber} (version {version}), for you to read in your language. The governing contract is the original English text before this translation; if the two texts differ, the English text controls, except that you may exercise every right to cancel as stated in either language.',
    readingCopySignatures:
      'The signatures of this contract are on the English original (section {number}, "Signatures"). This translation is not signed separately.',
  },
  {
    signingPreface:
      'Ambas partes firman este contrato electrónicamente, lo que las obliga igual que una firma en papel (Estatutos de Florida, s. 668.50). Cada firma aparece abajo con el nombre del firmante en letra de molde y la fecha, y se adjunta un certificado de la firma como última página.',
    unstated: 'Según lo indicado en el estimado aceptado {estimateNumber}.',
    version: 'Versión',
    estimate: 'Estimado',
    spanishCopyAhead:
      'Su contrato en español: a continuación está el contrato original en inglés, que es el que usted firma y el que rige. Después de las firmas encontrará una traducción completa al español, con los avisos de Florida y el aviso de cancelación en español. Si tiene alguna pregunta antes de firmar, llámenos al {phone}.',
    readingCopyHeading: 'Traducción al español — copia de lectura',
    readingCopyIntro:
      'Esta es una traducción al español del contrato {contractNumber} (versión {version}), para que usted lo lea en su idioma. El contrato que rige es el texto original en inglés que aparece antes de esta traducción; si los dos textos difieren, prevalece el texto en inglés, salvo que usted puede ejercer cualquier derecho de cancelación tal como se indica en cualquiera de los dos idiomas.',
    readingCopySignatures:
      'Las firmas de este contrato están en el original en inglés (sección {number}, «Signatures»). Esta traducción no se firma por separado.',
  },
);

const documentText = (locale: Locale) => translator(CONTRACT_DOCUMENT_MESSAGES, locale);

export type SignatureSlot = 'customer' | 'office';

/** The exact markup of an empty slot in the issued page. */
export const emptySlot = (slot: SignatureSlot) => `<div data-signature-slot="${slot}"></div>`;

/** Who signs for the company, under its slot. */
export const OFFICE_ROLE = COMPANY.name;
export const OWNER_ROLE = 'Owner';

export interface ContractDocumentInput {
  /** `${estimateNumber}-V${version}` */
  contractNumber: string;
  estimateNumber: string;
  version: number;
  /** YYYY-MM-DD: the day the contract is dated. */
  issuedOn: string;
  owner: { name: string; phone: string; email: string };
  property: { streetAddress: string; city: string; state: string; zipCode: string };
  scopeOfWork: string | null;
  roofSystem: string | null;
  contractPriceCents: number;
  depositCents: number;
  /** Free text ("Week of December 7") or a YYYY-MM-DD day. */
  startWindow: string | null;
  /** The job's insurance claim, when it is paid (in part) from one. */
  insurance?: ClaimFunding | null;
  /** The Governor's declaration it is entered into under, and the official start date clause. */
  emergency?: EmergencyTerms | null;
  /** The customer's language (the quote's); Spanish adds the reading copy. Default English. */
  language?: Locale;
}

/** "418 Seagate Ave, Neptune Beach, FL 32266" */
export function propertyLine(property: ContractDocumentInput['property']): string {
  return `${property.streetAddress}, ${property.city}, ${property.state} ${property.zipCode}`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What is said about signing on screen (before any notice that must touch the owner's slot). */
function SigningPreface() {
  return <p>{documentText('en')('signingPreface')}</p>;
}

/** Where the two parties sign: an empty slot each, with the lines a reader expects under it. */
function SigningSlots({ ownerName }: { ownerName: string }) {
  return (
    <div className="signatures">
      <div className="signature">
        <div data-signature-slot="customer" />
        <div className="unsigned">
          <div className="caption">{`${OWNER_ROLE} signature`}</div>
          <div className="line">
            <span className="printed">{ownerName}</span>
          </div>
          <div className="caption">Printed name</div>
          <div className="line" />
          <div className="caption">Date</div>
        </div>
      </div>
      <div className="signature">
        <div data-signature-slot="office" />
        <div className="unsigned">
          <div className="caption">{`${OFFICE_ROLE} signature`}</div>
          <div className="line" />
          <div className="caption">Printed name</div>
          <div className="line" />
          <div className="caption">Date</div>
        </div>
      </div>
    </div>
  );
}

/**
 * The Spanish reading copy: the same contract translated, on pages of its own after the English
 * one, headed as a translation and saying which text governs; its signature section points to
 * the English signatures (the slots exist once, on the governing text).
 */
function ReadingCopy({
  input,
  data,
  options,
  locale,
}: {
  input: ContractDocumentInput;
  data: DocumentData;
  options: ContractOptions;
  locale: Locale;
}) {
  const t = documentText(locale);
  const contract = translator(CONTRACT_MESSAGES, locale);
  const parts = roofingContractParts(data, {
    ...options,
    locale,
    negotiatedIn: locale,
    electronic: {
      signatures: <p className="callout">{t('readingCopySignatures', { number: 15 })}</p>,
      unstated: t('unstated', { estimateNumber: input.estimateNumber }),
    },
  });
  return (
    <section className="page-break reading-copy" lang={locale} data-reading-copy={locale}>
      <h2 className="form-title">{t('readingCopyHeading')}</h2>
      <p className="callout">
        {t('readingCopyIntro', { contractNumber: input.contractNumber, version: input.version })}
      </p>
      <h2 className="form-title">{contract('heading')}</h2>
      <table className="doc-meta">
        <tbody>
          {[
            ...parts.meta,
            [t('version'), String(input.version)] as const,
            [t('estimate'), input.estimateNumber] as const,
          ].map(([label, value]) => (
            <tr key={String(label)}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {parts.body}
    </section>
  );
}

/** The contract as the customer reads it: a full HTML page; the same input gives the same bytes. */
export function contractDocumentHtml(input: ContractDocumentInput): string {
  const day = dayOf(input.issuedOn);
  if (!day) throw new Error(`issuedOn is not a YYYY-MM-DD day: ${input.issuedOn}`);
  const language = input.language ?? 'en';
  const data: DocumentData = {
    contractNumber: input.contractNumber,
    clientName: input.owner.name,
    clientPhone: input.owner.phone,
    clientEmail: input.owner.email,
    projectAddress: propertyLine(input.property),
    scopeOfWork: input.scopeOfWork ?? '',
    roofType: input.roofSystem ?? '',
    contractAmount: dollars(input.contractPriceCents),
    depositAmount: dollars(input.depositCents),
    startDate: input.startWindow ?? '',
  };
  const options: ContractOptions = {
    florida: true,
    now: day,
    electronic: {
      preface: <SigningPreface />,
      signatures: <SigningSlots ownerName={input.owner.name} />,
      unstated: documentText('en')('unstated', { estimateNumber: input.estimateNumber }),
    },
    insurance: input.insurance ?? null,
    emergency: input.emergency ?? null,
    ...(language === 'en' ? {} : { negotiatedIn: language }),
  };
  const parts = roofingContractParts(data, options);
  const body =
    language === 'en' ? (
      parts.body
    ) : (
      <>
        <p className="callout" lang={language}>
          {documentText(language)('spanishCopyAhead', { phone: COMPANY.phone })}
        </p>
        {parts.body}
        <ReadingCopy input={input} data={data} options={options} locale={language} />
      </>
    );
  const html = renderPage(
    {
      ...parts,
      body,
      heading: 'Roofing Contract',
      meta: [...parts.meta, ['Version', String(input.version)], ['Estimate', input.estimateNumber]],
    },
    { includeLogo: true, includeCompliance: true, floridaCompliant: true, oshaCompliant: true },
    day,
  );
  for (const slot of ['customer', 'office'] as const) {
    if (html.split(emptySlot(slot)).length !== 2) {
      throw new Error(`The contract page must hold exactly one ${slot} signature slot`);
    }
  }
  return html;
}
