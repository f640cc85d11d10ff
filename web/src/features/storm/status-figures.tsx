import { COMPANY, COMPANY_PHONE_HREF, EASTERN_TIME_ZONE, formatEastern } from '@roofing/contracts';
import type { PublicStatus } from '@roofing/contracts/http/storm';
import { usePublicStatus } from '../../api/storm.ts';
import { ErrorState, LoadingState } from '../../components/back-office/list-states.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

/** The status page's body: the banner's state and the figures the server counted. */
export function StatusFigures() {
  const t = useT(messages);
  const status = usePublicStatus();
  if (status.isPending) return <LoadingState text={t('loading')} />;
  if (status.isError) {
    return (
      <ErrorState
        text={t('failed', { phone: COMPANY.phone })}
        onRetry={() => void status.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  return <Figures status={status.data} />;
}

function Figures({ status }: { status: PublicStatus }) {
  const t = useT(messages);
  const locale = useLocale();
  const { waiting, callback } = status;
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="storm-state"
        data-testid="status-storm"
        className="rounded-2xl border border-sand-300 bg-white p-6"
      >
        <h2 id="storm-state" className="text-xl font-semibold text-navy-950">
          {status.banner ? t('stormOn') : t('bannerLabel')}
        </h2>
        <p className="mt-2 text-lg text-slate-800">
          {status.banner
            ? locale === 'es'
              ? status.banner.textEs
              : status.banner.text
            : t('stormOff')}
        </p>
      </section>
      <dl className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-2xl border border-navy-100 bg-white p-6">
          <dt className="font-semibold text-slate-700">{t('waitingTitle')}</dt>
          <dd className="mt-2 text-3xl font-bold text-navy-950" data-testid="status-waiting">
            {t('waitingValue', { count: waiting.total })}
          </dd>
          <dd className="mt-1 text-slate-700" data-testid="status-waiting-detail">
            {t('waitingDetail', {
              quotes: waiting.quotes,
              inspections: waiting.inspectionRequests,
              service: waiting.serviceRequests,
            })}
          </dd>
        </div>
        <div className="rounded-2xl border border-navy-100 bg-white p-6">
          <dt className="font-semibold text-slate-700">{t('callbackTitle')}</dt>
          {callback.medianMinutes === null ? (
            <>
              <dd
                className="mt-2 text-xl font-semibold text-navy-950"
                data-testid="status-callback"
              >
                {t('callbackNone')}
              </dd>
              <dd className="mt-1 text-slate-700">
                {t('callbackNoneDetail', { days: callback.windowDays })}
              </dd>
            </>
          ) : (
            <>
              <dd className="mt-2 text-3xl font-bold text-navy-950" data-testid="status-callback">
                {callback.medianMinutes < 90
                  ? t('callbackMinutes', { minutes: callback.medianMinutes })
                  : t('callbackHours', { hours: Math.round(callback.medianMinutes / 60) })}
              </dd>
              <dd className="mt-1 text-slate-700">
                {t('callbackDetail', { sample: callback.sample, days: callback.windowDays })}
              </dd>
            </>
          )}
        </div>
      </dl>
      <p className="text-slate-700">
        {t('updated', { time: countedAt(status.computedAt, locale) })}
      </p>
      <p>
        <a href={COMPANY_PHONE_HREF} className="font-semibold text-navy-900 underline">
          {t('emergency', { phone: COMPANY.phone })}
        </a>
      </p>
    </div>
  );
}

/** "6:03 PM ET"; in Spanish "6:03 p. m., hora del Este", as the rest of the Spanish site writes times. */
function countedAt(instant: string, locale: string): string {
  if (locale !== 'es') return `${formatEastern(instant, 'h:mm a')} ET`;
  const time = new Intl.DateTimeFormat('es', {
    timeZone: EASTERN_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(instant));
  return `${time}, hora del Este`;
}
