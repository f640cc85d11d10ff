import { describe, expect, it } from 'vitest';
import { portalPhotoReportPdfUrl } from '../../../api/portal.ts';
import { isPhotoReportDocument } from '../billing/portal-documents.tsx';
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
    expect(isPhotoReportDocument({ url: portalPhotoReportPdfUrl(9) })).toBe(true);
    expect(isPhotoReportDocument({ url: '/api/contracts/portal/3/pdf' })).toBe(false);
  });
});
