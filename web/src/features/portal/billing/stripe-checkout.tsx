import { formatMoney } from '@roofing/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { LoadingState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { loadStripeFrom } from './load-stripe.ts';

/** Where Stripe sends the customer back if their bank needs a page of its own (3-D Secure). */
const returnUrl = () => `${window.location.origin}/client-portal`;

function PaymentForm({
  amount,
  onConfirmed,
  onCancel,
}: {
  amount: string;
  onConfirmed: (status: PaymentIntent.Status) => void;
  onCancel: () => void;
}) {
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
        confirmParams: { return_url: returnUrl() },
      });
      if (result.error) {
        setError(result.error.message ?? 'Your payment was not completed. Please try again.');
        return;
      }
      onConfirmed(result.paymentIntent.status);
    } catch {
      setError('Your payment could not be sent. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Payment details" className="space-y-4">
      {!ready && <LoadingState text="Loading the secure payment form..." />}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) =>
          setError(event.error.message ?? 'The secure payment form could not be loaded.')
        }
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
          label={`Pay ${formatMoney(amount)}`}
          pendingLabel="Paying..."
        />
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
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
  const stripe = useMemo(
    () => loadStripeFrom(stripeJsUrl, publishableKey),
    [stripeJsUrl, publishableKey],
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    stripe.catch((error: unknown) =>
      setLoadError(
        error instanceof Error ? error.message : 'The secure payment form did not load.',
      ),
    );
  }, [stripe]);

  if (loadError) {
    return (
      <div role="alert" className="space-y-2 text-danger-700">
        <p>{loadError}</p>
        <Button variant="outline" onClick={onCancel}>
          Back
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
      }}
    >
      <PaymentForm amount={amount} onConfirmed={onConfirmed} onCancel={onCancel} />
    </Elements>
  );
}
