import {
  type CustomerState,
  type CustomerStateInput,
  customerState,
  easternDateIn,
  easternInstant,
  formatAnswerBy,
  formatMoneyIn,
  QUOTE_STATUSES,
} from '@roofing/contracts';
import { useMemo } from 'react';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import {
  formatCalendarDate,
  formatEstimateAmount,
  formatTimestamp,
  formatVisitTime,
} from './estimate-format.ts';
import { messages, optionMessages, stateMessages } from './messages.ts';

/**
 * The estimate's amounts, dates and option values in the page's language (issue 24): English is
 * exactly the `estimate-format.ts` wording; Spanish goes through contracts' `formatMoneyIn` and
 * `easternDateIn` (Eastern time, docs/architecture.md "Time").
 */
export function useEstimateFormat() {
  const locale = useLocale();
  const t = useT(messages);
  const option = useT(optionMessages);
  return useMemo(() => {
    const english = locale === 'en';
    const amount = (value: string | null): string => {
      if (english) return formatEstimateAmount(value);
      if (value === null || value.trim() === '' || !Number.isFinite(Number(value)))
        return t('pending');
      return formatMoneyIn(value, locale);
    };
    const calendarDate = (value: string | null): string => {
      if (english) return formatCalendarDate(value);
      if (!value) return t('notSpecified');
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? easternInstant(`${value}T12:00`) : undefined;
      return easternDateIn(day ?? value, locale, 'date');
    };
    const timestamp = (value: string): string =>
      english ? formatTimestamp(value) : easternDateIn(value, locale, 'date');
    const visit = (value: string | null | undefined): string | null => {
      if (english) return formatVisitTime(value);
      if (!value || Number.isNaN(new Date(value).getTime())) return null;
      return easternDateIn(value, locale, 'visit');
    };
    const answerBy = (value: string): string =>
      english ? formatAnswerBy(value) : easternDateIn(value, locale, 'visit');
    /** A stored option value's label; '' for none (the caller says "Not specified"). */
    const optionLabel = (value: string | null | undefined): string => {
      if (!value) return '';
      return value in optionMessages.en ? option(value as keyof typeof optionMessages.en) : value;
    };
    return { amount, calendarDate, timestamp, visit, answerBy, optionLabel, pending: t('pending') };
  }, [locale, t, option]);
}

type StateKey = Extract<keyof typeof stateMessages.en, string>;

/** Which of the one vocabulary's states `customerState` picks (mirrors its rules). */
function stateKey({ status, customerResponse, expired }: CustomerStateInput): StateKey {
  if (status === 'estimate_prepared') {
    if (expired) return 'expired';
    if (customerResponse === 'changes') return 'changes';
    if (customerResponse === 'questions') return 'questions';
  }
  return (QUOTE_STATUSES as readonly string[]).includes(status) ? (status as StateKey) : 'received';
}

/** `customerState` with its label and next step in the page's language (tone unchanged). */
export function useCustomerState(input: CustomerStateInput): CustomerState {
  const locale = useLocale();
  const t = useT(stateMessages);
  const state = customerState(input);
  if (locale === 'en') return state;
  const key = stateKey(input);
  return { ...state, label: t(key), nextStep: t(`${key}_next` as StateKey) };
}

/** The state's label for any status in the page's language (lists of projects). */
export function useStateLabel(): (input: CustomerStateInput) => string {
  const locale = useLocale();
  const t = useT(stateMessages);
  return (input) => (locale === 'en' ? customerState(input).label : t(stateKey(input)));
}
