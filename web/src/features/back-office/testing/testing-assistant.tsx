import type { Employee, GeneratedTest, StaffSession, TestTemplate } from '@roofing/contracts';
import { useState } from 'react';
import { useGenerateTest, useTestingAssistant } from '../../../api/testing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { GeneratedTestDialog } from './generated-test-dialog.tsx';

const ERRORS = {
  skill: 'Error generating skill test. Please try again.',
  personality: 'Error generating personality test. Please try again.',
};

/**
 * The AI Testing Assistant (portal §2). The spec locks it behind a login of its own with
 * credentials in the page; here the staff session's `testing` permission unlocks it.
 */
export function TestingAssistant({
  session,
  employees,
  templates,
}: {
  session: StaffSession;
  employees: Employee[];
  templates: TestTemplate[];
}) {
  const allowed = session.user.permissions.includes('testing');
  const [employeeId, setEmployeeId] = useState('');
  const [testType, setTestType] = useState('');
  const [message, setMessage] = useState('');
  const [chat, setChat] = useState<Array<{ from: 'you' | 'assistant'; text: string }>>([]);
  const [error, setError] = useState<string | null>(null);
  const [practice, setPractice] = useState(false);
  const [generated, setGenerated] = useState<GeneratedTest | null>(null);
  const assistant = useTestingAssistant();
  const generate = useGenerateTest();
  const employee = employees.find((candidate) => String(candidate.id) === employeeId);

  if (!allowed) {
    return (
      <section
        aria-labelledby="assistant-heading"
        className="rounded-2xl border border-navy-100 bg-white p-5"
      >
        <h2 id="assistant-heading" className="font-display text-xl font-bold text-navy-900">
          AI Testing Assistant
        </h2>
        <p className="mt-2 text-slate-700">
          Locked: your account does not have the testing permission. Ask an administrator to grant
          it (<code>npm run staff -- grant {session.user.username} testing</code>).
        </p>
      </section>
    );
  }

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return;
    setChat((current) => [...current, { from: 'you', text }]);
    setMessage('');
    assistant.mutate(
      {
        message: text,
        context: {
          selectedEmployee: employee
            ? `${employee.firstName} ${employee.lastName}, ${employee.position}`
            : null,
          testType: testType || null,
          isAuthenticated: true,
        },
      },
      {
        onSuccess: (answer) =>
          setChat((current) => [...current, { from: 'assistant', text: answer.response }]),
        onError: () =>
          setChat((current) => [
            ...current,
            {
              from: 'assistant',
              text: "I apologize, but I'm having trouble connecting right now. Please try again later.",
            },
          ]),
      },
    );
  };

  const start = (kind: 'skill' | 'personality') => {
    setError(null);
    if (!employee) return setError('Choose an employee first.');
    if (kind === 'skill' && !testType) return setError('Choose the skill test to generate.');
    generate.mutate(
      {
        kind,
        employeeId: employee.employeeId,
        employeeName: `${employee.firstName} ${employee.lastName}`,
        testType: kind === 'skill' ? testType : 'Hiring and team fit',
        practice,
      },
      {
        onSuccess: (answer) => setGenerated(answer.test),
        onError: () => setError(ERRORS[kind]),
      },
    );
  };

  return (
    <section
      aria-labelledby="assistant-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5"
    >
      <h2 id="assistant-heading" className="font-display text-xl font-bold text-navy-900">
        AI Testing Assistant
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1 text-sm">
          <span className="font-semibold">Employee</span>
          <select
            value={employeeId}
            onChange={(event) => setEmployeeId(event.target.value)}
            className="rounded-lg border border-navy-200 px-3 py-2"
          >
            <option value="">Choose an employee</option>
            {employees.map((person) => (
              <option key={person.id} value={person.id}>
                {person.firstName} {person.lastName} ({person.position})
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-semibold">Skill test</span>
          <select
            value={testType}
            onChange={(event) => setTestType(event.target.value)}
            className="rounded-lg border border-navy-200 px-3 py-2"
          >
            <option value="">Choose a test</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={practice}
          onChange={(event) => setPractice(event.target.checked)}
        />
        <span>Practice run (scored, but not a certification and not in the pass rate)</span>
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => start('skill')} disabled={generate.isPending}>
          Generate Skill Test
        </Button>
        <Button
          variant="outline"
          onClick={() => start('personality')}
          disabled={generate.isPending}
        >
          Generate Personality Test
        </Button>
        {generate.isPending ? (
          <span role="status" className="self-center text-sm text-slate-700">
            Generating the test...
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-danger-700">
          {error}
        </p>
      ) : null}
      <div
        className="mt-4 max-h-64 overflow-y-auto rounded-xl bg-sand-50 p-3 text-sm"
        aria-live="polite"
      >
        {chat.length === 0 ? (
          <p className="text-slate-600">
            Ask which tests a role needs, how to prepare, or what a result means.
          </p>
        ) : null}
        {chat.map((line, index) => (
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
      <form onSubmit={ask} className="mt-2 flex gap-2">
        <label className="sr-only" htmlFor="testing-question">
          Ask the testing assistant
        </label>
        <input
          id="testing-question"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Ask the testing assistant"
          className="flex-1 rounded-lg border border-navy-200 px-3 py-2"
        />
        <Button type="submit" disabled={!message.trim() || assistant.isPending}>
          Send
        </Button>
      </form>
      {generated ? (
        <GeneratedTestDialog test={generated} onClose={() => setGenerated(null)} />
      ) : null}
    </section>
  );
}
