import { TestingAssistantRequestSchema } from '@roofing/contracts';
import { useId, useState } from 'react';
import { useTestingAssistant } from '../../../api/testing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { type QuestionValues, useQuestionForm } from '../../ai-assistant/use-question-form.ts';

/** The question is checked with the contract of POST /api/testing-assistant before it goes. */
const questionResolver = contractResolver(
  TestingAssistantRequestSchema,
  ({ message }: QuestionValues) => ({ message: message.trim() }),
);

const UNREACHABLE =
  "I apologize, but I'm having trouble connecting right now. Please try again later.";

interface Line {
  from: 'you' | 'assistant';
  text: string;
}

/**
 * The testing assistant's conversation: questions about tests, answered with the employee and
 * the skill test chosen above as context. A failure answers as the assistant, in the log.
 */
export function TestingChat({
  selectedEmployee,
  testType,
}: {
  selectedEmployee: string | null;
  testType: string | null;
}) {
  const ids = useId();
  const assistant = useTestingAssistant();
  const [lines, setLines] = useState<Line[]>([]);
  const say = (line: Line) => setLines((current) => [...current, line]);
  const chat = {
    pending: assistant.isPending,
    send: (text: string) => {
      say({ from: 'you', text });
      assistant.mutate(
        { message: text, context: { selectedEmployee, testType, isAuthenticated: true } },
        {
          onSuccess: (answer) => say({ from: 'assistant', text: answer.response }),
          onError: () => say({ from: 'assistant', text: UNREACHABLE }),
        },
      );
      return true;
    },
  };
  const { form, canSend, submit, error } = useQuestionForm(chat, undefined, questionResolver);

  return (
    <>
      <div
        className="mt-4 max-h-64 overflow-y-auto rounded-xl bg-sand-50 p-3 text-sm"
        aria-live="polite"
      >
        {lines.length === 0 ? (
          <p className="text-slate-600">
            Ask which tests a role needs, how to prepare, or what a result means.
          </p>
        ) : null}
        {lines.map((line, index) => (
          <p
            key={`${index}-${line.from}`}
            className={`my-1 whitespace-pre-line ${line.from === 'you' ? 'font-semibold text-navy-900' : 'text-slate-800'}`}
          >
            {line.from === 'you' ? 'You: ' : 'Assistant: '}
            {line.text}
          </p>
        ))}
        {assistant.isPending ? (
          <p role="status" className="text-slate-600">
            Thinking...
          </p>
        ) : null}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
        className="mt-2"
      >
        <div className="flex gap-2">
          <label className="sr-only" htmlFor="testing-question">
            Ask the testing assistant
          </label>
          <input
            id="testing-question"
            placeholder="Ask the testing assistant"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            className="flex-1 rounded-lg border border-navy-200 px-3 py-2"
            {...form.register('message')}
          />
          <Button type="submit" disabled={!canSend}>
            Send
          </Button>
        </div>
        {error ? (
          <p id={`${ids}-error`} className="mt-1 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </form>
    </>
  );
}
