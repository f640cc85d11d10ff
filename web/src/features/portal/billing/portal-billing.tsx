import { type PortalBilling as Billing, dollarsToCents } from '@roofing/contracts';
import { useEffect, useState } from 'react';
import { usePortalBilling } from '../../../api/invoices.ts';
import { usePaymentConfig } from '../../../api/payments.ts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
} from '../../../components/back-office/list-states.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { useVerifiedAction } from '../../verification/verify-code.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { messages } from './messages.ts';
import { OfflinePaymentInstructions } from './offline-payment-instructions.tsx';
import { PayInvoice } from './pay-invoice.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { useBillingFormat } from './use-billing-format.ts';

/** After a payment, the billing view is read this often, for at most this long. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLL_LIMIT_MS = 60_000;

/** A payment Stripe accepted, waiting to show on its invoice (the webhook records it). */
interface Confirming {
  /** Null when the customer came back from a page of their bank's (which invoice is not known). */
  invoiceNumber: string | null;
  amount: string;
  paidBefore: number;
  done: boolean;
  timedOut: boolean;
}

const paidCentsOf = (billing: Billing | null | undefined, invoiceNumber: string | null) =>
  dollarsToCents(
    billing?.invoices.find((invoice) => invoice.number === invoiceNumber)?.paid ?? '0',
  ) ?? 0;

/** Stripe's words on the way back from a bank's page (return_url): what the portal then shows. */
export type StripeReturn = 'succeeded' | 'processing' | 'failed' | null;

export function stripeReturnOf(redirectStatus: string | null): StripeReturn {
  return redirectStatus === 'succeeded' ||
    redirectStatus === 'processing' ||
    redirectStatus === 'failed'
    ? redirectStatus
    : null;
}

/** Where a payment just made stands: confirming with the bank, recorded, or still on its way. */
function ConfirmingNotice({ confirming }: { confirming: Confirming }) {
  const t = useT(messages);
  const { money } = useBillingFormat();
  if (confirming.done && confirming.invoiceNumber) {
    return (
      <p className="rounded-xl bg-success-50 p-4 font-semibold text-success-700">
        {t('paymentRecorded', {
          amount: money(confirming.amount),
          number: confirming.invoiceNumber,
        })}
      </p>
    );
  }
  return (
    <div className="space-y-1 rounded-xl bg-ocean-100/50 p-4 text-navy-900">
      <p className="flex items-center gap-2 font-semibold">
        {!confirming.timedOut && <Spinner className="size-4 shrink-0" />}
        {t('confirmingBank')}
      </p>
      {confirming.timedOut && (
        <p className="text-sm">
          {t('notShownYet', {
            known: confirming.invoiceNumber ? 'yes' : 'no',
            number: confirming.invoiceNumber ?? '',
          })}
        </p>
      )}
    </div>
  );
}

/**
 * The Make Payment tool: the project's invoices, payments and balance; paying an open invoice
 * online when Stripe is set up, and how to pay by check or bank transfer always.
 */
