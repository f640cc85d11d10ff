import { describe, expect, it } from 'vitest';
import { portalPhotoReportPdfUrl } from '../../../api/portal.ts';
import { documentLine, isPhotoReportDocument } from '../billing/portal-documents.tsx';
import { photoReportSummary } from './portal-photo-reports.tsx';

describe('shared photo reports in the portal', () => {
  it('are summed up in a line', () => {
    expect(photoReportSummary({ inspectedOn: '2026-06-02', photoCount: 12, pageCount: 8 })).toBe(
      'Inspected June 2, 2026 · 12 photos · 8 pages',
    );
    expect(photoReportSummary({ inspectedOn: '2026-06-02', photoCount: 1, pageCount: 1 })).toBe(
      'Inspected June 2, 2026 · 1 photo · 1 page',
    );
  });

  it('open their own PDF and are not listed twice among the documents', () => {
    expect(portalPhotoReportPdfUrl(9)).toBe('/api/job-photos/portal/reports/9/pdf');
    expect(isPhotoReportDocument({ kind: 'photo-report' })).toBe(true);
    expect(isPhotoReportDocument({ kind: 'contract' })).toBe(false);
    expect(isPhotoReportDocument({ kind: 'invoice' })).toBe(false);
  });

  it('are called what they are among the documents, as contracts and invoices are', () => {
    const at = '2026-06-02T14:14:00.000Z';
    expect(documentLine({ kind: 'photo-report', createdAt: at })).toMatch(
      /^Photo inspection report · June 2, 2026/,
    );
    expect(documentLine({ kind: 'invoice', createdAt: at })).toMatch(/^Invoice · /);
    expect(documentLine({ kind: 'contract', createdAt: at })).toMatch(/^Contract · /);
  });
});
