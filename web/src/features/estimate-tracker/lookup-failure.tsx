import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { ApiError } from '../../api/client.ts';
import { Card } from '../../components/ui/card.tsx';
import { type Translate, useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

export interface LookupFailure {
  kind: 'not-found' | 'rate-limited' | 'unavailable';
  title: string;
  message: string;
}

/**
 * What a failed lookup tells the visitor: only a 404 (or the portal's refusal of a number) means
 * the number is wrong; a 429 says when to try again, in the server's words; a 5xx or a network
 * failure says the service is unavailable, so nobody doubts a right number.
 */
export function lookupFailure(
  error: unknown,
  notFound: { title: string; message: string },
  t?: Translate<Extract<keyof typeof messages.en, string>>,
): LookupFailure {
  if (error instanceof ApiError) {
    if (error.status === 404 || error.status === 401) return { kind: 'not-found', ...notFound };
    if (error.status === 429) {
      return {
        kind: 'rate-limited',
        title: t ? t('tooManyTitle') : 'Too Many Requests',
        message:
          error.serverMessage ??
          (t ? t('tooManyMessage') : 'Too many requests. Please try again in a minute.'),
      };
    }
  }
  return {
    kind: 'unavailable',
    title: t ? t('unavailableTitle') : 'Service Unavailable',
    message: t
      ? t('unavailableMessage', { phone: COMPANY.phone })
      : `Our estimate service is unavailable right now. Please try again in a few minutes, or call us at ${COMPANY.phone}.`,
  };
}

/** The card a lookup page shows for a failure. */
export function LookupFailureCard({ failure }: { failure: LookupFailure }) {
  const t = useT(messages);
  return (
    <Card role="region" aria-labelledby="lookup-failure-heading" className="border-danger-700/30">
      <h2 id="lookup-failure-heading" className="font-display text-xl font-bold text-danger-700">
        {failure.title}
      </h2>
      <p className="mt-2 text-slate-800">
        {failure.message}
        {failure.kind === 'not-found' && (
          <>
            {' '}
            {t.rich('callUs', {
              phone: () => (
                <a
                  href={COMPANY_PHONE_HREF}
                  className="font-semibold whitespace-nowrap text-navy-800 underline"
                >
                  {COMPANY.phone}
                </a>
              ),
            })}
          </>
        )}
      </p>
    </Card>
  );
}
