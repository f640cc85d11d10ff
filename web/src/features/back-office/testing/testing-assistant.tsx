import type { Employee, GeneratedTest, StaffSession, TestTemplate } from '@roofing/contracts';
import { useState } from 'react';
import { useGenerateTest } from '../../../api/testing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { GeneratedTestDialog } from './generated-test-dialog.tsx';
import { TestingChat } from './testing-chat.tsx';

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
  return (
    <section
      aria-labelledby="assistant-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5"
    >
      <h2 id="assistant-heading" className="font-display text-xl font-bold text-navy-900">
        AI Testing Assistant
      </h2>
      {session.user.permissions.includes('testing') ? (
        <AssistantTools employees={employees} templates={templates} />
      ) : (
        <p className="mt-2 text-slate-700">
          Locked: your account does not have the testing permission. Ask an administrator to grant
          it (<code>npm run staff -- grant {session.user.username} testing</code>).
        </p>
      )}
    </section>
  );
}

/** Generating a skill or personality test for an employee, and the assistant's conversation. */
function AssistantTools({
  employees,
  templates,
}: {
  employees: Employee[];
  templates: TestTemplate[];
}) {
  const [employeeId, setEmployeeId] = useState('');
  const [testType, setTestType] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [practice, setPractice] = useState(false);
  const [generated, setGenerated] = useState<GeneratedTest | null>(null);
  const generate = useGenerateTest();
  const employee = employees.find((candidate) => String(candidate.id) === employeeId);

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
    <>
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
      <TestingChat
        selectedEmployee={
          employee ? `${employee.firstName} ${employee.lastName}, ${employee.position}` : null
        }
        testType={testType || null}
      />
      {generated ? (
        <GeneratedTestDialog test={generated} onClose={() => setGenerated(null)} />
      ) : null}
    </>
  );
}
