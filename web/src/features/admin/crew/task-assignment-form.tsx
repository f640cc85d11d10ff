import {
  type EmployeeTaskCreate,
  EmployeeTaskCreateSchema,
  TASK_PRIORITIES,
  TASK_TYPES,
} from '@roofing/contracts';
import { useAssignTask } from '../../../api/scheduling.ts';
import { LabelledControl } from '../../../components/back-office/labelled-control.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { EmployeeOptions, idOf, jobFormInput, words } from '../job-form-parts.tsx';
import { JobForm, useJobForm } from '../use-job-form.tsx';

interface TaskValues {
  employeeId: string;
  taskType: string;
  title: string;
  priority: string;
  dueDate: string;
}

/** Assign a task on this job to a crew member, checked by the contract's rules. */
export function TaskAssignmentForm({
  estimateNumber,
  onDone,
}: {
  estimateNumber: string;
  onDone: () => void;
}) {
  const assign = useAssignTask(estimateNumber);
  const toBody = (values: TaskValues): EmployeeTaskCreate => ({
    ...values,
    estimateNumber,
    employeeId: idOf(values.employeeId),
    taskType: values.taskType as EmployeeTaskCreate['taskType'],
    priority: (values.priority || 'medium') as EmployeeTaskCreate['priority'],
    dueDate: values.dueDate || null,
  });
  const { form, submit, field, aria } = useJobForm({
    schema: EmployeeTaskCreateSchema,
    toBody,
    defaultValues: { employeeId: '', taskType: '', title: '', priority: 'medium', dueDate: '' },
    save: (body) => assign.mutateAsync(body),
    savedText: 'The task was assigned.',
    onDone,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <JobForm label="Assign a task" onSubmit={submit}>
      <LabelledControl label="Employee *" {...field('employeeId')}>
        <select className={jobFormInput} {...register('employeeId')} {...aria('employeeId')}>
          <EmployeeOptions />
        </select>
      </LabelledControl>
      <LabelledControl label="Task *" {...field('taskType')}>
        <select className={jobFormInput} {...register('taskType')} {...aria('taskType')}>
          <option value="">Choose the kind of task</option>
          {TASK_TYPES.map((type) => (
            <option key={type} value={type}>
              {words(type)}
            </option>
          ))}
        </select>
      </LabelledControl>
      <LabelledControl
        label="Title *"
        hint="Up to 200 characters."
        className="sm:col-span-2"
        {...field('title')}
      >
        <input maxLength={200} className={jobFormInput} {...register('title')} {...aria('title')} />
      </LabelledControl>
      <LabelledControl label="Priority" {...field('priority')}>
        <select className={jobFormInput} {...register('priority')} {...aria('priority')}>
          {TASK_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority}
            </option>
          ))}
        </select>
      </LabelledControl>
      <LabelledControl label="Due date" {...field('dueDate')}>
        <input type="date" className={jobFormInput} {...register('dueDate')} {...aria('dueDate')} />
      </LabelledControl>
      <FormActions
        error={errors.root?.message}
        pending={assign.isPending}
        submitLabel="Assign task"
        pendingLabel="Saving..."
        onCancel={onDone}
      />
    </JobForm>
  );
}
