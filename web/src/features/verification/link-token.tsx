import type { PortalQuote } from '@roofing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { openPortalLink } from '../../api/portal.ts';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

export const DEAD_LINK_MESSAGE =
  'This link has expired or has already been used. Enter your estimate number to continue.';

/**
 * A link from one of our e-mails (`?t=<token>`): redeemed once, by this page's script (a link
 * scanner that only fetches the page spends nothing), for a verified portal session. The token
 * then leaves the address bar. A used or expired token leaves the page asking for the number.
 */
export function useLinkToken(onOpened: (quote: PortalQuote) => void) {
  const [params, setParams] = useSearchParams();
  const token = params.get('t');
  const queryClient = useQueryClient();
  const t = useT(messages);
  const english = useLocale() === 'en';
  const [opening, setOpening] = useState(Boolean(token));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const opened = useRef(onOpened);
  opened.current = onOpened;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const dropToken = () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('t');
          return next;
        },
        { replace: true },
      );
    openPortalLink(token).then(
      (quote) => {
        queryClient.setQueryData(['/api/quotes/portal-session'], quote);
        dropToken();
        setOpening(false);
        opened.current(quote);
      },
      (error: unknown) => {
        dropToken();
        setOpening(false);
        // The server's own words in English; a Spanish page says the same in Spanish.
        setFailure(
          (english && error instanceof ApiError && error.status === 400 && error.serverMessage) ||
            (english ? DEAD_LINK_MESSAGE : t('deadLink')),
        );
      },
    );
  }, [token, setParams, queryClient, english, t]);

  return { opening, failure };
}

/** What the page shows while a link opens, or when it could not. */
export function LinkTokenNotice({
  opening,
  failure,
}: {
  opening: boolean;
  failure: string | null;
}) {
  const t = useT(messages);
  if (opening) {
    return (
      <p role="status" className="text-slate-700">
        {t('opening')}
      </p>
    );
  }
  if (!failure) return null;
  return (
    <Card className="border-l-4 border-l-amber-500">
      <p role="alert" className="font-semibold text-slate-900">
        {failure}
      </p>
    </Card>
  );
}
