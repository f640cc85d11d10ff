import * as Tabs from '@radix-ui/react-tabs';
import {
  COMPANY,
  HIRING_PASSING_SCORE,
  HIRING_STATUSES,
  type HiringStatus,
  type StaffSession,
  TEST_RESULT_STATUSES,
  TESTING_TEXT_LIMITS,
  type TestResultStatus,
} from '@roofing/contracts';
import { useDeferredValue, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { useEmployees } from '../api/employees.ts';
import {
  useAddHiringAssessment,
  useHiringAssessments,
  useReviewHiringAssessment,
  useScheduledTests,
  useScheduleTest,
  useTestResults,
  useTestStats,
  useTestTemplates,
  useUpdateScheduledTest,
} from '../api/testing.ts';
import { useToast } from '../app/toast.tsx';
import { ListState } from '../components/back-office/list-states.tsx';
import { StaffDialog } from '../components/back-office/staff-dialog.tsx';
import { StaffPageHeader } from '../components/back-office/staff-page.tsx';
import { StatTile } from '../components/back-office/stat-tile.tsx';
import { Button } from '../components/ui/button.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { TestingAssistant } from '../features/back-office/testing/testing-assistant.tsx';

/** Employment Testing (portal §2), behind the server-checked staff guard. */
export function EmploymentTestingPage() {
  return <RequireStaff>{(session) => <Testing session={session} />}</RequireStaff>;
}

const tabClass =
  'min-h-11 whitespace-nowrap rounded-lg px-4 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';
const STATUS_CLASS: Record<TestResultStatus, string> = {
  passed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-800',
  pending: 'bg-yellow-100 text-yellow-900',
  expired: 'bg-slate-200 text-slate-800',
};
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace('_', ' ');
const input = 'rounded-lg border border-navy-200 bg-white px-3 py-2';

function Testing({ session }: { session: StaffSession }) {
  const stats = useTestStats();
  const templates = useTestTemplates();
  const employees = useEmployees('', 'active');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TestResultStatus | ''>('');
  const results = useTestResults(useDeferredValue(search), status);
  const list = results.data ?? [];

  return (
    <div className="bg-sand-100/50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{`Employment Testing | ${COMPANY.name}`}</title>
        <StaffPageHeader
          title="Employment Testing"
          summary="Certifications and skill tests of the crews, test scheduling and candidates' assessments."
        />

        <section
          aria-label="Testing figures"
          className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-5"
        >
          <StatTile label="Tests This Year" value={stats.data?.testsThisYear ?? '–'} />
          <StatTile label="Pass Rate" value={stats.data ? `${stats.data.passRate}%` : '–'} />
          <StatTile label="Pending Review" value={stats.data?.pending ?? '–'} />
          <StatTile
            label="Expiring or Expired"
            value={stats.data ? stats.data.expiringSoon + stats.data.expired : '–'}
            hint="expiring within 30 days, or past"
          />
          <StatTile label="Scheduled" value={stats.data?.scheduled ?? '–'} />
        </section>

        <div className="mt-6">
          <TestingAssistant
            session={session}
            employees={employees.data ?? []}
            templates={templates.data ?? []}
          />
        </div>

        <Tabs.Root defaultValue="results" className="mt-8">
          <Tabs.List
            aria-label="Testing"
            className="flex gap-1 overflow-x-auto rounded-xl bg-navy-50 p-1"
          >
            <Tabs.Trigger value="results" className={tabClass}>
              Test Results
            </Tabs.Trigger>
            <Tabs.Trigger value="templates" className={tabClass}>
              Test Templates
            </Tabs.Trigger>
            <Tabs.Trigger value="schedule" className={tabClass}>
              Schedule Tests
            </Tabs.Trigger>
            <Tabs.Trigger value="hiring" className={tabClass}>
              Hiring Assessments
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="results" className="mt-6">
            <div className="flex flex-wrap items-end gap-3">
              <label className="min-w-64 flex-1">
                <span className="mb-1 block text-sm font-semibold text-navy-900">
                  Search results
                </span>
                <input
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Employee, test or certification ID"
                  className={`w-full ${input}`}
                />
              </label>
              <label>
                <span className="mb-1 block text-sm font-semibold text-navy-900">Status</span>
                <select
                  value={status}
                  onChange={(event) => setStatus(event.target.value as TestResultStatus | '')}
                  className={input}
                >
                  <option value="">All statuses</option>
                  {TEST_RESULT_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {label(value)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="mt-4">
              <ListState
                loading={results.isPending}
                error={results.error}
                empty={list.length === 0}
                emptyText="No test results found"
                onRetry={() => void results.refetch()}
              />
              {list.length > 0 ? (
                <div className="overflow-x-auto rounded-2xl border border-navy-100 bg-white">
                  <table className="w-full min-w-[44rem] text-left text-sm">
                    <caption className="sr-only">Test results</caption>
                    <thead className="bg-navy-50 text-navy-900">
                      <tr>
                        <th scope="col" className="p-3">
                          Employee
                        </th>
                        <th scope="col" className="p-3">
                          Test
                        </th>
                        <th scope="col" className="p-3">
                          Date
                        </th>
                        <th scope="col" className="p-3">
                          Score
                        </th>
                        <th scope="col" className="p-3">
                          Status
                        </th>
                        <th scope="col" className="p-3">
                          Expires
                        </th>
                        <th scope="col" className="p-3">
                          Certification
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((result) => (
                        <tr key={result.id} className="border-t border-navy-50">
                          <td className="p-3">
                            <span className="font-semibold">{result.employeeName}</span>
                            <br />
                            <span className="text-xs text-slate-600">{result.employeeId}</span>
                          </td>
                          <td className="p-3">{result.testType}</td>
                          <td className="p-3">{result.testDate}</td>
                          <td className="p-3">
                            {result.score}/{result.maxScore}
                          </td>
                          <td className="p-3">
                            <span
                              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[result.status]}`}
                            >
                              {label(result.status)}
                            </span>
                          </td>
                          <td className="p-3">{result.expiryDate ?? '–'}</td>
                          <td className="p-3">{result.certificationId ?? '–'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </div>
          </Tabs.Content>

          <Tabs.Content value="templates" className="mt-6">
            <ListState
              loading={templates.isPending}
              error={templates.error}
              empty={(templates.data ?? []).length === 0}
              emptyText="No test templates."
            />
            <ul aria-label="Test templates" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {(templates.data ?? []).map((template) => (
                <li
                  key={template.id}
                  className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
                >
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-display text-lg font-bold text-navy-900">
                      {template.name}
                    </h3>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${template.isRequired ? 'bg-navy-900 text-white' : 'bg-sand-100 text-navy-900'}`}
                    >
                      {template.isRequired ? 'Required' : 'Optional'}
                    </span>
                  </div>
                  <p className="text-sm text-slate-700">
                    {template.category} · {template.frequency}
                  </p>
                  <p className="mt-2 text-sm text-slate-800">{template.description}</p>
                  <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
                    <div className="rounded-lg bg-sand-50 p-2">
                      <dt className="text-xs text-slate-600">Duration</dt>
                      <dd className="font-semibold">{template.durationHours} h</dd>
                    </div>
                    <div className="rounded-lg bg-sand-50 p-2">
                      <dt className="text-xs text-slate-600">Pass</dt>
                      <dd className="font-semibold">{template.passingScore}%</dd>
                    </div>
                    <div className="rounded-lg bg-sand-50 p-2">
                      <dt className="text-xs text-slate-600">Questions</dt>
                      <dd className="font-semibold">{template.questionCount}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </Tabs.Content>

          <Tabs.Content value="schedule" className="mt-6">
            <ScheduleTests />
          </Tabs.Content>
          <Tabs.Content value="hiring" className="mt-6">
            <HiringAssessments />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}

function ScheduleTests() {
  const templates = useTestTemplates();
  const employees = useEmployees('', 'active');
  const scheduled = useScheduledTests();
  const schedule = useScheduleTest();
  const update = useUpdateScheduledTest();
  const { toast } = useToast();
  const [form, setForm] = useState({
    employeeRef: '',
    templateId: '',
    scheduledDate: '',
    scheduledTime: '',
    location: 'Shop training room, 2214 Atlantic Blvd',
    notes: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    (field: keyof typeof form) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));
  const upcoming = (scheduled.data ?? []).filter((test) => test.status === 'scheduled');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.employeeRef) missing.employeeRef = 'Choose an employee';
    if (!form.templateId) missing.templateId = 'Choose a test';
    if (!form.scheduledDate) missing.scheduledDate = 'Date is required';
    if (!form.scheduledTime) missing.scheduledTime = 'Time is required';
    if (!form.location.trim()) missing.location = 'Location is required';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    schedule.mutate(
      { ...form, employeeRef: Number(form.employeeRef) },
      {
        onSuccess: (test) => {
          toast({
            title: 'Test scheduled',
            description: `${test.testType} for ${test.employeeName} on ${test.scheduledDate} at ${test.scheduledTime}.`,
          });
          setForm((current) => ({
            ...current,
            employeeRef: '',
            templateId: '',
            scheduledDate: '',
            scheduledTime: '',
            notes: '',
          }));
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError && Object.keys(error.fields).length
              ? error.fields
              : { form: 'The test could not be scheduled. Please try again.' },
          ),
      },
    );
  };

  const field = (name: string, text: string, control: React.ReactNode, limit?: number) => (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`schedule-${name}`} className="font-semibold text-navy-900">
        {text}
      </label>
      {control}
      {limit ? (
        <span className="text-xs text-slate-600">
          {form[name as keyof typeof form].length} of {limit} characters
        </span>
      ) : null}
      {errors[name] ? <span className="text-danger-700">{errors[name]}</span> : null}
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Schedule a test"
        className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-5"
      >
        <h2 className="font-display text-xl font-bold text-navy-900">Schedule a test</h2>
        {field(
          'employeeRef',
          'Employee',
          <select
            value={form.employeeRef}
            id="schedule-employeeRef"
            onChange={set('employeeRef')}
            className={input}
            aria-invalid={Boolean(errors.employeeRef)}
          >
            <option value="">{employees.isPending ? 'Loading...' : 'Choose an employee'}</option>
            {(employees.data ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.firstName} {person.lastName}
              </option>
            ))}
          </select>,
        )}
        {field(
          'templateId',
          'Test',
          <select
            value={form.templateId}
            id="schedule-templateId"
            onChange={set('templateId')}
            className={input}
            aria-invalid={Boolean(errors.templateId)}
          >
            <option value="">Choose a test</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>,
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {field(
            'scheduledDate',
            'Date',
            <input
              type="date"
              value={form.scheduledDate}
              id="schedule-scheduledDate"
              onChange={set('scheduledDate')}
              className={input}
            />,
          )}
          {field(
            'scheduledTime',
            'Time',
            <input
              type="time"
              value={form.scheduledTime}
              id="schedule-scheduledTime"
              onChange={set('scheduledTime')}
              className={input}
            />,
          )}
        </div>
        {field(
          'location',
          'Location',
          <input
            value={form.location}
            id="schedule-location"
            onChange={set('location')}
            maxLength={TESTING_TEXT_LIMITS.location}
            className={input}
          />,
          TESTING_TEXT_LIMITS.location,
        )}
        {field(
          'notes',
          'Notes',
          <textarea
            value={form.notes}
            id="schedule-notes"
            onChange={set('notes')}
            rows={2}
            maxLength={TESTING_TEXT_LIMITS.notes}
            className={input}
          />,
          TESTING_TEXT_LIMITS.notes,
        )}
        {errors.form ? (
          <p role="alert" className="text-danger-700">
            {errors.form}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? 'Scheduling...' : 'Schedule Test'}
          </Button>
        </div>
      </form>
      <section
        aria-labelledby="upcoming-heading"
        className="rounded-2xl border border-navy-100 bg-white p-5"
      >
        <h2 id="upcoming-heading" className="font-display text-xl font-bold text-navy-900">
          Upcoming tests
        </h2>
        <ListState
          loading={scheduled.isPending}
          error={scheduled.error}
          empty={upcoming.length === 0}
          emptyText="No tests scheduled."
        />
        <ul aria-label="Upcoming tests" className="mt-3 grid gap-3">
          {upcoming.map((test) => (
            <li
              key={test.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand-50 p-3 text-sm"
            >
              <div>
                <p className="font-semibold text-navy-900">
                  {test.testType}: {test.employeeName}
                </p>
                <p className="text-slate-700">
                  {test.scheduledDate} at {test.scheduledTime} · {test.location}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  onClick={() => update.mutate({ id: test.id, status: 'completed' })}
                >
                  Mark done
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => update.mutate({ id: test.id, status: 'cancelled' })}
                >
                  Cancel
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function HiringAssessments() {
  const assessments = useHiringAssessments();
  const add = useAddHiringAssessment();
  const review = useReviewHiringAssessment();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const empty = {
    candidateName: '',
    candidateEmail: '',
    candidatePhone: '',
    positionApplied: '',
    integrityScore: '',
    competenceScore: '',
    attitudeScore: '',
    assessmentDate: new Date().toISOString().slice(0, 10),
  };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const list = assessments.data ?? [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
    add.mutate(
      {
        ...form,
        integrityScore: number(form.integrityScore),
        competenceScore: number(form.competenceScore),
        attitudeScore: number(form.attitudeScore),
      },
      {
        onSuccess: (created) => {
          toast({
            title: 'Assessment recorded',
            description: `${created.assessmentNumber}: ${created.candidateName}, total ${created.totalScore}.`,
          });
          setOpen(false);
          setForm(empty);
          setErrors({});
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError
              ? error.fields
              : { form: 'The assessment could not be saved.' },
          ),
      },
    );
  };

  const text = (name: keyof typeof form, title: string, type = 'text', limit?: number) => (
    <label className="grid gap-1 text-sm">
      <span className="font-semibold text-navy-900">{title}</span>
      <input
        type={type}
        value={form[name]}
        onChange={set(name)}
        maxLength={limit}
        {...(type === 'number' ? { min: 0, max: 100, step: 1 } : {})}
        className={input}
        aria-invalid={Boolean(errors[name])}
      />
      {limit ? (
        <span className="text-xs text-slate-600">
          {form[name].length} of {limit} characters
        </span>
      ) : null}
      {errors[name] ? <span className="text-danger-700">{errors[name]}</span> : null}
    </label>
  );

  return (
    <section aria-labelledby="hiring-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hiring-heading" className="font-display text-xl font-bold text-navy-900">
          Hiring assessments
        </h2>
        <Button onClick={() => setOpen(true)}>New Assessment</Button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        The total is the average of integrity, competence and attitude; {HIRING_PASSING_SCORE}{' '}
        passes.
      </p>
      <div className="mt-4">
        <ListState
          loading={assessments.isPending}
          error={assessments.error}
          empty={list.length === 0}
          emptyText="No assessments yet."
        />
        <ul aria-label="Hiring assessments" className="grid gap-3 md:grid-cols-2">
          {list.map((assessment) => (
            <li
              key={assessment.id}
              className="rounded-2xl border border-navy-100 bg-white p-4 text-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-display text-lg font-bold text-navy-900">
                    {assessment.candidateName}
                  </p>
                  <p className="text-slate-700">
                    {assessment.assessmentNumber} · {assessment.positionApplied} ·{' '}
                    {assessment.assessmentDate}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${assessment.passingGrade ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-800'}`}
                >
                  {assessment.passingGrade ? 'Pass' : 'Below pass'}: {assessment.totalScore}
                </span>
              </div>
              <p className="mt-2 text-slate-800">
                Integrity {assessment.integrityScore} · Competence {assessment.competenceScore} ·
                Attitude {assessment.attitudeScore}
              </p>
              {assessment.reviewerNotes ? (
                <p className="mt-1 text-slate-700">
                  “{assessment.reviewerNotes}”{' '}
                  {assessment.reviewedBy ? `– ${assessment.reviewedBy}` : ''}
                </p>
              ) : null}
              <label className="mt-3 flex items-center gap-2">
                <span className="font-semibold">Status</span>
                <select
                  aria-label={`Status of ${assessment.candidateName}`}
                  value={assessment.status}
                  onChange={(event) =>
                    review.mutate({
                      id: assessment.id,
                      changes: {
                        status: event.target.value as HiringStatus,
                        reviewerNotes: assessment.reviewerNotes,
                      },
                    })
                  }
                  className={input}
                >
                  {HIRING_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {label(value)}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      </div>
      <StaffDialog
        open={open}
        onOpenChange={setOpen}
        title="New Assessment"
        description="Scores are 0 to 100."
        wide
      >
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
          {text('candidateName', 'Candidate name', 'text', TESTING_TEXT_LIMITS.candidateName)}
          {text('positionApplied', 'Position', 'text', TESTING_TEXT_LIMITS.positionApplied)}
          {text('candidateEmail', 'Email', 'email')}
          {text('candidatePhone', 'Phone', 'tel')}
          {text('integrityScore', 'Integrity score', 'number')}
          {text('competenceScore', 'Competence score', 'number')}
          {text('attitudeScore', 'Attitude score', 'number')}
          {text('assessmentDate', 'Assessment date', 'date')}
          {errors.form ? (
            <p role="alert" className="text-danger-700 sm:col-span-2">
              {errors.form}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Saving...' : 'Save assessment'}
            </Button>
          </div>
        </form>
      </StaffDialog>
    </section>
  );
}
