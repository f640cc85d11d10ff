import { COMPANY } from '@roofing/contracts';
import { paragraphs } from '@roofing/documents/fill-ins.tsx';
import { Facts, renderPage } from '@roofing/documents/layout.tsx';
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
}

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

export const reportDay = (value: string) => {
  const day = dayOf(value);
  return day ? formatDay(day) : value;
};

/** The photos two to a page, each page headed with which photos it shows. */
function PhotoPages({ photos }: { photos: FigurePhoto[] }) {
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
                ? `Photo ${first} of ${photos.length}`
                : `Photos ${first}–${last} of ${photos.length}`}
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
export function PhotoReportSections({ report }: { report: PhotoReportContent }) {
  return (
    <div className="photo-report">
      <ReportStyle />
      <section className="photo-report-section">
        <h2>{`${report.title}: roof summary`}</h2>
        <p className="small">{`Inspected ${reportDay(report.inspectedOn)} · ${report.photos.length} ${report.photos.length === 1 ? 'photo' : 'photos'}`}</p>
        {paragraphs(report.roofSummary, <p>No summary was written.</p>)}
      </section>
      <PhotoPages photos={report.photos} />
      <section className="photo-report-section">
        <h2>Findings</h2>
        {paragraphs(report.findings, <p>No findings were written.</p>)}
        <h2>Recommendations</h2>
        {paragraphs(report.recommendations, <p>No recommendations were written.</p>)}
      </section>
    </div>
  );
}

function Cover({ input }: { input: PhotoReportInput }) {
  const entries: [string, ReactNode][] = [
    ['Property', propertyLine(input.property)],
    [
      'Prepared for',
      <>
        {input.customer.name}
        <br />
        {`${input.customer.phone} · ${input.customer.email}`}
      </>,
    ],
    ['Inspection date', reportDay(input.inspectedOn)],
    ['Inspected by', `${input.preparedBy}, ${COMPANY.name}`],
    ['Estimate', input.estimateNumber],
    ['Photos', String(input.photos.length)],
  ];
  return (
    <section className="report-cover">
      <h2 className="report-title">{input.title}</h2>
      <p className="report-subtitle">{`Photo inspection report · ${propertyLine(input.property)}`}</p>
      <Facts entries={entries} />
      <p className="report-contents small">
        {`This report describes the roof, shows ${input.photos.length === 1 ? 'the photo' : `${input.photos.length} photos`} two to a page with captions (arrows, circles and notes drawn on a photo point to what its caption describes), then our findings and recommendations. Photos are dated by the camera where it recorded a date. Questions: ${COMPANY.phone} or ${COMPANY.email}, mentioning estimate ${input.estimateNumber}.`}
      </p>
    </section>
  );
}

/** The whole report as one standalone HTML page, ready to print. */
export function photoReportHtml(input: PhotoReportInput, now: Date = new Date()): string {
  return renderPage(
    {
      title: `${input.title} — ${propertyLine(input.property)}`,
      heading: 'Photo Inspection Report',
      meta: [
        ['Estimate', input.estimateNumber],
        ['Inspected', reportDay(input.inspectedOn)],
      ],
      body: (
        <>
          <Cover input={input} />
          <PhotoReportSections report={input} />
        </>
      ),
    },
    { includeLogo: true, includeCompliance: true, floridaCompliant: true, oshaCompliant: true },
    now,
  );
}
