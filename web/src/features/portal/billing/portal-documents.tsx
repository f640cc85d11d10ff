import { usePortalDocuments } from '../../../api/contracts.ts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
} from '../../../components/back-office/list-states.tsx';
import { formatTimestamp } from '../../estimate-tracker/estimate-format.ts';

export const NO_DOCUMENTS_TEXT =
  'Your signed contract, permits and warranty certificates will appear here as your project moves forward. Nothing has been issued yet.';

/** The Documents tool: what has been issued for this project, each with its PDF. */
export function PortalDocuments() {
  const query = usePortalDocuments();
  const documents = query.data ?? [];
  return (
    <section aria-labelledby="documents-heading" data-testid="portal-documents">
      <h4 id="documents-heading" className="font-display text-lg font-bold text-navy-900">
        Documents
      </h4>
      <div className="mt-3">
        {query.isPending ? (
          <LoadingState text="Loading your documents..." />
        ) : query.isError ? (
          <ErrorState
            text="Your documents could not be loaded."
            onRetry={() => void query.refetch()}
          />
        ) : documents.length === 0 ? (
          <EmptyState>{NO_DOCUMENTS_TEXT}</EmptyState>
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
                  <p className="text-sm text-slate-700">
                    {document.kind === 'contract' ? 'Contract' : 'Invoice'} ·{' '}
                    {formatTimestamp(document.createdAt)}
                  </p>
                </div>
                <a
                  href={document.url}
                  download
                  className="font-semibold text-navy-800 underline underline-offset-4"
                >
                  Download PDF<span className="sr-only">: {document.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
