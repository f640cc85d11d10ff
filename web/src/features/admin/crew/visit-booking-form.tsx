import {
  APPOINTMENT_TYPES,
  type AppointmentCreate,
  AppointmentCreateSchema,
} from '@roofing/contracts';
import { useBookAppointment } from '../../../api/scheduling.ts';
import { LabelledControl } from '../../../components/back-office/labelled-control.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { EmployeeOptions, idOf, jobFormInput, words } from '../job-form-parts.tsx';
import { JobForm, useJobForm } from '../use-job-form.tsx';

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
  const book = useBookAppointment(estimateNumber);
  const toBody = (values: VisitValues): AppointmentCreate => ({
    ...values,
    estimateNumber,
    employeeId: idOf(values.employeeId),
    appointmentType: values.appointmentType as AppointmentCreate['appointmentType'],
    notes: values.notes || null,
  });
  const { form, submit, field, aria } = useJobForm({
    schema: AppointmentCreateSchema,
    toBody,
    defaultValues: {
      employeeId: '',
      appointmentType: '',
      scheduledDate: '',
      scheduledTime: '',
      notes: '',
    },
    save: (body) => book.mutateAsync(body),
    savedText: 'The visit was booked.',
    onDone,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <JobForm label="Book a visit" onSubmit={submit}>
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
      <FormActions
        error={errors.root?.message}
        pending={book.isPending}
        submitLabel="Book visit"
        pendingLabel="Saving..."
        onCancel={onDone}
      />
    </JobForm>
  );
}
