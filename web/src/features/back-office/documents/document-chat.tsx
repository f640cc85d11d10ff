import {
  type DocumentChatRequest,
  DocumentChatRequestSchema,
  type DocumentChatResponse,
} from '@roofing/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { askDocumentAssistant } from '../../../api/documents.ts';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import type { Generated } from './generated-document.tsx';
import type { RecentDocument } from './use-recent-documents.ts';

/** The spec's text when the assistant cannot be reached (portal §8). */
export const CHAT_FAILURE =
  "I apologize, but I'm having trouble connecting right now. Please try again later.";
const WELCOME =
  'Describe the document you need ("Create a lien waiver for the Ortiz job at 412 Ocean Dr"), or ask about Florida paperwork.';
const MESSAGE_MAX = 2000;

interface ChatLine {
  from: 'you' | 'assistant';
  text: string;
  suggestions?: string[];
}
interface MessageValues {
  message: string;
}

const messageResolver = contractResolver(
  DocumentChatRequestSchema,
  ({ message }: MessageValues): DocumentChatRequest => ({ message: message.trim() }),
);

/**
 * The document assistant's AI Chat tab (portal §5). What staff type goes to the server as it
 * is, with `decideIntent`: the server applies the spec's rule (services/ai document-intent.ts)
 * and answers either the paperwork assistant's reply or a draft document, which shows below.
 */
export function DocumentChat({
  recent,
  onGenerated,
}: {
  recent: RecentDocument[];
  onGenerated: (document: Generated, data: Record<string, string>) => void;
}) {
  const [lines, setLines] = useState<ChatLine[]>([{ from: 'assistant', text: WELCOME }]);
  const form = useForm<MessageValues, unknown, DocumentChatRequest>({
    defaultValues: { message: '' },
    resolver: messageResolver,
  });
  const busy = form.formState.isSubmitting;
  const draft = form.watch('message');
  const error = form.formState.errors.message?.message;
  const add = (line: ChatLine) => setLines((current) => [...current, line]);

  const show = (answer: DocumentChatResponse, message: string) => {
    add({ from: 'assistant', text: answer.response, suggestions: answer.suggestions });
    const document = answer.document;
    if (document) {
      onGenerated(
        { title: document.title, html: document.preview, documentType: document.documentType },
        { request: message },
      );
    }
  };
  const send = form.handleSubmit(async ({ message }) => {
    add({ from: 'you', text: message });
    form.reset({ message: '' });
    try {
      const answer = await askDocumentAssistant({
        message,
        decideIntent: true,
        context: { recentDocuments: recent, documentType: null, projectDetails: {} },
      });
      show(answer, message);
    } catch {
      add({ from: 'assistant', text: CHAT_FAILURE });
    }
  });

  return (
    <div>
      <div
        className="max-h-72 overflow-y-auto rounded-xl bg-sand-50 p-3 text-sm"
        aria-live="polite"
      >
        {lines.map((line, index) => (
          <ChatLineView key={`${index}-${line.from}`} line={line} />
        ))}
        {busy ? (
          <p role="status" className="text-slate-600">
            Working on it...
          </p>
        ) : null}
      </div>
      <form onSubmit={(event) => void send(event)} noValidate className="mt-2 flex gap-2">
        <label htmlFor="document-chat" className="sr-only">
          Message the document assistant
        </label>
        <input
          id="document-chat"
          {...form.register('message')}
          maxLength={MESSAGE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'document-chat-error' : undefined}
          placeholder="Create a roofing contract for..."
          className={`flex-1 ${inputClass}`}
        />
        <Button type="submit" disabled={!draft.trim() || busy}>
          Send
        </Button>
      </form>
      {error ? (
        <p id="document-chat-error" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ChatLineView({ line }: { line: ChatLine }) {
  return (
    <div className="my-1.5">
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
  );
}
