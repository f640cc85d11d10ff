import { useState } from 'react';
import { StaffTabs } from '../../../components/back-office/staff-tabs.tsx';
import type { AssistantControl } from './assistant-control.ts';
import { DocumentChat } from './document-chat.tsx';
import { DocumentWizard } from './document-wizard.tsx';
import { type Generated, GeneratedDocument } from './generated-document.tsx';
import { LearningInsights } from './learning-insights.tsx';
import { useRecentDocuments } from './use-recent-documents.ts';

/**
 * The AI Legal Document Assistant (portal §2): AI Chat, Document Wizard, Learning Insights, and
 * the last document either of them generated.
 */
export function DocumentAssistant({ control }: { control: AssistantControl }) {
  const { recent, remember } = useRecentDocuments();
  const [generated, setGenerated] = useState<Generated | null>(null);
  const onGenerated = (document: Generated, documentData: Record<string, string>) => {
    setGenerated(document);
    remember({ documentType: document.documentType, documentData, title: document.title });
  };

  return (
    <section
      aria-labelledby="legal-assistant"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <h2 id="legal-assistant" className="font-display text-xl font-bold text-navy-900">
        AI Legal Document Assistant
      </h2>
      <p className="text-sm text-slate-700">
        Contracts, lien waivers, invoices and safety manuals with the company's license and Florida
        notices.
      </p>
      <StaffTabs
        label="Document assistant"
        value={control.tab}
        onValueChange={control.setTab}
        className="mt-4"
        panelClassName="mt-4"
        tabs={[
          {
            value: 'chat',
            label: 'AI Chat',
            content: <DocumentChat recent={recent} onGenerated={onGenerated} />,
          },
          {
            value: 'wizard',
            label: 'Document Wizard',
            content: <DocumentWizard control={control} recent={recent} onGenerated={onGenerated} />,
          },
          {
            value: 'insights',
            label: 'Learning Insights',
            content: <LearningInsights recent={recent} />,
          },
        ]}
      />
      {generated ? (
        <GeneratedDocument key={generated.html.length + generated.title} document={generated} />
      ) : null}
    </section>
  );
}
