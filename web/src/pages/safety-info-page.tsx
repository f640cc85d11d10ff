import * as Tabs from '@radix-ui/react-tabs';
import {
  COMPANY,
  type Incident,
  SAFETY_MANAGER,
  SAFETY_MANAGER_PHONE_HREF,
  type StaffSession,
  type TrainingCourse,
} from '@roofing/contracts';
import { useDeferredValue, useState } from 'react';
import { useEmployees } from '../api/employees.ts';
import {
  ApiError,
  downloadFile,
  useCourses,
  useIncidents,
  useRecordCompletion,
  useReportIncident,
  useSafetyDocuments,
  useSafetyStats,
  useUpdateIncident,
} from '../api/safety.ts';
import { useToast } from '../app/toast.tsx';
import { ListState } from '../components/back-office/list-states.tsx';
import { StaffDialog } from '../components/back-office/staff-dialog.tsx';
import { StaffPageHeader } from '../components/back-office/staff-page.tsx';
import { StatTile } from '../components/back-office/stat-tile.tsx';
import { Button } from '../components/ui/button.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { formatIncidentWhen, IncidentCard } from '../features/back-office/safety/incident-card.tsx';
import { IncidentForm } from '../features/back-office/safety/incident-form.tsx';
import { IncidentView } from '../features/back-office/safety/incident-view.tsx';

/** Safety information (portal §2), behind the server-checked staff guard. */
export function SafetyInfoPage() {
  return <RequireStaff>{(session) => <Safety session={session} />}</RequireStaff>;
}

const tabClass =
  'min-h-11 whitespace-nowrap rounded-lg px-4 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

type Dialog =
  | { kind: 'report' }
  | { kind: 'view'; id: number }
  | { kind: 'edit'; incident: Incident }
  | { kind: 'close'; incident: Incident }
  | { kind: 'completion'; course: TrainingCourse };

const REMINDERS = [
  {
    title: 'Heat',
    text: 'Water, rest and shade: one quart of water an hour, breaks every hour above a heat index of 91 °F, heavy work early in the day.',
  },
  {
    title: 'Equipment inspection',
    text: 'Inspect harnesses, lanyards, anchors and ladders before each use; monthly inspections go in the Equipment Inspection Log.',
  },
  {
    title: 'Weather',
    text: 'Everyone off the roof when thunder is heard or gusts pass 35 mph. Before a named storm, dry-in every open roof and secure materials.',
  },
];

