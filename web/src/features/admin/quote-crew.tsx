import {
  APPOINTMENT_STATUSES,
  type Appointment,
  type EmployeeTask,
  TASK_STATUSES,
} from '@roofing/contracts';
import { useState } from 'react';
import {
  useJobAppointments,
  useJobTasks,
  useUpdateAppointment,
  useUpdateTask,
} from '../../api/scheduling.ts';
import { QueryState } from '../../components/back-office/list-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { clockTime } from '../../lib/format.ts';
import { dateTime } from './admin-format.ts';
import { TaskAssignmentForm } from './crew/task-assignment-form.tsx';
import { VisitBookingForm } from './crew/visit-booking-form.tsx';
import { RowStatusSelect, words } from './job-form-parts.tsx';

const day = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/**
 * The crew on this job: visits booked and tasks assigned, linked by the estimate number. The
 * quote's site visit (the homeowner's appointment, set under Site visit) is not a crew booking:
 * while no crew member is booked, the empty list says so rather than that nothing is booked.
 */
export function QuoteCrew({
  estimateNumber,
  siteVisit,
}: {
  estimateNumber: string;
  /** The quote's site visit (ISO), if one is set. */
  siteVisit?: string | null;
}) {
  const appointments = useJobAppointments(estimateNumber);
  const tasks = useJobTasks(estimateNumber);
  const [adding, setAdding] = useState<'visit' | 'task' | null>(null);
  return (
    <section aria-labelledby="crew-heading" className="mt-6 border-t border-navy-100 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="crew-heading" className="font-display text-lg font-bold text-navy-900">
          Crew &amp; schedule
        </h4>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setAdding('visit')}>
            Book visit
          </Button>
          <Button variant="outline" onClick={() => setAdding('task')}>
            Assign task
          </Button>
        </div>
      </div>
      {adding ? (
        adding === 'visit' ? (
          <VisitBookingForm estimateNumber={estimateNumber} onDone={() => setAdding(null)} />
        ) : (
          <TaskAssignmentForm estimateNumber={estimateNumber} onDone={() => setAdding(null)} />
        )
      ) : null}
      <h5 className="mt-4 text-sm font-semibold text-navy-900">Crew visits</h5>
      <QueryState
        query={appointments}
        empty={(appointments.data ?? []).length === 0}
        emptyText={
          siteVisit
            ? `The site visit on ${dateTime(siteVisit)} has no crew member booked yet: Book visit sends one.`
            : 'No crew visits booked for this job.'
        }
      />
      <ul aria-label="Crew visits" className="mt-2 grid gap-2">
        {(appointments.data ?? []).map((visit) => (
          <VisitRow key={visit.id} visit={visit} estimateNumber={estimateNumber} />
        ))}
      </ul>
      <h5 className="mt-4 text-sm font-semibold text-navy-900">Tasks</h5>
      <QueryState
        query={tasks}
        empty={(tasks.data ?? []).length === 0}
        emptyText="No tasks assigned for this job."
      />
      <ul aria-label="Tasks" className="mt-2 grid gap-2">
        {(tasks.data ?? []).map((task) => (
          <TaskRow key={task.id} task={task} estimateNumber={estimateNumber} />
        ))}
      </ul>
    </section>
  );
}

function VisitRow({ visit, estimateNumber }: { visit: Appointment; estimateNumber: string }) {
  const update = useUpdateAppointment(estimateNumber);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-navy-100 p-3 text-sm">
      <div>
        <p className="font-semibold text-navy-900 capitalize">
          {words(visit.appointmentType)} · {day(visit.scheduledDate)} at{' '}
          {clockTime(visit.scheduledTime)} ET
        </p>
        <p className="text-slate-700">
          {visit.employee.name}, {visit.employee.position}
          {visit.notes ? ` · ${visit.notes}` : ''}
        </p>
      </div>
      <RowStatusSelect
        className="flex items-center gap-2"
        label={`Status of the ${words(visit.appointmentType)} visit`}
        value={visit.status}
        statuses={APPOINTMENT_STATUSES}
        optionLabel={(status) => status}
        busy={update.isPending}
        onSave={(status) => update.mutate({ id: visit.id, status })}
      />
    </li>
  );
}

function TaskRow({ task, estimateNumber }: { task: EmployeeTask; estimateNumber: string }) {
  const update = useUpdateTask(estimateNumber);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-navy-100 p-3 text-sm">
      <div>
        <p className="font-semibold text-navy-900">
          {task.title}{' '}
          <span className="ml-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-navy-800 capitalize">
            {task.priority}
          </span>
        </p>
        <p className="text-slate-700">
          {task.employee.name} · <span className="capitalize">{words(task.taskType)}</span>
          {task.dueDate ? ` · due ${day(task.dueDate)}` : ''}
        </p>
      </div>
      <RowStatusSelect
        className="flex items-center gap-2"
        label={`Status of ${task.title}`}
        value={task.status}
        statuses={TASK_STATUSES}
        busy={update.isPending}
        onSave={(status) => update.mutate({ id: task.id, status })}
      />
    </li>
  );
}