export function PortalBilling({
  estimateNumber,
  email,
  returned = null,
}: {
  estimateNumber: string;
  email: string;
  /** The customer came back from a page of their bank's, with this outcome. */
  returned?: StripeReturn;
}) {
  const t = useT(messages);
  const { money } = useBillingFormat();
  const [confirming, setConfirming] = useState<Confirming | null>(() =>
    returned === 'succeeded' || returned === 'processing'
      ? {
          invoiceNumber: null,
          amount: '',
          paidBefore: Number.POSITIVE_INFINITY,
          done: false,
          timedOut: false,
        }
      : null,
  );
  const polling = confirming !== null && !confirming.done && !confirming.timedOut;
  const billing = usePortalBilling({ pollMs: polling ? CONFIRM_POLL_MS : false });
  const config = usePaymentConfig();
  const verification = useVerifiedAction(estimateNumber, email);
  const [paying, setPaying] = useState<string | null>(null);

  // The payment shows once the invoice's paid amount grows past what it was before paying.
  const paidNow = confirming ? paidCentsOf(billing.data, confirming.invoiceNumber) : 0;
  useEffect(() => {
    if (confirming && !confirming.done && paidNow > confirming.paidBefore) {
      setConfirming({ ...confirming, done: true });
    }
  }, [confirming, paidNow]);
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(
      () => setConfirming((current) => current && { ...current, timedOut: true }),
      CONFIRM_POLL_LIMIT_MS,
    );
    return () => clearTimeout(timer);
  }, [polling]);

  const nothingYet =
    billing.data === null ||
    (billing.data !== undefined &&
      billing.data.invoices.length === 0 &&
      billing.data.payments.length === 0);
  let body: React.ReactNode;
  if (billing.isPending) {
    body = <LoadingState text={t('loadingInvoices')} />;
  } else if (billing.isError) {
    body = (
      <ErrorState
        text={t('invoicesLoadError')}
        retryLabel={t('tryAgain')}
        onRetry={() => void billing.refetch()}
      />
    );
  } else if (nothingYet) {
    body = <EmptyState>{t('nothingToPay')}</EmptyState>;
  } else if (config.isPending) {
    body = <LoadingState text={t('loadingHowToPay')} />;
  } else if (config.isError || !config.data || !billing.data) {
    body = (
      <ErrorState
        text={t('howToPayError')}
        retryLabel={t('tryAgain')}
        onRetry={() => void config.refetch()}
      />
    );
  } else {
    const data = billing.data;
    const payment = config.data;
    const stripe = payment.mode === 'stripe' && data.payOnline ? payment : null;
    body = (
      <div className="space-y-6">
        <dl className="grid grid-cols-2 gap-4 rounded-xl bg-navy-900 p-5 text-white sm:grid-cols-3 [&_dd]:text-white [&_dt]:text-navy-100">
          <Detail label={t('contractPrice')}>{money(data.contractPrice)}</Detail>
          <Detail label={t('paid')}>{money(data.paid)}</Detail>
          <Detail label={t('balanceDue')}>{money(data.balanceDue)}</Detail>
        </dl>
        <InvoiceList
          invoices={data.invoices}
          canPayOnline={stripe !== null && !polling}
          paying={paying}
          onPay={setPaying}
          renderPay={(invoice) =>
            stripe && (
              <PayInvoice
                invoice={invoice}
                stripeJsUrl={stripe.stripeJsUrl}
                publishableKey={stripe.publishableKey}
                run={(action) => verification.run(action)}
                onClose={() => setPaying(null)}
                onConfirmed={(amount) => {
                  setPaying(null);
                  setConfirming({
                    invoiceNumber: invoice.number,
                    amount,
                    paidBefore: dollarsToCents(invoice.paid) ?? 0,
                    done: false,
                    timedOut: false,
                  });
                  void billing.refetch();
                }}
              />
            )
          }
        />
        <PaymentHistory payments={data.payments} />
        {stripe ? (
          <details className="rounded-xl border border-navy-100 p-4">
            <summary className="cursor-pointer font-semibold text-navy-900">
              {t('preferOffline')}
            </summary>
            <div className="mt-4">
              <OfflinePaymentInstructions
                offline={payment.offline}
                balanceDue={data.balanceDue}
                estimateNumber={estimateNumber}
              />
            </div>
          </details>
        ) : (
          <section aria-labelledby="pay-offline-heading" className="space-y-3">
            <h5 id="pay-offline-heading" className="font-semibold text-navy-900">
              {t('howToPay')}
            </h5>
            <OfflinePaymentInstructions
              offline={payment.offline}
              balanceDue={data.balanceDue}
              estimateNumber={estimateNumber}
            />
          </section>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="billing-heading" data-testid="portal-billing" className="space-y-4">
      <h4 id="billing-heading" className="font-display text-lg font-bold text-navy-900">
        {t('makePayment')}
      </h4>
      <div aria-live="polite" data-testid="payment-progress">
        {confirming && <ConfirmingNotice confirming={confirming} />}
        {returned === 'failed' && (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger-700">
            {t('paymentFailed')}
          </p>
        )}
      </div>
      {body}
      {verification.dialog}
    </section>
  );
}
