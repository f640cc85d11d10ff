import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { PortalBilling, stripeReturnOf } from '../portal/billing/portal-billing.tsx';
import { PortalDocuments } from '../portal/billing/portal-documents.tsx';
import { messages } from './messages.ts';

type Tool = 'payment' | 'photos' | 'documents' | 'messages';

type Key = Extract<keyof typeof messages.en, string>;
const TOOLS: { id: Tool; title: Key; description: Key }[] = [
  { id: 'payment', title: 'toolPayment', description: 'toolPaymentText' },
  { id: 'photos', title: 'toolPhotos', description: 'toolPhotosText' },
  { id: 'documents', title: 'toolDocuments', description: 'toolDocumentsText' },
  { id: 'messages', title: 'toolMessages', description: 'toolMessagesText' },
];

/** What Stripe adds to the return address after a bank's page. */
const STRIPE_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * The portal's project tools: Make Payment (invoices, payments, paying online or by check),
 * Documents (what has been issued, as PDFs), Upload Photos (a pointer to Messages) and Messages
 * (which the workspace opens in place of the details).
 */
export function ProjectTools({
  estimateNumber,
  email,
  unreadCount,
  onOpenMessages,
}: {
  estimateNumber: string;
  email: string;
  unreadCount: number;
  onOpenMessages: () => void;
}) {
  // Back from a page of the customer's bank (Stripe's return_url): the payment tool opens with
  // the outcome, and the address loses Stripe's parameters so a reload does not say it again.
  const t = useT(messages);
  const [searchParams, setSearchParams] = useSearchParams();
  const [returned] = useState(() => stripeReturnOf(searchParams.get('redirect_status')));
  const [open, setOpen] = useState<Tool | null>(() =>
    searchParams.has('redirect_status') ? 'payment' : null,
  );
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (returned !== null) panel.current?.scrollIntoView({ block: 'start' });
  }, [returned]);
  useEffect(() => {
    if (!searchParams.has('redirect_status')) return;
    setSearchParams(
      (params) => {
        for (const name of STRIPE_RETURN_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  return (
    <Card>
      <h3 className="font-display text-lg font-bold text-navy-900">{t('tools')}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {TOOLS.map((tool) => (
          <li key={tool.id}>
            <button
              type="button"
              onClick={() =>
                tool.id === 'messages'
                  ? onOpenMessages()
                  : setOpen((current) => (current === tool.id ? null : tool.id))
              }
              aria-pressed={tool.id === 'messages' ? undefined : open === tool.id}
              aria-controls={tool.id === 'messages' ? undefined : 'project-tool-panel'}
              className="flex h-full w-full flex-col items-start rounded-xl border border-navy-100 bg-white p-4 text-left hover:border-ocean-600 hover:bg-ocean-100/30 aria-pressed:border-ocean-600 aria-pressed:bg-ocean-100/40"
            >
              <span className="flex items-center gap-2 font-semibold text-navy-900">
                {t(tool.title)}
                {tool.id === 'messages' && unreadCount > 0 && (
                  <span className="rounded-full bg-coral-600 px-2 py-0.5 text-xs font-bold text-white">
                    {unreadCount}
                    <span className="sr-only">{t('unread')}</span>
                  </span>
                )}
              </span>
              <span className="mt-1 text-sm text-slate-700">{t(tool.description)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div id="project-tool-panel" ref={panel} aria-live="polite" className="scroll-mt-24">
        {open === 'photos' && (
          <p className="mt-4 rounded-xl bg-sand-100 p-4 text-slate-800">{t('photosNotice')}</p>
        )}
        {open === 'payment' && (
          <div className="mt-6">
            <PortalBilling estimateNumber={estimateNumber} email={email} returned={returned} />
          </div>
        )}
        {open === 'documents' && (
          <div className="mt-6">
            <PortalDocuments estimateNumber={estimateNumber} email={email} />
          </div>
        )}
      </div>
    </Card>
  );
}
