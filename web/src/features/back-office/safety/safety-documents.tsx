import type { Locale } from '@roofing/contracts';
import { useState } from 'react';
import { useSafetyDocuments } from '../../../api/safety.ts';
import { CrewLanguageChoice } from '../../../components/back-office/crew-language-choice.tsx';
import { QueryState } from '../../../components/back-office/list-states.tsx';

const SECTIONS = [
  { kind: 'policy', title: 'Safety Policies' },
  { kind: 'form', title: 'Quick-Reference Forms' },
] as const;

/**
 * The Safety Policies tab: the written policies and the forms, each opening its document. The
 * documents are the crew's, so they are offered in Spanish too (issue 24): with Español chosen
 * each title and summary is the Spanish one and opens (and prints) the Spanish page; the tab's
 * own labels stay English.
 */
export function SafetyDocuments() {
  const [language, setLanguage] = useState<Locale>('en');
  const documents = useSafetyDocuments(language);
  return (
    <div className="grid gap-4">
      <CrewLanguageChoice
        legend="Show the policies and forms in"
        value={language}
        onChange={setLanguage}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {SECTIONS.map(({ kind, title }) => (
          <section
            key={kind}
            aria-labelledby={`${kind}-heading`}
            className="rounded-2xl border border-navy-100 bg-white p-5"
          >
            <h2 id={`${kind}-heading`} className="font-display text-xl font-bold text-navy-900">
              {title}
            </h2>
            <QueryState query={documents} empty={false} emptyText="" />
            <ul className="mt-3 grid gap-2">
              {(documents.data ?? [])
                .filter((document) => document.kind === kind)
                .map((document) => (
                  <li key={document.slug} lang={document.language}>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noreferrer"
                      hrefLang={document.language}
                      className="block rounded-xl border border-navy-100 p-3 hover:bg-sand-100"
                    >
                      <span className="font-semibold text-navy-900">{document.title}</span>
                      <span className="mt-0.5 block text-sm text-slate-700">
                        {document.summary}
                      </span>
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
