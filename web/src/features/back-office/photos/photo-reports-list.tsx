import type { PhotoReport } from '@roofing/contracts';
import { useState } from 'react';
import { photoReportPdfUrl, usePhotoReports } from '../../../api/job-photos.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { dateTime, day } from '../billing/billing-format.ts';
import { ShareReportDialog } from './share-report-dialog.tsx';

/** The job's photo reports, newest first: open the PDF, share one with the homeowner. */
export function PhotoReportsList({ quoteId }: { quoteId: number }) {
  const reports = usePhotoReports(quoteId);
  const [sharing, setSharing] = useState<PhotoReport | null>(null);
  const list = reports.data ?? [];
  return (
    <>
      <QueryState
        query={reports}
        empty={list.length === 0}
        emptyText="No reports yet. Choose photos in the gallery and make one below."
      />
      {list.length > 0 ? (
        <ul aria-label="Photo reports" className="grid gap-2">
          {list.map((report) => (
            <li
              key={report.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-navy-100 bg-white p-3 text-sm"
              data-testid="photo-report"
            >
              <div className="min-w-0">
                <p className="font-semibold text-navy-900">{report.title}</p>
                <p className="text-xs text-slate-600">
                  Inspected {day(report.inspectedOn)} · {report.photoCount}{' '}
                  {report.photoCount === 1 ? 'photo' : 'photos'} · {report.pageCount} pages · made{' '}
                  {dateTime(report.createdAt)} by {report.createdBy}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {report.sharedAt ? (
                  <Badge tone="success">Shared with homeowner {day(report.sharedAt)}</Badge>
                ) : (
                  <Badge tone="sand">Not shared</Badge>
                )}
                <a
                  href={photoReportPdfUrl(report.id)}
                  target="_blank"
                  rel="noopener"
                  className={buttonClass('outline')}
                  aria-label={`Open PDF: ${report.title}`}
                >
                  Open PDF
                </a>
                {report.sharedAt ? null : (
                  <Button
                    onClick={() => setSharing(report)}
                    aria-label={`Share with homeowner: ${report.title}`}
                  >
                    Share with homeowner
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ShareReportDialog report={sharing} onClose={() => setSharing(null)} />
    </>
  );
}
