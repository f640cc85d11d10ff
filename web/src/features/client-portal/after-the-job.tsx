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
import { type Translate, useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { useEstimateFormat } from '../estimate-tracker/use-estimate-format.ts';
import { isVerificationCancelled, useVerifiedAction } from '../verification/verify-code.tsx';
import { afterMessages } from './messages.ts';

/** Makes a customer act, asking for the one-time code in place when the server wants it. */
type RunVerified = ReturnType<typeof useVerifiedAction>['run'];

type Key = Extract<keyof typeof afterMessages.en, string>;

const input = 'min-h-11 rounded-lg border border-navy-200 bg-white px-3 py-2';
const failureText = (failure: unknown, t: Translate<Key>) =>
  (failure instanceof ApiError && failure.serverMessage) || t('failed');

/**
 * The words, dates and money of this section in the page's language: English keeps the stored
 * value with its underscores read as spaces (`words`); Spanish names each value from the
 * catalogue (`<prefix>_<value>`).
 */
function useAfterWords() {
  const t = useT(afterMessages);
  const locale = useLocale();
  const format = useEstimateFormat();
  const word = (prefix: string, value: string) => {
    const key = `${prefix}_${value}`;
    return locale === 'en' || !(key in afterMessages.en) ? words(value) : t(key as Key);
  };
  const day = (iso: string) => (locale === 'en' ? calendarDay(iso) : format.calendarDate(iso));
  const amount = (value: string) => (locale === 'en' ? money(value) : format.amount(value));
  return { t, word, day, amount };
}

/** Warranties, payments, feedback and service requests: the project after the job. */
export function AfterTheJob({
  estimateNumber,
  email,
}: {
  estimateNumber: string;
  email?: string | null;
}) {
  const { t } = useAfterWords();
  const view = usePortalAfterSales();
  // Feedback and service requests are the customer's acts: verified in place, input kept.
  const verification = useVerifiedAction(estimateNumber, email);
  return (
    <Card>
      {verification.dialog}
      <section aria-labelledby="after-job-heading">
        <h3 id="after-job-heading" className="font-display text-lg font-bold text-navy-900">
          {t('heading')}
        </h3>
        {view.isPending ? (
          <p role="status" className="mt-3 text-slate-700">
            {t('loading')}
          </p>
        ) : view.error || !view.data ? (
          <p role="alert" className="mt-3 text-danger-700">
            {t('loadFailed')}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void view.refetch()}
            >
              {t('tryAgain')}
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
  const { t, word, day, amount } = useAfterWords();
  return (
    <div className="mt-3 space-y-6">
      {!data.completed ? <p className="text-slate-700">{t('notYet')}</p> : null}
      {data.payments.length > 0 ? (
        <div>
          <h4 className="font-semibold text-navy-900">{t('payments')}</h4>
          <ul
            aria-label={t('payments')}
            className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100"
          >
            {data.payments.map((payment) => (
              <li
                key={`${payment.createdAt} ${payment.paymentType} ${payment.amount}`}
                className="flex flex-wrap justify-between gap-2 p-3 text-sm"
              >
                <span>
                  <span className="capitalize">{word('payment', payment.paymentType)}</span>
                  {payment.description ? ` · ${payment.description}` : ''}
                </span>
                <span className="font-semibold text-navy-900">
                  {amount(payment.amount)} ·{' '}
                  {payment.status === 'paid' && payment.paidAt
                    ? t('received', { date: day(payment.paidAt) })
                    : word('paymentStatus', payment.status)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.warranties.length > 0 ? (
        <div>
          <h4 className="font-semibold text-navy-900">{t('warranties')}</h4>
          <ul aria-label={t('warrantiesList')} className="mt-2 grid gap-3 sm:grid-cols-2">
            {data.warranties.map((warranty) => (
              <li
                key={`${warranty.warrantyType} ${warranty.startDate} ${warranty.voidedAt ?? ''}`}
                className={`rounded-xl border p-4 text-sm ${
                  warranty.voidedAt ? 'border-slate-200 bg-slate-50' : 'border-navy-100 bg-white'
                }`}
              >
                <p className="font-semibold text-navy-900 capitalize">
                  {t('warrantyTitle', {
                    type: word('warranty', warranty.warrantyType),
                    years: warranty.warrantyLength,
                  })}
                  {warranty.voidedAt ? t('voided') : ''}
                </p>
                <p className="text-slate-700">
                  {warranty.voidedAt
                    ? t('voidedText', { date: day(warranty.voidedAt) })
                    : t('period', { start: day(warranty.startDate), end: day(warranty.endDate) })}
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
              {t('thanksRating', { rating: data.feedback.overallRating })}
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
  const { t } = useAfterWords();
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
            <span className="sr-only">{t('outOf5')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FeedbackForm({ run }: { run: RunVerified }) {
  const send = useSendFeedback();
  const { toast } = useToast();
  const { t } = useAfterWords();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const rating = (name: string) => (data.get(name) ? Number(data.get(name)) : null);
    const overall = rating('overallRating');
    if (!overall) return setError(t('rateWhole'));
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
      () => toast({ title: t('thankYou'), description: t('feedbackReached') }),
      (failure: unknown) => {
        if (!isVerificationCancelled(failure)) setError(failureText(failure, t));
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('rateForm')}
      className="grid gap-4 rounded-xl border border-navy-100 p-4 text-sm"
    >
      <h4 className="font-semibold text-navy-900">{t('howDidWeDo')}</h4>
      <Stars name="overallRating" legend={t('wholeJob')} required />
      <Stars name="qualityRating" legend={t('quality')} />
      <Stars name="timelinessRating" legend={t('timeliness')} />
      <Stars name="communicationRating" legend={t('communication')} />
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="font-semibold text-navy-900">{t('recommend')}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="wouldRecommend" value="yes" className="size-5" /> {t('yes')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="wouldRecommend" value="no" className="size-5" /> {t('no')}
        </label>
      </fieldset>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">{t('comments')}</span>
        <textarea name="comments" rows={3} maxLength={2000} className={input} />
      </label>
      {error ? (
        <p role="alert" className="text-danger-700">
          {error}
        </p>
      ) : null}
      <SubmitButton
        pending={send.isPending}
        label={t('sendFeedback')}
        pendingLabel={t('sending')}
      />
    </form>
  );
}

function ServiceRequests({ data, run }: { data: PortalAfterSales; run: RunVerified }) {
  const request = useRequestService();
  const { toast } = useToast();
  const { t, word, day } = useAfterWords();
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
          title: t('requestSent'),
          description: t('requestSentText', {
            within:
              opened.priority === 'urgent'
                ? t('hours', { hours: PROMISES.emergencyResponse.replace(/ hours$/, '') })
                : t('hours', { hours: PROMISES.contactWithinHours }),
          }),
        });
      },
      (failure: unknown) => {
        if (isVerificationCancelled(failure)) return;
        setErrors({
          ...(failure instanceof ApiError ? failure.fields : {}),
          form: failureText(failure, t),
        });
      },
    );
  };
  return (
    <div>
      <h4 className="font-semibold text-navy-900">{t('needService')}</h4>
      {data.serviceRequests.length > 0 ? (
        <ul aria-label={t('requestList')} className="mt-2 grid gap-2">
          {data.serviceRequests.map((item) => (
            <li
              key={`${item.createdAt} ${item.requestType} ${item.description}`}
              className="rounded-xl border border-navy-100 p-3 text-sm"
            >
              <p className="font-semibold text-navy-900 capitalize">
                {word('type', item.requestType)} · {word('status', item.status)}
              </p>
              <p className="text-slate-700">
                {t('sent', { date: day(item.createdAt), description: item.description })}
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
        aria-label={t('requestForm')}
        className="mt-3 grid gap-3 text-sm sm:grid-cols-2"
      >
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">{t('whatNeed')}</span>
          <select name="requestType" defaultValue="" className={input}>
            <option value="">{t('chooseOne')}</option>
            {SERVICE_REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {word('type', type)}
              </option>
            ))}
          </select>
          {errors.requestType ? (
            <span className="text-danger-700">{errors.requestType}</span>
          ) : null}
        </label>
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">{t('howUrgent')}</span>
          <select name="priority" defaultValue="medium" className={input}>
            {SERVICE_REQUEST_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {word('priority', priority)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 sm:col-span-2">
          <span className="font-semibold text-navy-900">{t('whatSee')}</span>
          <textarea name="description" rows={3} maxLength={2000} className={input} />
          {errors.description ? (
            <span className="text-danger-700">{errors.description}</span>
          ) : null}
        </label>
        <FormActions
          error={errors.form}
          pending={request.isPending}
          submitLabel={t('requestService')}
          pendingLabel={t('sending')}
        />
      </form>
    </div>
  );
}
