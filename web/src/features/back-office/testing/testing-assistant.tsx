import type { Employee, GeneratedTest, StaffSession, TestTemplate } from '@roofing/contracts';
import { useState } from 'react';
import { GeneratedTestDialog } from './generated-test-dialog.tsx';
import { TestGeneratorForm } from './test-generator-form.tsx';
import { TestingChat } from './testing-chat.tsx';

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
  const [generated, setGenerated] = useState<GeneratedTest | null>(null);
  return (
    <>
      <TestGeneratorForm
        employees={employees}
        templates={templates}
        onGenerated={setGenerated}
        after={({ employee, testType }) => (
          <TestingChat
            selectedEmployee={
              employee ? `${employee.firstName} ${employee.lastName}, ${employee.position}` : null
            }
            testType={testType || null}
          />
        )}
      />
      {generated ? (
        <GeneratedTestDialog test={generated} onClose={() => setGenerated(null)} />
      ) : null}
    </>
  );
}
