import { COMPANY, type DocumentPreferences, LOGO_MARK, type Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dayIn } from './locale-format.ts';
import { dayOf } from './values.ts';

/**
 * The branded page every generated document shares: one self-contained HTML file (inline CSS,
 * inline SVG, system fonts, no script and no external address) laid out for US Letter, so the
 * same file previews in the back office, downloads, and prints to PDF unchanged. Pages are React
 * components rendered to static markup: every value typed by staff is text to React, escaped
 * where it is written, so no template can forget to escape one.
 */

export interface ResolvedPreferences {
  includeLogo: boolean;
  includeCompliance: boolean;
  floridaCompliant: boolean;
  oshaCompliant: boolean;
  /** The language the document is printed in (the safety manual offers Spanish); absent: English. */
  language?: Locale;
}

/** The wizard's switches, each on unless staff turned it off. */
export function resolvePreferences(preferences: DocumentPreferences): ResolvedPreferences {
  return {
    includeLogo: preferences?.includeLogo ?? true,
    includeCompliance: preferences?.includeCompliance ?? true,
    floridaCompliant: preferences?.floridaCompliant ?? true,
    oshaCompliant: preferences?.oshaCompliant ?? true,
    language: preferences?.language ?? 'en',
  };
}

/** The company's mark (contracts' LOGO_MARK), the same drawing as the site's logo and favicon. */
function Logo({ locale }: { locale: Locale }) {
  return (
    <svg
      className="logo"
      viewBox={LOGO_MARK.viewBox}
      role="img"
      aria-label={layoutText(locale)('logo', { name: COMPANY.name })}
    >
      <rect {...LOGO_MARK.tile} />
      {LOGO_MARK.strokes.map((stroke) => (
        <path key={stroke.d} fill="none" {...stroke} />
      ))}
    </svg>
  );
}

/** The page's own words (letterhead, footer, signature lines) in the customer's language. */
export const LAYOUT_MESSAGES = defineCatalogue(
  'documents.layout',
  {
    logo: '{name} logo',
    license: 'Florida Certified Roofing Contractor License #{license}',
    footer: '{legalName} · {licenseLine} · Prepared {date}',
    signature: '{role} signature',
    printedName: 'Printed name',
    date: 'Date',
  },
  {
    logo: 'Logotipo de {name}',
    license: 'Licencia de Contratista de Techos Certificado de Florida n.º {license}',
    footer: '{legalName} · {licenseLine} · Preparado el {date}',
    signature: 'Firma del {role}',
    printedName: 'Nombre en letra de molde',
    date: 'Fecha',
  },
);

const layoutText = (locale: Locale) => translator(LAYOUT_MESSAGES, locale);

/** The license line of the letterhead, in a language. */
export const licenseLineIn = (locale: Locale) =>
  layoutText(locale)('license', { license: COMPANY.license });

export const LICENSE_LINE = `Florida Certified Roofing Contractor License #${COMPANY.license}`;

