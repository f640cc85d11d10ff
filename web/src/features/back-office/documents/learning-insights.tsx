import { DOCUMENT_TYPES } from '@roofing/contracts';
import { LEARNING_SIZE, type RecentDocument } from './use-recent-documents.ts';

const labelOf = (value: string) =>
  DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;

/** The Learning Insights tab: what the documents generated in this visit have in common. */
export function LearningInsights({ recent }: { recent: RecentDocument[] }) {
  if (recent.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No documents generated in this visit yet. Insights come from the last {LEARNING_SIZE}{' '}
        documents you generate.
      </p>
    );
  }
  const byType = new Map<string, number>();
  for (const document of recent)
    byType.set(document.documentType, (byType.get(document.documentType) ?? 0) + 1);
  const clients = [
    ...new Set(recent.map((document) => document.documentData.clientName).filter(Boolean)),
  ];
  const top = [...byType.entries()].sort((a, b) => b[1] - a[1])[0];
  return (
    <div className="grid gap-3 text-sm text-slate-800">
      <p>
        From your last {recent.length} document{recent.length === 1 ? '' : 's'}:
      </p>
      <ul className="ml-5 list-disc">
        {[...byType.entries()].map(([type, count]) => (
          <li key={type}>
            {labelOf(type)}: {count}
          </li>
        ))}
      </ul>
      {clients.length ? <p>Clients: {clients.join(', ')}.</p> : null}
      {top ? (
        <p className="rounded-xl bg-sand-50 p-3">
          Suggestion: you use the {labelOf(top[0])} most; the wizard's Prefill with AI reuses what
          you entered for it.
        </p>
      ) : null}
      <ol className="ml-5 list-decimal text-slate-700">
        {recent.map((document, index) => (
          <li key={`${index}-${document.title}`}>{document.title}</li>
        ))}
      </ol>
    </div>
  );
}
