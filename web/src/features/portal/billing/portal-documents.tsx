import { useQueryClient } from '@tanstack/react-query';
import { contractKeys, type JobDocuments, usePortalDocuments } from '../../../api/contracts.ts';
import { getPortalPhotoReports, portalKeys, usePortalPhotoReports } from '../../../api/portal.ts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
} from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { formatTimestamp } from '../../estimate-tracker/estimate-format.ts';
import { needsVerification, useVerifiedAction } from '../../verification/verify-code.tsx';
import { PortalPhotoReports } from '../photo-reports/portal-photo-reports.tsx';
import { englishT, type Say } from '../plain-t.ts';
import { messages, messagesEnglish } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

export const NO_DOCUMENTS_TEXT = messagesEnglish.noDocuments;

type Key = Extract<keyof typeof messages.en, string>;

/** Photo reports are listed on their own (with their photos and pages), not again here. */
export const isPhotoReportDocument = (document: Pick<JobDocuments[number], 'kind'>) =>
  document.kind === 'photo-report';

/** "Contract · June 2, 2026" under a document's title; in the page's language with `say`/`day`. */
export const documentLine = (
  document: Pick<JobDocuments[number], 'kind' | 'createdAt'>,
  say: Say<Key> = englishT(messages),
  day: (value: string) => string = formatTimestamp,
) => say('documentLine', { kind: say(`doc_${document.kind}`), date: day(document.createdAt) });

/**
 * The Documents tool: what has been issued for this project, each with its PDF, and the photo
 * inspection reports the office shared. Both show the customer's name: a session not yet
 * verified is asked for the e-mailed code first.
 */
export function PortalDocuments({
  estimateNumber,
  email,
}: {
  estimateNumber: string;
  email: string;
}) {
  const t = useT(messages);
  const { timestamp } = useBillingFormat();
  const query = usePortalDocuments();
  const reports = usePortalPhotoReports();
  const verification = useVerifiedAction(estimateNumber, email);
  const queries = useQueryClient();
  const sharedReports = reports.data ?? [];
  // The shared reports are listed below with their photos and pages; should that list fail to
  // load, they stay here among the documents so their PDFs can still be downloaded.
  const documents = (query.data ?? []).filter(
    (document) => !(isPhotoReportDocument(document) && reports.isSuccess),
  );
  const locked = needsVerification(query.error) || needsVerification(reports.error);
  const unlock = () =>
    verification
      .run(getPortalPhotoReports)
      .then((shared) => {
        queries.setQueryData(portalKeys.photoReports, shared);
        void queries.invalidateQueries({ queryKey: contractKeys.documents });
      })
      .catch(() => {
        // Closed the code dialog, or the code was refused: the prompt stays.
      });
  const nothing = documents.length === 0 && sharedReports.length === 0 && !reports.isError;

  return (
    <section aria-labelledby="documents-heading" data-testid="portal-documents">
      <h4 id="documents-heading" className="font-display text-lg font-bold text-navy-900">
        {t('documents')}
      </h4>
      <div className="mt-3 space-y-4">
        {locked ? (
          <div className="space-y-3 rounded-xl bg-sand-100 p-4 text-slate-800">
            <p>{t('documentsLocked')}</p>
            <Button onClick={() => void unlock()}>{t('showDocuments')}</Button>
          </div>
        ) : query.isPending || reports.isPending ? (
          <LoadingState text={t('loadingDocuments')} />
        ) : query.isError ? (
          <ErrorState
            text={t('documentsLoadError')}
            retryLabel={t('tryAgain')}
            onRetry={() => void query.refetch()}
          />
        ) : nothing ? (
          <EmptyState>{t('noDocuments')}</EmptyState>
        ) : null}
        {documents.length > 0 && (
          <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100">
            {documents.map((document) => (
              <li
                key={document.url}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-semibold text-slate-900">{document.title}</p>
                  <p className="text-sm text-slate-700">{documentLine(document, t, timestamp)}</p>
                </div>
                <a
                  href={document.url}
                  download
                  className="font-semibold text-navy-800 underline underline-offset-4"
                >
                  {t('downloadPdf')}
                  <span className="sr-only">
                    {t('documentPdfHidden', { title: document.title })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {sharedReports.length > 0 && <PortalPhotoReports reports={sharedReports} />}
        {reports.isError && !locked ? (
          <ErrorState
            text={t('photoReportsLoadError')}
            retryLabel={t('tryAgain')}
            onRetry={() => void reports.refetch()}
          />
        ) : null}
      </div>
      {verification.dialog}
    </section>
  );
}