const STYLE = `
@page { size: letter; margin: 0.6in 0.65in 0.7in; }
* { box-sizing: border-box; }
html { background: #e8edf2; }
body { margin: 0 auto; max-width: 8.5in; padding: 0.6in 0.65in 0.7in; background: #fff; color: #1c2733;
  font: 10.5pt/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
@media print { html { background: #fff; } body { max-width: none; padding: 0; } }
header.letterhead { display: flex; gap: 14px; align-items: flex-start; justify-content: space-between;
  border-bottom: 3px solid #0b2545; padding-bottom: 10px; margin-bottom: 16px; }
.brand { display: flex; gap: 12px; align-items: flex-start; }
.logo { width: 54px; height: 54px; flex: none; }
.company-name { font-size: 13.5pt; font-weight: 700; color: #0b2545; margin: 0 0 2px; }
.company-lines { font-size: 8.5pt; color: #3d4b5a; margin: 0; }
.license { font-size: 8.5pt; font-weight: 600; color: #0b2545; margin: 2px 0 0; }
.doc-kind { text-align: right; min-width: 2.3in; }
.doc-kind h1 { font-size: 16pt; margin: 0 0 4px; color: #0b2545; letter-spacing: 0.01em; }
.doc-meta { margin-left: auto; border-collapse: collapse; font-size: 9pt; }
.doc-meta th { text-align: right; font-weight: 600; color: #3d4b5a; padding: 1px 8px 1px 0; white-space: nowrap; }
.doc-meta td { text-align: left; padding: 1px 0; }
.doc-meta .blank { width: 1.3in; }
h2 { font-size: 11.5pt; color: #0b2545; margin: 16px 0 6px; padding-bottom: 2px; border-bottom: 1px solid #c9d3dd;
  break-after: avoid; page-break-after: avoid; }
h2.form-title { border: none; font-size: 13pt; text-align: center; margin-top: 4px; }
h3 { font-size: 10.5pt; margin: 10px 0 4px; break-after: avoid; page-break-after: avoid; }
p { margin: 0 0 7px; }
ul, ol { margin: 0 0 8px; padding-left: 20px; }
li { margin-bottom: 3px; }
.cite { color: #52606d; font-size: 8.5pt; white-space: nowrap; }
.blank { display: inline-block; border-bottom: 1px solid #1c2733; height: 1.05em; vertical-align: bottom; }
.blank-short { width: 1.1in; } .blank-medium { width: 2.4in; } .blank-long { width: 4.2in; }
.blank { max-width: 100%; }
.lines .blank { display: block; width: 100%; height: 1.7em; }
table.grid td .blank { display: block; width: 100%; min-width: 0.6in; }
table.grid td.num .blank { margin-left: auto; max-width: 1.2in; }
table.items { table-layout: fixed; }
table.items th.qty { width: 11%; } table.items th.money { width: 17%; }
table.grid { width: 100%; border-collapse: collapse; margin: 6px 0 10px; font-size: 9.5pt; }
table.grid th { background: #0b2545; color: #fff; text-align: left; font-weight: 600; padding: 5px 7px; }
table.grid td { border-bottom: 1px solid #d5dde5; padding: 5px 7px; vertical-align: top; }
table.grid .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
table.grid tr.total td { font-weight: 700; border-top: 2px solid #0b2545; border-bottom: none; }
table.grid tr.subtle td { color: #3d4b5a; }
table.grid tr.heading td { background: #eef3f7; font-weight: 700; color: #0b2545; }
table.grid td.indent { padding-left: 20px; }
table.signoff td { padding-top: 16px; }
table.compact td { padding: 3px 7px; }
thead { display: table-header-group; }
tr, .keep, .signatures, .notice, .notary { break-inside: avoid; page-break-inside: avoid; }
.facts { display: grid; grid-template-columns: 1fr 1fr; gap: 4px 20px; margin: 0 0 8px; }
.facts div { break-inside: avoid; min-width: 0; }
.facts .label { display: block; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.05em; color: #52606d; }
.notice { border: 2px solid #0b2545; padding: 9px 11px; margin: 10px 0; font-size: 9.5pt; }
.statutory-10 { font-size: 10.5pt; font-weight: 700; }
.statutory-12 { font-size: 12pt; font-weight: 700; line-height: 1.35; }
.statutory-18 { font-size: 18pt; font-weight: 700; line-height: 1.3; }
.notice h3 { margin-top: 0; }
.callout { background: #fdf5e8; border-left: 4px solid #d99a3c; padding: 7px 10px; margin: 8px 0; }
.signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 18px 28px; margin-top: 16px; }
.signature .line { border-bottom: 1px solid #1c2733; height: 34px; display: flex; align-items: flex-end; padding-bottom: 2px; }
.signature .caption { font-size: 8.5pt; color: #3d4b5a; margin-top: 2px; }
.signature [data-signature-slot]:empty { border-bottom: 1px solid #1c2733; height: 46px; }
.signature [data-signature-slot]:not(:empty) + .unsigned { display: none; }
.signature .signed-line { border-bottom: 1px solid #1c2733; height: 46px; }
.signature .signed-line img { display: block; height: 100%; width: auto; max-width: 100%;
  object-fit: contain; object-position: left bottom; }
.certificate table.grid th { width: 1.5in; text-align: left; font-weight: 600; color: #3d4b5a; background: none;
  border-bottom: 1px solid #d5dde5; padding: 3px 7px; }
.certificate h3 { margin-top: 14px; }
.certificate-signature { height: 40px; width: auto; }
.centered { text-align: center; }
.hash { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 8.5pt; overflow-wrap: anywhere; }
.page-break { break-before: page; page-break-before: always; }
.small { font-size: 8.5pt; color: #3d4b5a; }
footer.doc-footer { margin-top: 22px; padding-top: 6px; border-top: 1px solid #c9d3dd; font-size: 8pt; color: #52606d; }
`;

