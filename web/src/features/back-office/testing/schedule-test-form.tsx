import {
  type ScheduledTestCreateInput,
  ScheduledTestCreateSchema,
  TESTING_TEXT_LIMITS,
} from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { useEmployees } from '../../../api/employees.ts';
import { useScheduleTest, useTestTemplates } from '../../../api/testing.ts';
import { useToast } from '../../../app/toast.tsx';
import { FormAlert } from '../../../components/back-office/labelled-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  FormTimeField,
} from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface ScheduleValues {
  employeeRef: string;
  templateId: string;
  scheduledDate: string;
  scheduledTime: string;
  location: string;
  notes: string;
}

const DEFAULTS: ScheduleValues = {
  employeeRef: '',
  templateId: '',
  scheduledDate: '',
  scheduledTime: '',
  location: 'Shop training room, 2214 Atlantic Blvd',
  notes: '',
};

/** What the controls hold → the contract's body (the employee as its row id). */
const toBody = (values: ScheduleValues): ScheduledTestCreateInput => ({
  ...values,
  employeeRef: values.employeeRef === '' ? Number.NaN : Number(values.employeeRef),
});

/** Schedule Tests: book an employee for a test, checked by the contract's rules. */
export function ScheduleTestForm() {
  const templates = useTestTemplates();
  const employees = useEmployees('', 'active');
  const schedule = useScheduleTest();
  const { toast } = useToast();
  const form = useForm<ScheduleValues, unknown, ScheduledTestCreateInput>({
    defaultValues: DEFAULTS,
    resolver: contractResolver(ScheduledTestCreateSchema, toBody),
  });
  const { control, handleSubmit, setError, reset, getValues, formState } = form;

  const submit = handleSubmit(async (body) => {
    try {
      const test = await schedule.mutateAsync(body);
      toast({
        title: 'Test scheduled',
        description: `${test.testType} for ${test.employeeName} on ${test.scheduledDate} at ${test.scheduledTime}.`,
      });
      // The place is usually the same for the next booking.
      reset({ ...DEFAULTS, location: getValues('location') });
    } catch (error) {
      showServerFieldErrors(setError, error, {
        fallback: 'The test could not be scheduled. Please try again.',
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Schedule a test"
      className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-5"
    >
      <h2 className="font-display text-xl font-bold text-navy-900">Schedule a test</h2>
      <FormSelectField
        control={control}
        name="employeeRef"
        id="schedule-employeeRef"
        label="Employee"
        placeholder={employees.isPending ? 'Loading...' : 'Choose an employee'}
        options={(employees.data ?? []).map((person) => ({
          value: String(person.id),
          label: `${person.firstName} ${person.lastName}`,
        }))}
      />
      <FormSelectField
        control={control}
        name="templateId"
        id="schedule-templateId"
        label="Test"
        placeholder="Choose a test"
        options={(templates.data ?? []).map((template) => ({
          value: template.id,
          label: template.name,
        }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormDateField control={control} name="scheduledDate" id="schedule-date" label="Date" />
        <FormTimeField control={control} name="scheduledTime" id="schedule-time" label="Time" />
      </div>
      <FormTextField
        control={control}
        name="location"
        id="schedule-location"
        label="Location"
        limit={TESTING_TEXT_LIMITS.location}
      />
      <FormTextAreaField
        control={control}
        name="notes"
        id="schedule-notes"
        label="Notes"
        rows={2}
        limit={TESTING_TEXT_LIMITS.notes}
      />
      <FormAlert message={formState.errors.root?.message} />
      <div>
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? 'Scheduling...' : 'Schedule Test'}
        </Button>
      </div>
    </form>
  );
}
