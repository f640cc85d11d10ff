import { daysToAnswer } from '@roofing/contracts';
import { useT } from '../../i18n/catalogue.ts';
import { ESTIMATE_VALIDITY_DAYS } from './estimate-format.ts';
import { messages } from './messages.ts';
import { useEstimateFormat } from './use-estimate-format.ts';

/**
 * How long an estimate can still be answered, or that it has expired (portal §4: never below 0,
 * and once expired the actions are hidden by the caller). The caller shows it only while an
 * answer is possible or just became impossible by expiry; "Answer by" names the end of the last
 * day in Eastern time, the business's time.
 */
export function EstimateValidity({
  expiresAt,
  expired,
  label,
}: {
  expiresAt: string;
  expired: boolean;
  label: string;
}) {
  const t = useT(messages);
  const format = useEstimateFormat();
  const days = daysToAnswer(expiresAt);
  return (
    <div
      data-testid="estimate-validity"
      className={`rounded-xl p-5 ${expired ? 'border border-danger-700/40 bg-danger-50' : 'border border-navy-100 bg-sand-50'}`}
    >
      {expired ? (
        <>
          <p className="font-display text-xl font-bold text-danger-700">{t('expiredTitle')}</p>
          <p className="mt-1 text-sm text-slate-800">
            {t('expiredText', { days: ESTIMATE_VALIDITY_DAYS })}
          </p>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="mt-1 font-display text-3xl font-bold text-navy-900">
            {days === 0 ? t('lastDay') : t('days', { days })}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t('answerBy', { date: format.answerBy(expiresAt) })}
          </p>
        </>
      )}
    </div>
  );
}
