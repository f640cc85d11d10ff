import { formatMoneyIn } from '@roofing/contracts';
import { useMemo } from 'react';
import { useLocale } from '../../../i18n/locale-context.ts';
import { useEstimateFormat } from '../../estimate-tracker/use-estimate-format.ts';

/**
 * Money and dates of the portal's billing in the page's language (issue 24): English is exactly
 * `formatMoney` and the estimate's date wording; Spanish goes through `formatMoneyIn` and the
 * estimate's Spanish Eastern dates.
 */
export function useBillingFormat() {
  const locale = useLocale();
  const format = useEstimateFormat();
  return useMemo(
    () => ({
      money: (amount: string | null | undefined) => formatMoneyIn(amount, locale),
      /** A calendar day (YYYY-MM-DD). */
      date: (value: string | null) => format.calendarDate(value),
      /** An instant, as its day. */
      timestamp: (value: string) => format.timestamp(value),
    }),
    [locale, format],
  );
}
