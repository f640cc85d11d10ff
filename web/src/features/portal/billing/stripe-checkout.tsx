import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { LoadingState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { useLocale, useLocalePath } from '../../../i18n/locale-context.ts';
import { loadStripeFrom } from './load-stripe.ts';
import { messages } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

function PaymentForm({
  amount,
  onConfirmed,
  onCancel,
}: {
  amount: string;
  onConfirmed: (status: PaymentIntent.Status) => void;
  onCancel: () => void;
}) {
  const t = useT(messages);
  const { money } = useBillingFormat();
  // Where Stripe sends the customer back if their bank needs a page of its own (3-D Secure):
  // the portal in the page's language.
  const portalPath = useLocalePath()('/client-portal');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${portalPath}` },
      });
      if (result.error) {
        setError(result.error.message ?? t('paymentNotCompleted'));
        return;
      }
      onConfirmed(result.paymentIntent.status);
    } catch {
      setError(t('paymentNotSent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('paymentDetails')} className="space-y-4">
      {!ready && <LoadingState text={t('loadingPaymentForm')} />}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => setError(event.error.message ?? t('formNotLoaded'))}
      />
      {error && (
        <p role="alert" className="text-danger-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          variant="accent"
          pending={busy}
          disabled={!stripe || !ready}
          label={t('payAmount', { amount: money(amount) })}
          pendingLabel={t('paying')}
        />
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Stripe's Payment Element for one PaymentIntent (card or US bank account), on Stripe.js loaded
 * from the configured address. Confirmation stays on the page unless the bank needs a redirect.
 * Nothing here records a payment: the server does, when Stripe's signed webhook arrives.
 */
export function StripeCheckout({
  stripeJsUrl,
  publishableKey,
  clientSecret,
  amount,
  onConfirmed,
  onCancel,
}: {
  stripeJsUrl: string;
  publishableKey: string;
  clientSecret: string;
  amount: string;
  onConfirmed: (status: PaymentIntent.Status) => void;
  onCancel: () => void;
}) {
  const t = useT(messages);
  const locale = useLocale();
  const stripe = useMemo(
    () => loadStripeFrom(stripeJsUrl, publishableKey),
    [stripeJsUrl, publishableKey],
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    stripe.catch((error: unknown) =>
      // load-stripe's reasons are English: a Spanish page says it in Spanish.
      setLoadError(locale === 'en' && error instanceof Error ? error.message : t('formDidNotLoad')),
    );
  }, [stripe, locale, t]);

  if (loadError) {
    return (
      <div role="alert" className="space-y-2 text-danger-700">
        <p>{loadError}</p>
        <Button variant="outline" onClick={onCancel}>
          {t('back')}
        </Button>
      </div>
    );
  }
  return (
    <Elements
      key={clientSecret}
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0b2545' } },
        // Stripe's own words (card fields, its errors) in Latin American Spanish on a Spanish page.
        ...(locale === 'es' ? { locale: 'es-419' as const } : {}),
      }}
    >
      <PaymentForm amount={amount} onConfirmed={onConfirmed} onCancel={onCancel} />
    </Elements>
  );
}
