import {
  type EmployeeTaskCreate,
  EmployeeTaskCreateSchema,
  TASK_PRIORITIES,
  TASK_TYPES,
} from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { useAssignTask } from '../../../api/scheduling.ts';
import { useToast } from '../../../app/toast.tsx';
import {
  invalidProps,
  LabelledControl,
} from '../../../components/back-office/labelled-control.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { EmployeeOptions, idOf, JobFormFoot, jobFormInput, words } from '../job-form-parts.tsx';

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
  const ids = useId();
  const assign = useAssignTask(estimateNumber);
  const { toast } = useToast();
  const toBody = (values: TaskValues): EmployeeTaskCreate => ({
    ...values,
    estimateNumber,
    employeeId: idOf(values.employeeId),
    taskType: values.taskType as EmployeeTaskCreate['taskType'],
    priority: (values.priority || 'medium') as EmployeeTaskCreate['priority'],
    dueDate: values.dueDate || null,
  });
  const { register, handleSubmit, setError, formState } = useForm<
    TaskValues,
    unknown,
    EmployeeTaskCreate
  >({
    defaultValues: { employeeId: '', taskType: '', title: '', priority: 'medium', dueDate: '' },
    resolver: contractResolver(EmployeeTaskCreateSchema, toBody),
  });
  const { errors } = formState;
  const field = (name: keyof TaskValues) => ({
    error: errors[name]?.message,
    errorId: `${ids}-${name}-error`,
  });
  const aria = (name: keyof TaskValues) =>
    invalidProps(errors[name]?.message, `${ids}-${name}-error`);

  const submit = handleSubmit(async (body) => {
    try {
      await assign.mutateAsync(body);
      toast({ title: 'Saved', description: 'The task was assigned.' });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure);
      setError('root', {
        type: 'server',
        message:
          (failure instanceof ApiError && failure.serverMessage) || 'Could not save. Try again.',
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Assign a task"
      className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
    >
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
      <JobFormFoot
        failure={errors.root?.message}
        pending={assign.isPending}
        submitLabel="Assign task"
        onCancel={onDone}
      />
    </form>
  );
}
