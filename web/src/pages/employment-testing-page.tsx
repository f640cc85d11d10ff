import type { StaffSession } from '@roofing/contracts';
import { useEmployees } from '../api/employees.ts';
import { useTestTemplates } from '../api/testing.ts';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { StaffTabs } from '../components/back-office/staff-tabs.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { HiringAssessments } from '../features/back-office/testing/hiring-assessments.tsx';
import { ScheduleTestForm } from '../features/back-office/testing/schedule-test-form.tsx';
import { TestResults } from '../features/back-office/testing/test-results.tsx';
import { TestTemplates } from '../features/back-office/testing/test-templates.tsx';
import { TestingAssistant } from '../features/back-office/testing/testing-assistant.tsx';
import { TestingFigures } from '../features/back-office/testing/testing-figures.tsx';
import { UpcomingTests } from '../features/back-office/testing/upcoming-tests.tsx';

/** Employment Testing (portal §2), behind the server-checked staff guard. */
export function EmploymentTestingPage() {
  return <RequireStaff>{(session) => <Testing session={session} />}</RequireStaff>;
}

function Testing({ session }: { session: StaffSession }) {
  const templates = useTestTemplates();
  const employees = useEmployees('', 'active');
  return (
    <StaffPage
      title="Employment Testing"
      summary="Certifications and skill tests of the crews, test scheduling and candidates' assessments."
    >
      <TestingFigures />
      <div className="mt-6">
        <TestingAssistant
          session={session}
          employees={employees.data ?? []}
          templates={templates.data ?? []}
        />
      </div>
      <StaffTabs
        label="Testing"
        tabs={[
          { value: 'results', label: 'Test Results', content: <TestResults /> },
          { value: 'templates', label: 'Test Templates', content: <TestTemplates /> },
          {
            value: 'schedule',
            label: 'Schedule Tests',
            content: (
              <div className="grid gap-6 lg:grid-cols-2">
                <ScheduleTestForm />
                <UpcomingTests />
              </div>
            ),
          },
          { value: 'hiring', label: 'Hiring Assessments', content: <HiringAssessments /> },
        ]}
      />
    </StaffPage>
  );
}
