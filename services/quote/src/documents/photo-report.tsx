import { COMPANY, type Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';
import { paragraphs } from '@roofing/documents/fill-ins.tsx';
import { Facts, renderPage } from '@roofing/documents/layout.tsx';
import { dayIn } from '@roofing/documents/locale-format';
import { dayOf, formatDay } from '@roofing/documents/values';
import type { ReactNode } from 'react';
import { propertyLine } from './contract-document.tsx';
import { type FigurePhoto, PHOTO_FIGURE_CSS, PhotoFigure } from './photo-figure.tsx';

/*
 * A photo inspection report as the homeowner (and the adjuster, inside a claim packet) reads it:
 * a cover with the company, property, customer, inspection date and title; the roof in a few
 * lines; the photos two to a page with their captions and the marks drawn over them; the findings
 * and the recommendations. The body without its cover (PhotoReportSections) is what a claim packet
 * carries; it brings its own CSS, so it prints the same inside another document.
 */

export interface PhotoReportContent {
  title: string;
  /** YYYY-MM-DD */
  inspectedOn: string;
  roofSummary: string;
  findings: string;
  recommendations: string;
  photos: FigurePhoto[];
}

export interface PhotoReportInput extends PhotoReportContent {
  estimateNumber: string;
  customer: { name: string; phone: string; email: string };
  property: { streetAddress: string; city: string; state: string; zipCode: string };
  /** Who inspected or prepared it (the staff member's name). */
  preparedBy: string;
  /** The customer's language (the quote's); default English. Staff's own text stays as typed. */
  language?: Locale;
}

/**
 * The report's own words in the customer's language (issue 24). A claim packet (for insurers)
 * uses the sections in English: it calls PhotoReportSections without a language.
 */
export const PHOTO_REPORT_MESSAGES = defineCatalogue(
  'quote.photo-report',
  {
    photoOf: 'Photo {first} of {total}',
    photosOf: 'Photos {first}–{last} of {total}',
    roofSummary: '{title}: roof summary',
    inspected: 'Inspected {day} · {count, plural, one {# photo} other {# photos}}',
    noSummary: 'No summary was written.',
    findings: 'Findings',
    noFindings: 'No findings were written.',
    recommendations: 'Recommendations',
    noRecommendations: 'No recommendations were written.',
    property: 'Property',
    preparedFor: 'Prepared for',
    inspectionDate: 'Inspection date',
    inspectedBy: 'Inspected by',
    estimate: 'Estimate',
    photos: 'Photos',
    subtitle: 'Photo inspection report · {property}',
    contents:
      'This report describes the roof, shows {count, plural, one {the photo} other {# photos}} two to a page with captions (arrows, circles and notes drawn on a photo point to what its caption describes), then our findings and recommendations. Photos are dated by the camera where it recorded a date. Questions: {phone} or {email}, mentioning estimate {estimateNumber}.',
    heading: 'Photo Inspection Report',
    inspectedMeta: 'Inspected',
  },
  {
    photoOf: 'Foto {first} de {total}',
    photosOf: 'Fotos {first}–{last} de {total}',
    roofSummary: '{title}: resumen del techo',
    inspected: 'Inspeccionado el {day} · {count, plural, one {# foto} other {# fotos}}',
    noSummary: 'No se escribió un resumen.',
    findings: 'Hallazgos',
    noFindings: 'No se escribieron hallazgos.',
    recommendations: 'Recomendaciones',
    noRecommendations: 'No se escribieron recomendaciones.',
    property: 'Propiedad',
    preparedFor: 'Preparado para',
    inspectionDate: 'Fecha de la inspección',
    inspectedBy: 'Inspeccionado por',
    estimate: 'Estimado',
    photos: 'Fotos',
    subtitle: 'Informe de inspección con fotos · {property}',
    contents:
      'Este informe describe el techo, muestra {count, plural, one {la foto} other {# fotos}} de dos en dos por página con sus leyendas (las flechas, círculos y notas dibujados sobre una foto señalan lo que describe su leyenda) y luego nuestros hallazgos y recomendaciones. Las fotos llevan la fecha de la cámara cuando esta la registró. Preguntas: {phone} o {email}, mencionando el estimado {estimateNumber}.',
    heading: 'Informe de inspección con fotos',
    inspectedMeta: 'Inspeccionado',
  },
);

type ReportText = ReturnType<typeof translator<keyof typeof PHOTO_REPORT_MESSAGES.en>>;
const reportText = (locale: Locale): ReportText => translator(PHOTO_REPORT_MESSAGES, locale);

/** The report's own layout; the figures' CSS is included. */
export const PHOTO_REPORT_CSS = `${PHOTO_FIGURE_CSS}
.photo-report-section { break-inside: auto; }
.photo-page { break-before: page; page-break-before: always; }
.photo-page-heading { font-size: 9pt; color: #52606d; text-transform: uppercase; letter-spacing: .05em; margin: 0 0 6px; }
.photo-page .job-photo svg { max-height: 4.05in; margin: 0 auto; }
.photo-page .job-photo { margin-bottom: 16px; }
.report-cover { padding-top: 0.25in; }
.report-cover .report-title { font-size: 22pt; color: #0b2545; margin: 0 0 6px; line-height: 1.2; }
.report-cover .report-subtitle { font-size: 12pt; color: #3d4b5a; margin: 0 0 24px; }
.report-cover .facts { font-size: 11pt; gap: 12px 28px; margin-bottom: 16px; }
.report-contents { border-top: 1px solid #c9d3dd; padding-top: 8px; margin-bottom: 12px; }
`;

/** CSS the report's markup needs, written once where it is placed (constant text, no values). */
function ReportStyle() {
  return <style dangerouslySetInnerHTML={{ __html: PHOTO_REPORT_CSS }} />;
}

export const reportDay = (value: string, locale: Locale = 'en') => {
  const day = dayOf(value);
  if (!day) return value;
  return locale === 'en' ? formatDay(day) : dayIn(day, locale);
};

/** The photos two to a page, each page headed with which photos it shows. */
function PhotoPages({ photos, t }: { photos: FigurePhoto[]; t: ReportText }) {
  const pages: FigurePhoto[][] = [];
  for (let index = 0; index < photos.length; index += 2) pages.push(photos.slice(index, index + 2));
  return (
    <>
      {pages.map((page, pageIndex) => {
        const first = pageIndex * 2 + 1;
        const last = first + page.length - 1;
        return (
          <section className="photo-page" key={page.map((photo) => photo.id).join('-')}>
            <p className="photo-page-heading">
              {first === last
                ? t('photoOf', { first, total: photos.length })
                : t('photosOf', { first, last, total: photos.length })}
            </p>
            {page.map((photo, index) => (
              <PhotoFigure key={photo.id} photo={photo} number={first + index} />
            ))}
          </section>
        );
      })}
    </>
  );
}

/**
 * The report without its cover: the roof summary, the photos two to a page, the findings and
 * the recommendations (a claim packet places this after its own pages).
 */
export function PhotoReportSections({
  report,
  locale = 'en',
}: {
  report: PhotoReportContent;
  locale?: Locale;
}) {
  const t = reportText(locale);
  return (
    <div className="photo-report">
      <ReportStyle />
      <section className="photo-report-section">
        <h2>{t('roofSummary', { title: report.title })}</h2>
        <p className="small">
          {t('inspected', {
            day: reportDay(report.inspectedOn, locale),
            count: report.photos.length,
          })}
        </p>
        {paragraphs(report.roofSummary, <p>{t('noSummary')}</p>)}
      </section>
      <PhotoPages photos={report.photos} t={t} />
      <section className="photo-report-section">
        <h2>{t('findings')}</h2>
        {paragraphs(report.findings, <p>{t('noFindings')}</p>)}
        <h2>{t('recommendations')}</h2>
        {paragraphs(report.recommendations, <p>{t('noRecommendations')}</p>)}
      </section>
    </div>
  );
}

function Cover({ input, locale }: { input: PhotoReportInput; locale: Locale }) {
  const t = reportText(locale);
  const entries: [string, ReactNode][] = [
    [t('property'), propertyLine(input.property)],
    [
      t('preparedFor'),
      <>
        {input.customer.name}
        <br />
        {`${input.customer.phone} · ${input.customer.email}`}
      </>,
    ],
    [t('inspectionDate'), reportDay(input.inspectedOn, locale)],
    [t('inspectedBy'), `${input.preparedBy}, ${COMPANY.name}`],
    [t('estimate'), input.estimateNumber],
    [t('photos'), String(input.photos.length)],
  ];
  return (
    <section className="report-cover">
      <h2 className="report-title">{input.title}</h2>
      <p className="report-subtitle">{t('subtitle', { property: propertyLine(input.property) })}</p>
      <Facts entries={entries} />
      <p className="report-contents small">
        {t('contents', {
          count: input.photos.length,
          phone: COMPANY.phone,
          email: COMPANY.email,
          estimateNumber: input.estimateNumber,
        })}
      </p>
    </section>
  );
}

/** The whole report as one standalone HTML page, ready to print. */
export function photoReportHtml(input: PhotoReportInput, now: Date = new Date()): string {
  const locale = input.language ?? 'en';
  const t = reportText(locale);
  return renderPage(
    {
      title: `${input.title} — ${propertyLine(input.property)}`,
      heading: t('heading'),
      meta: [
        [t('estimate'), input.estimateNumber],
        [t('inspectedMeta'), reportDay(input.inspectedOn, locale)],
      ],
      body: (
        <>
          <Cover input={input} locale={locale} />
          <PhotoReportSections report={input} locale={locale} />
        </>
      ),
    },
    { includeLogo: true, includeCompliance: true, floridaCompliant: true, oshaCompliant: true },
    now,
    locale,
  );
}
