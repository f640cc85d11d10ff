import type { DocumentType } from '@roofing/contracts';
import { useState } from 'react';
import { askDocumentAssistant, previewDocument } from '../../../api/documents.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Generated } from './generated-document.tsx';

/**
 * The document assistant's AI Chat tab (portal §5): a request with create, generate, make or
 * need goes to document generation (the server reads the request's details), anything else to
 * the paperwork assistant.
 */

const input = 'rounded-lg border border-navy-200 bg-white px-3 py-2';
/** The learning context keeps this many of the latest documents (portal §9). */
export const LEARNING_SIZE = 10;
const GENERATION_WORDS = /\b(create|generate|make|need)\b/i;
const TYPE_WORDS: Array<[RegExp, DocumentType]> = [
  [/lien|waiver/i, 'lien-waiver'],
  [/invoice|bill/i, 'invoice'],
  [/estimate|quote|proposal/i, 'estimate'],
  [/warrant/i, 'warranty'],
  [/profit|loss|p&l/i, 'profit-loss'],
  [/safety|manual|osha/i, 'safety-manual'],
  [/contract|agreement/i, 'roofing-contract'],
];

export function Chat({
  recent,
  onGenerated,
}: {
  recent: Array<{ documentType: string; title: string }>;
  onGenerated: (document: Generated, data: Record<string, string>) => void;
}) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<
    Array<{ from: 'you' | 'assistant'; text: string; suggestions?: string[] }>
  >([
    {
      from: 'assistant',
      text: 'Describe the document you need ("Create a lien waiver for the Ortiz job at 412 Ocean Dr"), or ask about Florida paperwork.',
    },
  ]);
  const say = (text: string, suggestions?: string[]) =>
    setLines((current) => [...current, { from: 'assistant', text, suggestions }]);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text || busy) return;
    setLines((current) => [...current, { from: 'you', text }]);
    setMessage('');
    setBusy(true);
    try {
      if (GENERATION_WORDS.test(text)) {
        const type = TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1];
        try {
          if (!type) throw new Error('no document type in the request');
          const data = { request: text };
          const answer = await previewDocument({
            templateType: type,
            documentData: data,
            preferences: {
              processNaturalLanguage: true,
              includeLogo: true,
              includeCompliance: true,
              floridaCompliant: true,
              oshaCompliant: true,
            },
          });
          onGenerated({ title: answer.title, html: answer.preview, documentType: type }, data);
          say(
            `Here is a draft ${answer.title}. Check the details below, then download it or save it to the library.`,
          );
        } catch {
          say(
            'I encountered an issue creating your document. Please try rephrasing your request or use the document wizard below.',
          );
        }
      } else {
        try {
          const answer = await askDocumentAssistant({
            message: text,
            context: {
              recentDocuments: recent.slice(0, LEARNING_SIZE),
              documentType: null,
              projectDetails: {},
            },
          });
          say(answer.response, answer.suggestions);
        } catch {
          say("I apologize, but I'm having trouble connecting right now. Please try again later.");
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <div
        className="max-h-72 overflow-y-auto rounded-xl bg-sand-50 p-3 text-sm"
        aria-live="polite"
      >
        {lines.map((line, index) => (
          <div key={`${index}-${line.from}`} className="my-1.5">
            <p
              className={`whitespace-pre-line ${line.from === 'you' ? 'font-semibold text-navy-900' : 'text-slate-800'}`}
            >
              {line.from === 'you' ? 'You: ' : 'Assistant: '}
              {line.text}
            </p>
            {line.suggestions?.length ? (
              <ul className="ml-5 list-disc text-slate-700">
                {line.suggestions.map((suggestion) => (
                  <li key={suggestion}>{suggestion}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        {busy ? (
          <p role="status" className="text-slate-600">
            Working on it...
          </p>
        ) : null}
      </div>
      <form onSubmit={(event) => void send(event)} className="mt-2 flex gap-2">
        <label htmlFor="document-chat" className="sr-only">
          Message the document assistant
        </label>
        <input
          id="document-chat"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Create a roofing contract for..."
          className={`flex-1 ${input}`}
        />
        <Button type="submit" disabled={!message.trim() || busy}>
          Send
        </Button>
      </form>
    </div>
  );
}
