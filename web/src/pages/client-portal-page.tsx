import * as Tabs from '@radix-ui/react-tabs';
import { COMPANY, type PortalQuote } from '@roofing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { closePortalSession, getPortalSession } from '../api/portal.ts';
import { BackHomeLink } from '../components/layout/back-home-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { OfficePhoneLink } from '../components/ui/office-contact-links.tsx';
import { InspectionRequestForm } from '../features/client-portal/inspection-request-form.tsx';
import { messages } from '../features/client-portal/messages.ts';
import { PortalAccessForm } from '../features/client-portal/portal-access-form.tsx';
import { ProjectWorkspace } from '../features/client-portal/project-workspace.tsx';
import { LinkTokenNotice, useLinkToken } from '../features/verification/link-token.tsx';
import { useT } from '../i18n/catalogue.ts';
import { LocalLink } from '../i18n/local-link.tsx';
import { useLocalePath } from '../i18n/locale-context.ts';

const tabClass =
  'flex-1 rounded-lg px-4 py-2.5 text-sm font-semibold text-navy-800 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';

/**
 * The tabbed client portal (portal §2). /customer-login shows the same access form; a successful
 * access there lands in /client-portal with the project open.
 */
export function ClientPortalPage() {
  const t = useT(messages);
  const location = useLocation();
  const navigate = useNavigate();
  // The portal in the page's language: /client-portal or /es/client-portal.
  const localePath = useLocalePath();
  const portalPath = localePath('/client-portal');
  // "Upload Roof Photos" lands here: after the lookup the conversation opens, with Attach Photo.
  const [searchParams] = useSearchParams();
  const forPhotos = searchParams.get('photos') !== null;
  const [quote, setQuote] = useState<PortalQuote | null>(
    () => (location.state as { quote?: PortalQuote } | null)?.quote ?? null,
  );

  // A reloaded page reopens the project this browser's portal session is for.
  const queries = useQueryClient();
  const sessionKey = ['/api/quotes/portal-session'];
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: getPortalSession,
    enabled: quote === null,
    retry: false,
    staleTime: 0,
    // No answer, or 503 while the server cannot check sessions: not signed out. The page says so
    // and asks again every few seconds; an open project then opens on its own.
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : false),
  });
  // An e-mail's link names its estimate (?number=): it opens that one, not another session's.
  const linkedNumber = (searchParams.get('number') ?? '').trim().toUpperCase();
  const sessionQuote =
    session.data && (!linkedNumber || session.data.estimateNumber === linkedNumber)
      ? session.data
      : null;
  useEffect(() => {
    if (quote === null && sessionQuote) setQuote(sessionQuote);
  }, [quote, sessionQuote]);

  // An e-mailed link (?t=) opens its estimate with a verified session, once.
  const link = useLinkToken((opened) => setQuote(opened));

  const onAccess = (next: PortalQuote) => {
    setQuote(next);
    if (location.pathname !== portalPath) {
      void navigate(forPhotos ? `${portalPath}?photos` : portalPath, {
        state: { quote: next },
      });
    }
  };
  const onLogout = () => {
    // Back to Login closes the project in this browser too (the session cookie is cleared).
    // The session is closed before the page may ask for it again.
    void closePortalSession()
      .catch(() => {})
      .finally(() => {
        queries.setQueryData(sessionKey, null);
        setQuote(null);
      });
    void navigate(portalPath, { replace: true, state: null });
  };

  return (
    <div className="bg-sand-100/50">
      <title>{t('pageTitle', { company: COMPANY.name })}</title>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <BackHomeLink />
        <h1 className="mt-6 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
          {t('heading')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">{t('intro')}</p>

        <div className="mt-8">
          {quote ? (
            <ProjectWorkspace
              quote={quote}
              onQuoteChange={setQuote}
              onLogout={onLogout}
              initialView={forPhotos ? 'messages' : 'details'}
            />
          ) : link.opening || session.isPending ? (
            <p role="status" className="text-slate-700">
              {t('checking')}
            </p>
          ) : (
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              {session.isError && (
                <div
                  role="alert"
                  className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between lg:col-span-2"
                >
                  <p>{t('sessionUnchecked')}</p>
                  <Button
                    variant="outline"
                    className="shrink-0"
                    disabled={session.isFetching}
                    onClick={() => void session.refetch()}
                  >
                    {session.isFetching ? t('checkingButton') : t('sessionTryAgain')}
                  </Button>
                </div>
              )}
              {link.failure && (
                <div className="lg:col-span-2">
                  <LinkTokenNotice opening={false} failure={link.failure} />
                </div>
              )}
              <Tabs.Root defaultValue="estimate-lookup">
                <Tabs.List
                  aria-label={t('tabsLabel')}
                  className="flex gap-1 rounded-xl bg-navy-100/60 p-1"
                >
                  <Tabs.Trigger value="estimate-lookup" className={tabClass}>
                    {t('tabAccess')}
                  </Tabs.Trigger>
                  <Tabs.Trigger value="request-inspection" className={tabClass}>
                    {t('tabInspection')}
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="estimate-lookup" className="mt-4">
                  <Card>
                    <h2 className="font-display text-xl font-bold text-navy-900">
                      {t('accessHeading')}
                    </h2>
                    <p className="mt-1 mb-5 text-slate-700">
                      {forPhotos ? t('accessForPhotos') : t('accessText')}
                    </p>
                    <PortalAccessForm onAccess={onAccess} initialNumber={linkedNumber} />
                  </Card>
                </Tabs.Content>
                <Tabs.Content value="request-inspection" className="mt-4">
                  <Card>
                    <h2 className="font-display text-xl font-bold text-navy-900">
                      {t('inspectionHeading')}
                    </h2>
                    <p className="mt-1 mb-5 text-slate-700">{t('inspectionText')}</p>
                    <InspectionRequestForm />
                  </Card>
                </Tabs.Content>
              </Tabs.Root>

              <aside aria-labelledby="portal-help-heading">
                <div className="rounded-2xl bg-navy-900 p-6 text-white shadow-sm sm:p-8">
                  <h2 id="portal-help-heading" className="font-display text-xl font-bold">
                    {t('helpHeading')}
                  </h2>
                  <p className="mt-2 text-sm text-navy-100">{t('helpText')}</p>
                  <OfficePhoneLink className="mt-5" />
                  <p className="mt-5 text-sm text-navy-100">
                    {t.rich('helpLinks', {
                      track: (text) => (
                        <LocalLink
                          to="/estimate-tracker"
                          className="font-semibold text-white underline"
                        >
                          {text}
                        </LocalLink>
                      ),
                      progress: (text) => (
                        <LocalLink
                          to="/project-status"
                          className="font-semibold text-white underline"
                        >
                          {text}
                        </LocalLink>
                      ),
                    })}
                  </p>
                </div>
              </aside>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
