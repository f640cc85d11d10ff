import type { PhotoReport } from '@roofing/contracts';
import { portalPhotoReportPdfUrl } from '../../../api/portal.ts';
import { formatCalendarDate, formatTimestamp } from '../../estimate-tracker/estimate-format.ts';

/** "Inspected June 2, 2026 · 12 photos · 8 pages". */
export function photoReportSummary(
  report: Pick<PhotoReport, 'inspectedOn' | 'photoCount' | 'pageCount'>,
) {
  const photos = `${report.photoCount} ${report.photoCount === 1 ? 'photo' : 'photos'}`;
  const pages = `${report.pageCount} ${report.pageCount === 1 ? 'page' : 'pages'}`;
  return `Inspected ${formatCalendarDate(report.inspectedOn)} · ${photos} · ${pages}`;
}

/**
 * The photo inspection reports the office shared with the homeowner (Documents tool): each
 * with its inspection day, size and PDF. The list is rendered only when there are reports.
 */
export function PortalPhotoReports({ reports }: { reports: PhotoReport[] }) {
  return (
    <section aria-labelledby="photo-reports-heading" data-testid="portal-photo-reports">
      <h5 id="photo-reports-heading" className="font-semibold text-navy-900">
        Photo inspection reports
      </h5>
      <ul className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100">
        {reports.map((report) => (
          <li
            key={report.id}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold text-slate-900">{report.title}</p>
              <p className="text-sm text-slate-700">{photoReportSummary(report)}</p>
              {report.sharedAt ? (
                <p className="text-xs text-slate-600">Shared {formatTimestamp(report.sharedAt)}</p>
              ) : null}
            </div>
            <a
              href={portalPhotoReportPdfUrl(report.id)}
              download
              className="font-semibold text-navy-800 underline underline-offset-4"
            >
              Download PDF<span className="sr-only">: {report.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
