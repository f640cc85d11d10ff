import {
  type PortalAfterSales,
  PROMISES,
  SERVICE_REQUEST_PRIORITIES,
  SERVICE_REQUEST_TYPES,
  type ServiceRequestCreate,
} from '@roofing/contracts';
import { useState } from 'react';
import {
  calendarDay,
  money,
  usePortalAfterSales,
  useRequestService,
  useSendFeedback,
  words,
} from '../../api/after-sales.ts';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../app/toast.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { isVerificationCancelled, useVerifiedAction } from '../verification/verify-code.tsx';

/** Makes a customer act, asking for the one-time code in place when the server wants it. */
type RunVerified = ReturnType<typeof useVerifiedAction>['run'];

const input = 'min-h-11 rounded-lg border border-navy-200 bg-white px-3 py-2';
const failureText = (failure: unknown) =>
  (failure instanceof ApiError && failure.serverMessage) ||
  'That did not go through. Please try again.';

/** Warranties, payments, feedback and service requests: the project after the job. */
export function AfterTheJob({
  estimateNumber,
  email,
}: {
  estimateNumber: string;
  email?: string | null;
}) {
  const view = usePortalAfterSales();
  // Feedback and service requests are the customer's acts: verified in place, input kept.
  const verification = useVerifiedAction(estimateNumber, email);
  return (
    <Card>
      {verification.dialog}
      <section aria-labelledby="after-job-heading">
        <h3 id="after-job-heading" className="font-display text-lg font-bold text-navy-900">
          After the job
        </h3>
        {view.isPending ? (
          <p role="status" className="mt-3 text-slate-700">
            Loading...
          </p>
        ) : view.error || !view.data ? (
          <p role="alert" className="mt-3 text-danger-700">
            Could not load your warranties and payments.{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void view.refetch()}
            >
              Try again
            </button>
          </p>
        ) : (
          <AfterSalesView data={view.data} run={verification.run} />
        )}
      </section>
    </Card>
  );
}