function Safety({ session }: { session: StaffSession }) {
  const stats = useSafetyStats();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const incidents = useIncidents(query);
  const allIncidents = useIncidents('');
  const courses = useCourses();
  const documents = useSafetyDocuments();
  const report = useReportIncident();
  const update = useUpdateIncident();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [tab, setTab] = useState('overview');
  const viewed =
    dialog?.kind === 'view' ? allIncidents.data?.find((i) => i.id === dialog.id) : undefined;
  const openReport = () => setDialog({ kind: 'report' });

  const download = async (course: TrainingCourse) => {
    try {
      await downloadFile(course.materialUrl);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to download document. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="bg-sand-100/50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{`Safety Information | ${COMPANY.name}`}</title>
        <StaffPageHeader
          title="Safety Information"
          summary="Incident reports, training and the policies every crew works by."
          actions={<Button onClick={openReport}>Report Incident</Button>}
        />

        <div role="alert" className="mt-6 rounded-2xl bg-red-700 p-5 text-white shadow-sm">
          <p className="font-display text-lg font-bold">Emergency? Call 911 first.</p>
          <p className="mt-1">
            For non-emergency safety concerns, call {SAFETY_MANAGER.name}, Safety Manager, at{' '}
            <a href={SAFETY_MANAGER_PHONE_HREF} className="font-bold underline">
              {SAFETY_MANAGER.phone}
            </a>
            .
          </p>
        </div>

        <section aria-label="Safety figures" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatTile
            label="Days Without Incident"
            value={stats.data?.daysWithoutIncident ?? '–'}
            hint={
              stats.data?.lastRecordableIncident
                ? `since ${stats.data.lastRecordableIncident}`
                : undefined
            }
          />
          <StatTile label="Training Hours YTD" value={stats.data?.trainingHoursYtd ?? '–'} />
          <StatTile label="Open Incidents" value={stats.data?.openIncidents ?? '–'} />
          <StatTile
            label="Training Completion"
            value={stats.data ? `${stats.data.trainingCompletion}%` : '–'}
          />
        </section>
        {stats.isError ? (
          <p role="alert" className="mt-2 text-danger-700">
            The safety figures could not be loaded.
          </p>
        ) : null}

        <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
          <Tabs.List
            aria-label="Safety"
            className="flex gap-1 overflow-x-auto rounded-xl bg-navy-50 p-1"
          >
            <Tabs.Trigger value="overview" className={tabClass}>
              Safety Overview
            </Tabs.Trigger>
            <Tabs.Trigger value="incidents" className={tabClass}>
              Incident Reports
            </Tabs.Trigger>
            <Tabs.Trigger value="training" className={tabClass}>
              Training Materials
            </Tabs.Trigger>
            <Tabs.Trigger value="policies" className={tabClass}>
              Safety Policies
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="overview" className="mt-6 grid gap-6 lg:grid-cols-2">
            <section
              aria-labelledby="recent-heading"
              className="rounded-2xl border border-navy-100 bg-white p-5"
            >
              <h2 id="recent-heading" className="font-display text-xl font-bold text-navy-900">
                Recent activities
              </h2>
              <ListState
                loading={allIncidents.isPending}
                error={allIncidents.error}
                empty={(allIncidents.data ?? []).length === 0}
                emptyText="No incidents recorded."
              />
              <ul className="mt-3 grid gap-3">
                {(allIncidents.data ?? []).slice(0, 5).map((incident) => (
                  <li key={incident.id} className="border-l-4 border-navy-200 pl-3 text-sm">
                    <p className="font-semibold text-navy-900">
                      {incident.incidentNumber}: {incident.incidentType}
                    </p>
                    <p className="text-slate-700">
                      {formatIncidentWhen(incident)} · {incident.employeeName} ·{' '}
                      {incident.status === 'open' ? 'open' : 'closed'}
                    </p>
                  </li>
                ))}
              </ul>
              {stats.data ? (
                <table className="mt-5 w-full text-left text-sm">
                  <caption className="mb-2 text-left font-semibold text-navy-900">
                    This year by month
                  </caption>
                  <thead>
                    <tr className="text-slate-600">
                      <th scope="col">Month</th>
                      <th scope="col">Incidents</th>
                      <th scope="col">Near misses</th>
                      <th scope="col">Training hours</th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.data.monthly.map((month) => (
                      <tr key={month.month} className="border-t border-navy-50">
                        <td>{month.month}</td>
                        <td>{month.incidents}</td>
                        <td>{month.nearMisses}</td>
                        <td>{month.trainingHours}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </section>
            <section
              aria-labelledby="reminders-heading"
              className="rounded-2xl border border-navy-100 bg-white p-5"
            >
              <h2 id="reminders-heading" className="font-display text-xl font-bold text-navy-900">
                Reminders
              </h2>
              <ul className="mt-3 grid gap-3">
                {REMINDERS.map((reminder) => (
                  <li key={reminder.title} className="rounded-xl bg-sand-100 p-4 text-sm">
                    <p className="font-semibold text-navy-900">{reminder.title}</p>
                    <p className="mt-1 text-slate-800">{reminder.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          </Tabs.Content>

          <Tabs.Content value="incidents" className="mt-6">
            <div className="flex flex-wrap items-end gap-3">
              <label className="min-w-64 flex-1">
                <span className="mb-1 block text-sm font-semibold text-navy-900">
                  Search incidents
                </span>
                <input
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Number, employee, location, type or words"
                  className="w-full rounded-lg border border-navy-200 bg-white px-3 py-2"
                />
              </label>
              <Button onClick={openReport}>New Incident Report</Button>
            </div>
            <div className="mt-4">
              <ListState
                loading={incidents.isPending}
                error={incidents.error}
                empty={(incidents.data ?? []).length === 0}
                emptyText="No incident reports found"
                onRetry={() => void incidents.refetch()}
              />
              <ul aria-label="Incident reports" className="grid gap-4">
                {(incidents.data ?? []).map((incident) => (
                  <IncidentCard
                    key={incident.id}
                    incident={incident}
                    onView={() => setDialog({ kind: 'view', id: incident.id })}
                    onEdit={() => setDialog({ kind: 'edit', incident })}
                    onClose={() => setDialog({ kind: 'close', incident })}
                  />
                ))}
              </ul>
            </div>
          </Tabs.Content>

          <Tabs.Content value="training" className="mt-6">
            <ListState
              loading={courses.isPending}
              error={courses.error}
              empty={(courses.data ?? []).length === 0}
              emptyText="No training courses yet."
            />
            <ul aria-label="Training courses" className="grid gap-4 md:grid-cols-2">
              {(courses.data ?? []).map((course) => (
                <li
                  key={course.id}
                  className="flex flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <h3 className="font-display text-lg font-bold text-navy-900">
                        {course.title}
                      </h3>
                      <p className="text-sm text-slate-700">{course.category}</p>
                    </div>
                    {course.required ? (
                      <span className="rounded-full bg-navy-900 px-2.5 py-0.5 text-xs font-semibold text-white">
                        Required
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-2 text-sm text-slate-800">{course.description}</p>
                  <p className="mt-2 text-sm text-slate-700">
                    {course.duration} · {course.frequency} · updated {course.lastUpdated}
                  </p>
                  <div className="mt-3">
                    <div className="flex justify-between text-sm">
                      <span>Completion</span>
                      <span className="font-semibold">{course.completionRate}%</span>
                    </div>
                    <div
                      role="progressbar"
                      aria-label={`${course.title} completion`}
                      aria-valuenow={course.completionRate}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      className="mt-1 h-2 rounded-full bg-navy-50"
                    >
                      <div
                        className="h-2 rounded-full bg-green-600"
                        style={{ width: `${course.completionRate}%` }}
                      />
                    </div>
                  </div>
                  <div className="mt-auto flex gap-2 pt-4">
                    <Button variant="outline" onClick={() => void download(course)}>
                      Download
                    </Button>
                    <button
                      type="button"
                      aria-label={`Record a completion of ${course.title}`}
                      title="Record a completion"
                      onClick={() => setDialog({ kind: 'completion', course })}
                      className="inline-flex size-10 items-center justify-center rounded-lg border border-navy-100 text-navy-800 hover:bg-sand-100"
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className="size-5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      >
                        <path d="M12 5v14M5 12h14" />
                      </svg>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </Tabs.Content>

          <Tabs.Content value="policies" className="mt-6 grid gap-6 lg:grid-cols-2">
            {(['policy', 'form'] as const).map((kind) => (
              <section
                key={kind}
                aria-labelledby={`${kind}-heading`}
                className="rounded-2xl border border-navy-100 bg-white p-5"
              >
                <h2 id={`${kind}-heading`} className="font-display text-xl font-bold text-navy-900">
                  {kind === 'policy' ? 'Safety Policies' : 'Quick-Reference Forms'}
                </h2>
                <ListState
                  loading={documents.isPending}
                  error={documents.error}
                  empty={false}
                  emptyText=""
                />
                <ul className="mt-3 grid gap-2">
                  {(documents.data ?? [])
                    .filter((document) => document.kind === kind)
                    .map((document) => (
                      <li key={document.slug}>
                        <a
                          href={document.url}
                          target="_blank"
                          rel="noreferrer"
                          className="block rounded-xl border border-navy-100 p-3 hover:bg-sand-100"
                        >
                          <span className="font-semibold text-navy-900">{document.title}</span>
                          <span className="mt-0.5 block text-sm text-slate-700">
                            {document.summary}
                          </span>
                        </a>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </Tabs.Content>
        </Tabs.Root>
      </div>

      <StaffDialog
        open={dialog?.kind === 'report'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Report Incident"
        description="Report every injury and near miss the same day."
        wide
      >
        <IncidentForm
          reporter={session.user.displayName}
          submitLabel="Submit report"
          submitting={report.isPending}
          onSubmit={async (body) => {
            const created = await report.mutateAsync(body);
            setDialog(null);
            setTab('incidents');
            toast({
              title: 'Incident reported',
              description: `${created.incidentNumber} is recorded.`,
            });
          }}
        />
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'edit'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.kind === 'edit' ? `Edit ${dialog.incident.incidentNumber}` : 'Edit'}
        wide
      >
        {dialog?.kind === 'edit' ? (
          <IncidentForm
            incident={dialog.incident}
            reporter={session.user.displayName}
            submitLabel="Save changes"
            submitting={update.isPending}
            onSubmit={async (body) => {
              await update.mutateAsync({ id: dialog.incident.id, changes: body });
              setDialog(null);
              toast({ title: 'Report updated', description: 'The changes are saved.' });
            }}
          />
        ) : null}
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'view'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={viewed ? viewed.incidentNumber : 'Incident'}
        wide
      >
        {viewed ? <IncidentView incident={viewed} /> : <p role="status">Loading...</p>}
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'close'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.kind === 'close' ? `Close ${dialog.incident.incidentNumber}?` : 'Close'}
        description="A closed report stays on file; it no longer counts as open."
      >
        {dialog?.kind === 'close' ? (
          <div className="flex gap-2">
            <Button
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: dialog.incident.id, changes: { status: 'closed' } },
                  {
                    onSuccess: () => {
                      setDialog(null);
                      toast({
                        title: 'Incident closed',
                        description: `${dialog.incident.incidentNumber} is closed.`,
                      });
                    },
                    onError: () =>
                      toast({
                        title: 'Error',
                        description: 'The report could not be closed. Please try again.',
                        variant: 'destructive',
                      }),
                  },
                )
              }
            >
              {update.isPending ? 'Closing...' : 'Close incident'}
            </Button>
            <Button variant="ghost" onClick={() => setDialog(null)}>
              Cancel
            </Button>
          </div>
        ) : null}
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'completion'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Record a completion"
        description={dialog?.kind === 'completion' ? dialog.course.title : undefined}
      >
        {dialog?.kind === 'completion' ? (
          <CompletionForm course={dialog.course} onDone={() => setDialog(null)} />
        ) : null}
      </StaffDialog>
    </div>
  );
}

function CompletionForm({ course, onDone }: { course: TrainingCourse; onDone: () => void }) {
  const employees = useEmployees('', 'active');
  const record = useRecordCompletion();
  const { toast } = useToast();
  const [employee, setEmployee] = useState('');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [hours, setHours] = useState(String(Number.parseFloat(course.duration) || 1));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!employee) return setError('Choose an employee.');
        setError(null);
        record.mutate(
          {
            courseId: course.id,
            employeeRef: Number(employee),
            completedOn: date,
            hours: Number(hours),
          },
          {
            onSuccess: () => {
              toast({ title: 'Completion recorded', description: `${course.title} is recorded.` });
              onDone();
            },
            onError: (failure) =>
              setError(
                (failure instanceof ApiError && failure.serverMessage) ||
                  'The completion could not be saved. Please try again.',
              ),
          },
        );
      }}
    >
      <label className="grid gap-1 text-sm">
        <span className="font-semibold">Employee</span>
        <select
          value={employee}
          onChange={(event) => setEmployee(event.target.value)}
          className="rounded-lg border border-navy-200 px-3 py-2"
        >
          <option value="">{employees.isPending ? 'Loading...' : 'Choose an employee'}</option>
          {(employees.data ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.firstName} {person.lastName}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-semibold">Completed on</span>
        <input
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className="rounded-lg border border-navy-200 px-3 py-2"
        />
      </label>
      <label className="grid gap-1 text-sm">
        <span className="font-semibold">Hours</span>
        <input
          type="number"
          min={0.5}
          step={0.5}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          className="rounded-lg border border-navy-200 px-3 py-2"
        />
      </label>
      {error ? (
        <p role="alert" className="text-danger-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Saving...' : 'Record completion'}
        </Button>
      </div>
    </form>
  );
}
