import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type Appointment,
  type EmployeeTask,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPES,
} from '@roofing/contracts';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useEmployees } from '../../api/employees.ts';
import {
  useAssignTask,
  useBookAppointment,
  useJobAppointments,
  useJobTasks,
  useUpdateAppointment,
  useUpdateTask,
} from '../../api/scheduling.ts';
import { useToast } from '../../app/toast.tsx';
import { ListState } from '../../components/back-office/list-states.tsx';
import { Button } from '../../components/ui/button.tsx';

const input = 'min-h-11 rounded-lg border border-navy-200 bg-white px-3 py-2 text-sm';
const words = (value: string) => value.replaceAll('_', ' ');
const day = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** The crew on this job: visits booked and tasks assigned, linked by the estimate number. */
export function QuoteCrew({ estimateNumber }: { estimateNumber: string }) {
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
        <CrewForm kind={adding} estimateNumber={estimateNumber} onDone={() => setAdding(null)} />
      ) : null}
      <h5 className="mt-4 text-sm font-semibold text-navy-900">Visits</h5>
      <ListState
        loading={appointments.isPending}
        error={appointments.error}
        empty={(appointments.data ?? []).length === 0}
        emptyText="No visits booked for this job."
        onRetry={() => void appointments.refetch()}
      />
      <ul aria-label="Visits" className="mt-2 grid gap-2">
        {(appointments.data ?? []).map((visit) => (
          <VisitRow key={visit.id} visit={visit} estimateNumber={estimateNumber} />
        ))}
      </ul>
      <h5 className="mt-4 text-sm font-semibold text-navy-900">Tasks</h5>
      <ListState
        loading={tasks.isPending}
        error={tasks.error}
        empty={(tasks.data ?? []).length === 0}
        emptyText="No tasks assigned for this job."
        onRetry={() => void tasks.refetch()}
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
          {words(visit.appointmentType)} · {day(visit.scheduledDate)} at {visit.scheduledTime} ET
        </p>
        <p className="text-slate-700">
          {visit.employee.name}, {visit.employee.position}
          {visit.notes ? ` · ${visit.notes}` : ''}
        </p>
      </div>
      <label className="flex items-center gap-2">
        <span className="sr-only">Status of the {words(visit.appointmentType)} visit</span>
        <select
          value={visit.status}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ id: visit.id, status: event.target.value as Appointment['status'] })
          }
          className={input}
        >
          {APPOINTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
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
      <label className="flex items-center gap-2">
        <span className="sr-only">Status of {task.title}</span>
        <select
          value={task.status}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ id: task.id, status: event.target.value as EmployeeTask['status'] })
          }
          className={input}
        >
          {TASK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {words(status)}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

function CrewForm({
  kind,
  estimateNumber,
  onDone,
}: {
  kind: 'visit' | 'task';
  estimateNumber: string;
  onDone: () => void;
}) {
  const employees = useEmployees('', 'active');
  const book = useBookAppointment(estimateNumber);
  const assign = useAssignTask(estimateNumber);
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = book.isPending || assign.isPending;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const failed = (failure: unknown) => {
      const api = failure instanceof ApiError ? failure : null;
      setErrors({
        ...(api?.fields ?? {}),
        form: api?.serverMessage ?? 'Could not save. Try again.',
      });
    };
    const done = (what: string) => {
      toast({ title: 'Saved', description: what });
      onDone();
    };
    const employeeId = Number(data.employeeId);
    if (kind === 'visit') {
      book.mutate(
        {
          estimateNumber,
          employeeId,
          appointmentType: data.appointmentType as Appointment['appointmentType'],
          scheduledDate: data.scheduledDate ?? '',
          scheduledTime: data.scheduledTime ?? '',
          notes: data.notes ?? null,
        },
        { onSuccess: () => done('The visit was booked.'), onError: failed },
      );
    } else {
      assign.mutate(
        {
          estimateNumber,
          employeeId,
          taskType: data.taskType as EmployeeTask['taskType'],
          title: data.title ?? '',
          priority: (data.priority || 'medium') as EmployeeTask['priority'],
          dueDate: data.dueDate || null,
        },
        { onSuccess: () => done('The task was assigned.'), onError: failed },
      );
    }
  };
  const error = (field: string) =>
    errors[field] ? <span className="text-xs text-danger-700">{errors[field]}</span> : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={kind === 'visit' ? 'Book a visit' : 'Assign a task'}
      className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
    >
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Employee *</span>
        <select name="employeeId" className={input} defaultValue="">
          <option value="">
            {employees.isPending ? 'Loading employees...' : 'Choose an employee'}
          </option>
          {(employees.data ?? []).map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.firstName} {employee.lastName} ({employee.position})
            </option>
          ))}
        </select>
        {error('employeeId')}
      </label>
      {kind === 'visit' ? (
        <>
          <label className="grid gap-1">
            <span className="font-semibold text-navy-900">Visit *</span>
            <select name="appointmentType" className={input} defaultValue="">
              <option value="">Choose the kind of visit</option>
              {APPOINTMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {words(type)}
                </option>
              ))}
            </select>
            {error('appointmentType')}
          </label>
          <label className="grid gap-1">
            <span className="font-semibold text-navy-900">Date *</span>
            <input name="scheduledDate" type="date" className={input} />
            {error('scheduledDate')}
          </label>
          <label className="grid gap-1">
            <span className="font-semibold text-navy-900">Time (ET) *</span>
            <input name="scheduledTime" type="time" className={input} />
            {error('scheduledTime')}
          </label>
          <label className="grid gap-1 sm:col-span-2">
            <span className="font-semibold text-navy-900">Notes</span>
            <input name="notes" maxLength={1000} className={input} />
            <span className="text-xs text-slate-600">Up to 1,000 characters.</span>
          </label>
        </>
      ) : (
        <>
          <label className="grid gap-1">
            <span className="font-semibold text-navy-900">Task *</span>
            <select name="taskType" className={input} defaultValue="">
              <option value="">Choose the kind of task</option>
              {TASK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {words(type)}
                </option>
              ))}
            </select>
            {error('taskType')}
          </label>
          <label className="grid gap-1 sm:col-span-2">
            <span className="font-semibold text-navy-900">Title *</span>
            <input name="title" maxLength={200} className={input} />
            <span className="text-xs text-slate-600">Up to 200 characters.</span>
            {error('title')}
          </label>
          <label className="grid gap-1">
            <span className="font-semibold text-navy-900">Priority</span>
            <select name="priority" className={input} defaultValue="medium">
              {TASK_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {priority}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1">
            <span className="font-semibold text-navy-900">Due date</span>
            <input name="dueDate" type="date" className={input} />
            {error('dueDate')}
          </label>
        </>
      )}
      {errors.form ? (
        <p role="alert" className="text-danger-700 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : kind === 'visit' ? 'Book visit' : 'Assign task'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
