import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import type { AssistantControl } from './assistant-control.ts';
import { DocumentChat } from './document-chat.tsx';
import { DocumentWizard } from './document-wizard.tsx';
import { type Generated, GeneratedDocument } from './generated-document.tsx';
import { LearningInsights } from './learning-insights.tsx';
import { useRecentDocuments } from './use-recent-documents.ts';

const tabClass =
  'min-h-11 whitespace-nowrap rounded-lg px-4 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

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
      <Tabs.Root value={control.tab} onValueChange={control.setTab} className="mt-4">
        <Tabs.List
          aria-label="Document assistant"
          className="flex gap-1 overflow-x-auto rounded-xl bg-navy-50 p-1"
        >
          <Tabs.Trigger value="chat" className={tabClass}>
            AI Chat
          </Tabs.Trigger>
          <Tabs.Trigger value="wizard" className={tabClass}>
            Document Wizard
          </Tabs.Trigger>
          <Tabs.Trigger value="insights" className={tabClass}>
            Learning Insights
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chat" className="mt-4">
          <DocumentChat recent={recent} onGenerated={onGenerated} />
        </Tabs.Content>
        <Tabs.Content value="wizard" className="mt-4">
          <DocumentWizard control={control} recent={recent} onGenerated={onGenerated} />
        </Tabs.Content>
        <Tabs.Content value="insights" className="mt-4">
          <LearningInsights recent={recent} />
        </Tabs.Content>
      </Tabs.Root>
      {generated ? (
        <GeneratedDocument key={generated.html.length + generated.title} document={generated} />
      ) : null}
    </section>
  );
}