function AfterSalesView({ data, run }: { data: PortalAfterSales; run: RunVerified }) {
  return (
    <div className="mt-3 space-y-6">
      {!data.completed ? (
        <p className="text-slate-700">
          Once your project is complete, your warranties appear here, and you can rate the job and
          ask us for service whenever your roof needs a look.
        </p>
      ) : null}
      {data.payments.length > 0 ? (
        <div>
          <h4 className="font-semibold text-navy-900">Payments</h4>
          <ul
            aria-label="Payments"
            className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100"
          >
            {data.payments.map((payment) => (
              <li
                key={`${payment.createdAt} ${payment.paymentType} ${payment.amount}`}
                className="flex flex-wrap justify-between gap-2 p-3 text-sm"
              >
                <span>
                  <span className="capitalize">{payment.paymentType}</span>
                  {payment.description ? ` · ${payment.description}` : ''}
                </span>
                <span className="font-semibold text-navy-900">
                  {money(payment.amount)} ·{' '}
                  {payment.status === 'paid' && payment.paidAt
                    ? `received ${calendarDay(payment.paidAt)}`
                    : payment.status}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.warranties.length > 0 ? (
        <div>
          <h4 className="font-semibold text-navy-900">Your warranties</h4>
          <ul aria-label="Warranties" className="mt-2 grid gap-3 sm:grid-cols-2">
            {data.warranties.map((warranty) => (
              <li
                key={`${warranty.warrantyType} ${warranty.startDate} ${warranty.voidedAt ?? ''}`}
                className={`rounded-xl border p-4 text-sm ${
                  warranty.voidedAt ? 'border-slate-200 bg-slate-50' : 'border-navy-100 bg-white'
                }`}
              >
                <p className="font-semibold text-navy-900 capitalize">
                  {warranty.warrantyType}: {warranty.warrantyLength} years
                  {warranty.voidedAt ? ' (voided)' : ''}
                </p>
                <p className="text-slate-700">
                  {warranty.voidedAt ? (
                    <>
                      Voided {calendarDay(warranty.voidedAt)}: your project was re-opened, so this
                      warranty no longer applies. New warranties are issued when the work is
                      complete.
                    </>
                  ) : (
                    <>
                      {calendarDay(warranty.startDate)} to {calendarDay(warranty.endDate)}
                    </>
                  )}
                </p>
                <p className="mt-2 text-slate-800">{warranty.terms}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.completed ? (
        <>
          {data.feedback ? (
            <p className="rounded-xl bg-sand-100 p-4 text-slate-800">
              Thank you for rating your project {data.feedback.overallRating} out of 5.
            </p>
          ) : (
            <FeedbackForm run={run} />
          )}
          <ServiceRequests data={data} run={run} />
        </>
      ) : null}
    </div>
  );
}

function Stars({
  name,
  legend,
  required = false,
}: {
  name: string;
  legend: string;
  required?: boolean;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="font-semibold text-navy-900">
        {legend}
        {required ? ' *' : ''}
      </legend>
      <div className="flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-navy-200 px-3 has-[:checked]:border-ocean-600 has-[:checked]:bg-ocean-100/50"
          >
            <input type="radio" name={name} value={value} className="sr-only" />
            <span aria-hidden="true">★</span>
            {value}
            <span className="sr-only"> out of 5</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FeedbackForm({ run }: { run: RunVerified }) {
  const send = useSendFeedback();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const rating = (name: string) => (data.get(name) ? Number(data.get(name)) : null);
    const overall = rating('overallRating');
    if (!overall) return setError('Rate the whole job from 1 to 5.');
    setError(null);
    const recommend = data.get('wouldRecommend');
    const input = {
      overallRating: overall,
      qualityRating: rating('qualityRating'),
      timelinessRating: rating('timelinessRating'),
      communicationRating: rating('communicationRating'),
      wouldRecommend: recommend === null ? null : recommend === 'yes',
      comments: String(data.get('comments') ?? ''),
    };
    run(() => send.mutateAsync(input)).then(
      () => toast({ title: 'Thank you', description: 'Your feedback reached the owner.' }),
      (failure: unknown) => {
        if (!isVerificationCancelled(failure)) setError(failureText(failure));
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Rate your project"
      className="grid gap-4 rounded-xl border border-navy-100 p-4 text-sm"
    >
      <h4 className="font-semibold text-navy-900">How did we do?</h4>
      <Stars name="overallRating" legend="The whole job" required />
      <Stars name="qualityRating" legend="Quality of the work" />
      <Stars name="timelinessRating" legend="Timeliness" />
      <Stars name="communicationRating" legend="Communication" />
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="font-semibold text-navy-900">Would you recommend us?</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="wouldRecommend" value="yes" className="size-5" /> Yes
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="wouldRecommend" value="no" className="size-5" /> No
        </label>
      </fieldset>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Comments</span>
        <textarea name="comments" rows={3} maxLength={2000} className={input} />
      </label>
      {error ? (
        <p role="alert" className="text-danger-700">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={send.isPending} label="Send feedback" pendingLabel="Sending..." />
    </form>
  );
}

function ServiceRequests({ data, run }: { data: PortalAfterSales; run: RunVerified }) {
  const request = useRequestService();
  const { toast } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const input = {
      requestType: fields.requestType as ServiceRequestCreate['requestType'],
      priority: (fields.priority || 'medium') as ServiceRequestCreate['priority'],
      description: fields.description ?? '',
    };
    run(() => request.mutateAsync(input)).then(
      (opened) => {
        setErrors({});
        form.reset();
        toast({
          title: 'Request sent',
          description: `We e-mailed you a confirmation. Our service team will call you within ${
            opened.priority === 'urgent'
              ? PROMISES.emergencyResponse
              : `${PROMISES.contactWithinHours} hours`
          } to book a visit.`,
        });
      },
      (failure: unknown) => {
        if (isVerificationCancelled(failure)) return;
        setErrors({
          ...(failure instanceof ApiError ? failure.fields : {}),
          form: failureText(failure),
        });
      },
    );
  };
  return (
    <div>
      <h4 className="font-semibold text-navy-900">Need service?</h4>
      {data.serviceRequests.length > 0 ? (
        <ul aria-label="Service requests" className="mt-2 grid gap-2">
          {data.serviceRequests.map((item) => (
            <li
              key={`${item.createdAt} ${item.requestType} ${item.description}`}
              className="rounded-xl border border-navy-100 p-3 text-sm"
            >
              <p className="font-semibold text-navy-900 capitalize">
                {words(item.requestType)} · {words(item.status)}
              </p>
              <p className="text-slate-700">
                Sent {calendarDay(item.createdAt)}: {item.description}
              </p>
              {item.resolutionNotes ? (
                <p className="mt-1 text-slate-800">{item.resolutionNotes}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={submit}
        noValidate
        aria-label="Request service"
        className="mt-3 grid gap-3 text-sm sm:grid-cols-2"
      >
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">What do you need? *</span>
          <select name="requestType" defaultValue="" className={input}>
            <option value="">Choose one</option>
            {SERVICE_REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {words(type)}
              </option>
            ))}
          </select>
          {errors.requestType ? (
            <span className="text-danger-700">{errors.requestType}</span>
          ) : null}
        </label>
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">How urgent?</span>
          <select name="priority" defaultValue="medium" className={input}>
            {SERVICE_REQUEST_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priority}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 sm:col-span-2">
          <span className="font-semibold text-navy-900">What do you see? *</span>
          <textarea name="description" rows={3} maxLength={2000} className={input} />
          {errors.description ? (
            <span className="text-danger-700">{errors.description}</span>
          ) : null}
        </label>
        <FormActions
          error={errors.form}
          pending={request.isPending}
          submitLabel="Request service"
          pendingLabel="Sending..."
        />
      </form>
    </div>
  );
}
