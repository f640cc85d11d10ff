import {
  APPOINTMENT_TYPES,
  type AppointmentCreate,
  AppointmentCreateSchema,
} from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { useBookAppointment } from '../../../api/scheduling.ts';
import { useToast } from '../../../app/toast.tsx';
import {
  invalidProps,
  LabelledControl,
} from '../../../components/back-office/labelled-control.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { EmployeeOptions, idOf, JobFormFoot, jobFormInput, words } from '../job-form-parts.tsx';

interface VisitValues {
  employeeId: string;
  appointmentType: string;
  scheduledDate: string;
  scheduledTime: string;
  notes: string;
}

/** Book a crew member's visit to this job, checked by the contract's rules (ET wall time). */
export function VisitBookingForm({
  estimateNumber,
  onDone,
}: {
  estimateNumber: string;
  onDone: () => void;
}) {
  const ids = useId();
  const book = useBookAppointment(estimateNumber);
  const { toast } = useToast();
  const toBody = (values: VisitValues): AppointmentCreate => ({
    ...values,
    estimateNumber,
    employeeId: idOf(values.employeeId),
    appointmentType: values.appointmentType as AppointmentCreate['appointmentType'],
    notes: values.notes || null,
  });
  const { register, handleSubmit, setError, formState } = useForm<
    VisitValues,
    unknown,
    AppointmentCreate
  >({
    defaultValues: {
      employeeId: '',
      appointmentType: '',
      scheduledDate: '',
      scheduledTime: '',
      notes: '',
    },
    resolver: contractResolver(AppointmentCreateSchema, toBody),
  });
  const { errors } = formState;
  const field = (name: keyof VisitValues) => ({
    error: errors[name]?.message,
    errorId: `${ids}-${name}-error`,
  });
  const aria = (name: keyof VisitValues) =>
    invalidProps(errors[name]?.message, `${ids}-${name}-error`);

  const submit = handleSubmit(async (body) => {
    try {
      await book.mutateAsync(body);
      toast({ title: 'Saved', description: 'The visit was booked.' });
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
      aria-label="Book a visit"
      className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
    >
      <LabelledControl label="Employee *" {...field('employeeId')}>
        <select className={jobFormInput} {...register('employeeId')} {...aria('employeeId')}>
          <EmployeeOptions />
        </select>
      </LabelledControl>
      <LabelledControl label="Visit *" {...field('appointmentType')}>
        <select
          className={jobFormInput}
          {...register('appointmentType')}
          {...aria('appointmentType')}
        >
          <option value="">Choose the kind of visit</option>
          {APPOINTMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {words(type)}
            </option>
          ))}
        </select>
      </LabelledControl>
      <LabelledControl label="Date *" {...field('scheduledDate')}>
        <input
          type="date"
          className={jobFormInput}
          {...register('scheduledDate')}
          {...aria('scheduledDate')}
        />
      </LabelledControl>
      <LabelledControl label="Time (ET) *" {...field('scheduledTime')}>
        <input
          type="time"
          className={jobFormInput}
          {...register('scheduledTime')}
          {...aria('scheduledTime')}
        />
      </LabelledControl>
      <LabelledControl
        label="Notes"
        hint="Up to 1,000 characters."
        className="sm:col-span-2"
        {...field('notes')}
      >
        <input
          maxLength={1000}
          className={jobFormInput}
          {...register('notes')}
          {...aria('notes')}
        />
      </LabelledControl>
      <JobFormFoot
        failure={errors.root?.message}
        pending={book.isPending}
        submitLabel="Book visit"
        onCancel={onDone}
      />
    </form>
  );
}
