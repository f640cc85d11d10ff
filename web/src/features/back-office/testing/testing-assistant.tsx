import type { Employee, GeneratedTest, StaffSession, TestTemplate } from '@roofing/contracts';
import { useState } from 'react';
import {
  useGenerateTest,
  useSaveGeneratedTest,
  useTestingAssistant,
} from '../../../api/testing.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StaffDialog } from '../staff-dialog.tsx';

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
  const [generated, setGenerated] = useState<{
    test: GeneratedTest;
    kind: 'skill' | 'personality';
    employee: Employee;
    templateId: string;
  } | null>(null);
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
      },
      {
        onSuccess: (answer) =>
          setGenerated({ test: answer.test, kind, employee, templateId: testType }),
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
      {generated ? <GeneratedTestDialog {...generated} onClose={() => setGenerated(null)} /> : null}
    </section>
  );
}

function GeneratedTestDialog({
  test,
  kind,
  employee,
  templateId,
  onClose,
}: {
  test: GeneratedTest;
  kind: 'skill' | 'personality';
  employee: Employee;
  templateId: string;
  onClose: () => void;
}) {
  const [answers, setAnswers] = useState<Array<number | null>>(() =>
    test.questions.map(() => null),
  );
  const save = useSaveGeneratedTest();
  const { toast } = useToast();
  return (
    <StaffDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${kind === 'skill' ? 'Skill test' : 'Personality test'}: ${test.type}`}
      description={`${test.employeeName} · ${test.duration} minutes · ${test.questions.length} questions${kind === 'skill' ? ` · pass mark ${test.passingPercent}%` : ''}`}
      wide
    >
      <ol className="grid gap-4">
        {test.questions.map((question, index) => (
          <li key={question.id}>
            <fieldset>
              <legend className="font-semibold text-navy-900">
                {index + 1}. {question.question}
              </legend>
              <div className="mt-1 grid gap-1">
                {question.options.map((option, choice) => (
                  <label key={option} className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name={`question-${question.id}`}
                      checked={answers[index] === choice}
                      onChange={() =>
                        setAnswers((current) =>
                          current.map((value, i) => (i === index ? choice : value)),
                        )
                      }
                      className="mt-1"
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              {
                employeeRef: employee.id,
                kind,
                type: kind === 'skill' ? templateId : test.type,
                passingPercent: test.passingPercent,
                questions: test.questions.map(({ question, options, correctAnswer }) => ({
                  question,
                  options,
                  correctAnswer,
                })),
                answers,
              },
              {
                onSuccess: (result) => {
                  toast({
                    title: 'Test saved',
                    description: `${result.employeeName}: ${result.score}/${result.maxScore}, ${result.status}.`,
                  });
                  onClose();
                },
                onError: () =>
                  toast({
                    title: 'Error',
                    description: 'The test could not be saved. Please try again.',
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {save.isPending ? 'Saving...' : 'Save result'}
        </Button>
        <span className="text-sm text-slate-700">
          {answers.filter((answer) => answer !== null).length} of {answers.length} answered
        </span>
      </div>
    </StaffDialog>
  );
}
