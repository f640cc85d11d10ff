import type { PhotoReport } from '@roofing/contracts';
import { portalPhotoReportPdfUrl } from '../../../api/portal.ts';
import { useT } from '../../../i18n/catalogue.ts';
import { formatCalendarDate } from '../../estimate-tracker/estimate-format.ts';
import { useBillingFormat } from '../billing/use-billing-format.ts';
import { englishT, type Say } from '../plain-t.ts';
import { messages } from './messages.ts';

type Key = Extract<keyof typeof messages.en, string>;

/** "Inspected June 2, 2026 · 12 photos · 8 pages"; in the page's language with `say`/`day`. */
export function photoReportSummary(
  report: Pick<PhotoReport, 'inspectedOn' | 'photoCount' | 'pageCount'>,
  say: Say<Key> = englishT(messages),
  day: (value: string | null) => string = formatCalendarDate,
) {
  return say('summary', {
    date: day(report.inspectedOn),
    photos: report.photoCount,
    pages: report.pageCount,
  });
}

/**
 * The photo inspection reports the office shared with the homeowner (Documents tool): each
 * with its inspection day, size and PDF. The list is rendered only when there are reports.
 */
export function PortalPhotoReports({ reports }: { reports: PhotoReport[] }) {
  const t = useT(messages);
  const { date, timestamp } = useBillingFormat();
  return (
    <section aria-labelledby="photo-reports-heading" data-testid="portal-photo-reports">
      <h5 id="photo-reports-heading" className="font-semibold text-navy-900">
        {t('heading')}
      </h5>
      <ul className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100">
        {reports.map((report) => (
          <li
            key={report.id}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold text-slate-900">{report.title}</p>
              <p className="text-sm text-slate-700">{photoReportSummary(report, t, date)}</p>
              {report.sharedAt ? (
                <p className="text-xs text-slate-600">
                  {t('shared', { date: timestamp(report.sharedAt) })}
                </p>
              ) : null}
            </div>
            <a
              href={portalPhotoReportPdfUrl(report.id)}
              download
              className="font-semibold text-navy-800 underline underline-offset-4"
            >
              {t('downloadPdf')}
              <span className="sr-only">{t('pdfHidden', { title: report.title })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
