import { useTestTemplates } from '../../../api/testing.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';

/** The Test Templates tab: each test the company gives, how long, its pass mark and length. */
export function TestTemplates() {
  const templates = useTestTemplates();
  const list = templates.data ?? [];
  return (
    <>
      <QueryState query={templates} empty={list.length === 0} emptyText="No test templates." />
      <ul aria-label="Test templates" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((template) => (
          <li
            key={template.id}
            className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-display text-lg font-bold text-navy-900">{template.name}</h3>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${template.isRequired ? 'bg-navy-900 text-white' : 'bg-sand-100 text-navy-900'}`}
              >
                {template.isRequired ? 'Required' : 'Optional'}
              </span>
            </div>
            <p className="text-sm text-slate-700">
              {template.category} · {template.frequency}
            </p>
            <p className="mt-2 text-sm text-slate-800">{template.description}</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
              <Figure term="Duration" value={`${template.durationHours} h`} />
              <Figure term="Pass" value={`${template.passingScore}%`} />
              <Figure term="Questions" value={template.questionCount} />
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Figure({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-sand-50 p-2">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
