import {
  businessToday,
  type TrainingCompletionCreateInput,
  TrainingCompletionCreateSchema,
  type TrainingCourse,
} from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { useEmployees } from '../../../api/employees.ts';
import { useRecordCompletion } from '../../../api/safety.ts';
import { useToast } from '../../../app/toast.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import {
  FormDateField,
  FormSelectField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface CompletionValues {
  employeeRef: string;
  completedOn: string;
  hours: string;
}

/** Text as typed → the contract's body (ids and hours as numbers; blank is not a number). */
const toBody =
  (courseId: number) =>
  (values: CompletionValues): TrainingCompletionCreateInput => ({
    courseId,
    employeeRef: values.employeeRef === '' ? Number.NaN : Number(values.employeeRef),
    completedOn: values.completedOn,
    hours: values.hours.trim() === '' ? Number.NaN : Number(values.hours),
  });

/** Record that an employee finished a training course, checked by the contract's rules. */
export function CompletionForm({ course, onDone }: { course: TrainingCourse; onDone: () => void }) {
  const employees = useEmployees('', 'active');
  const record = useRecordCompletion();
  const { toast } = useToast();
  const form = useForm<CompletionValues, unknown, TrainingCompletionCreateInput>({
    defaultValues: {
      employeeRef: '',
      completedOn: businessToday(),
      hours: String(Number.parseFloat(course.duration) || 1),
    },
    resolver: contractResolver(TrainingCompletionCreateSchema, toBody(course.id)),
  });
  const { control, handleSubmit, setError, formState } = form;
  const options = (employees.data ?? []).map((person) => ({
    value: String(person.id),
    label: `${person.firstName} ${person.lastName}`,
  }));

  const submit = handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      toast({ title: 'Completion recorded', description: `${course.title} is recorded.` });
      onDone();
    } catch (error) {
      showServerFieldErrors(setError, error, {
        fallback: 'The completion could not be saved. Please try again.',
      });
    }
  });

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <FormSelectField
        control={control}
        name="employeeRef"
        id="completion-employee"
        label="Employee"
        placeholder={employees.isPending ? 'Loading...' : 'Choose an employee'}
        options={options}
      />
      <FormDateField
        control={control}
        name="completedOn"
        id="completion-date"
        label="Completed on"
      />
      <FormTextField
        control={control}
        name="hours"
        id="completion-hours"
        label="Hours"
        type="number"
        min={0.5}
        step={0.5}
      />
      <FormActions
        error={formState.errors.root?.message}
        pending={record.isPending}
        submitLabel="Record completion"
        pendingLabel="Saving..."
        spanColumns={false}
      />
    </form>
  );
}