export interface PageParts {
  /** The <title> and the file's name when downloaded. */
  title: string;
  /** The big heading on the letterhead, e.g. "Invoice". */
  heading: string;
  /** Label and value pairs under the heading: number, date. */
  meta: readonly (readonly [string, ReactNode])[];
  /** The document's body. */
  body: ReactNode;
}

/** A page's language: `lang` on the document, the letterhead's and footer's words, dates. */
export type PageLocale = Locale;

/** A document's facts under its heading: label and value, one row each. */
export function MetaTable({ meta }: { meta: PageParts['meta'] }) {
  return (
    <table className="doc-meta">
      <tbody>
        {meta.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Page({
  parts,
  preferences,
  now,
  locale,
}: {
  parts: PageParts;
  preferences: ResolvedPreferences;
  now: Date;
  locale: Locale;
}) {
  const licenseLine = licenseLineIn(locale);
  return (
    <>
      <header className="letterhead">
        <div className="brand">
          {preferences.includeLogo ? <Logo locale={locale} /> : null}
          <div>
            <p className="company-name">{COMPANY.legalName}</p>
            <p className="company-lines">{COMPANY.address}</p>
            <p className="company-lines">{`${COMPANY.phone} · ${COMPANY.email} · ${COMPANY.website}`}</p>
            <p className="license">{licenseLine}</p>
          </div>
        </div>
        <div className="doc-kind">
          <h1>{parts.heading}</h1>
          {parts.meta.length > 0 ? <MetaTable meta={parts.meta} /> : null}
        </div>
      </header>
      <main>{parts.body}</main>
      <footer className="doc-footer">
        {layoutText(locale)('footer', {
          legalName: COMPANY.legalName,
          licenseLine,
          date: dayIn(dayOf(now) ?? now, locale),
        })}
      </footer>
    </>
  );
}

/**
 * The whole file. The shell around the page holds nothing typed: its one value, the title,
 * is rendered by React like the rest.
 */
export function renderPage(
  parts: PageParts,
  preferences: ResolvedPreferences,
  now: Date,
  locale: Locale = 'en',
): string {
  // A document's language: the caller's, or the one chosen in its preferences (the safety manual).
  const language: Locale = locale !== 'en' ? locale : preferences.language === 'es' ? 'es' : 'en';
  const title = renderToStaticMarkup(<title>{parts.title}</title>);
  const page = renderToStaticMarkup(
    <Page parts={parts} preferences={preferences} now={now} locale={language} />,
  );
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${title}
<style>${STYLE}</style>
</head>
<body>
${page}
</body>
</html>
`;
}

/** A grid of labelled facts. */
export function Facts({ entries }: { entries: readonly (readonly [string, ReactNode])[] }) {
  return (
    <div className="facts">
      {entries.map(([label, value]) => (
        <div key={label}>
          <span className="label">{label}</span>
          {value}
        </div>
      ))}
    </div>
  );
}

export interface Signer {
  /** Caption under the line, e.g. "Owner". */
  role: string;
  /** The printed name when known. */
  name?: string;
}

/** Signature, printed name and date lines for each signer, kept together on one page. */
export function Signatures({
  signers,
  locale = 'en',
}: {
  signers: readonly Signer[];
  locale?: Locale;
}) {
  const t = layoutText(locale);
  return (
    <div className="signatures">
      {signers.map((signer) => (
        <div className="signature" key={signer.role}>
          <div className="line" />
          <div className="caption">{t('signature', { role: signer.role })}</div>
          <div className="line">
            {signer.name ? <span className="printed">{signer.name}</span> : null}
          </div>
          <div className="caption">{t('printedName')}</div>
          <div className="line" />
          <div className="caption">{t('date')}</div>
        </div>
      ))}
    </div>
  );
}

/** Several full-width lines to write on. */
export function WritingLines({ count }: { count: number }) {
  return (
    <div className="lines">
      {Array.from({ length: count }, (_, index) => (
        <span className="blank" key={index} />
      ))}
    </div>
  );
}
