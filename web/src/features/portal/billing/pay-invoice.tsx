import {
  centsToDollars,
  dollarsToCents,
  formatMoney,
  PaymentIntentCreateSchema,
  type PortalBilling,
} from '@roofing/contracts';
import type { PaymentIntent } from '@stripe/stripe-js';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type PaymentIntentCreate,
  type PaymentIntentCreated,
  useCreatePaymentIntent,
} from '../../../api/payments.ts';
import { LoadingState } from '../../../components/back-office/list-states.tsx';
import { checkFirst, contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents, withDollarFields } from '../../../components/ui/dollar-fields.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { useT } from '../../../i18n/catalogue.ts';
import { isVerificationCancelled } from '../../verification/verify-code.tsx';
import { englishT, type Say } from '../plain-t.ts';
import { messages } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

// Stripe's React components load only when someone pays.
const StripeCheckout = lazy(() =>
  import('./stripe-checkout.tsx').then((module) => ({ default: module.StripeCheckout })),
);

type Invoice = PortalBilling['invoices'][number];
/** The amount field holds the dollars as typed; the request sends whole cents. */
interface AmountValues {
  invoiceNumber: string;
  amountCents: string;
}

type Key = Extract<keyof typeof messages.en, string>;

/**
 * The amount form's own rule (not above the balance), then the contract's, amounts in dollars;
 * its words in the page's language (`say`, `money`), English by default.
 */
export function amountResolver(
  balanceDue: string,
  say: Say<Key> = englishT(messages),
  money: (amount: string) => string = formatMoney,
) {
  const balanceCents = dollarsToCents(balanceDue) ?? 0;
  return checkFirst<AmountValues, PaymentIntentCreate>(
    (values) =>
      (dollarsToCents(values.amountCents) ?? 0) > balanceCents
        ? {
            name: 'amountCents',
            message: say('overBalance', { amount: money(balanceDue) }),
          }
        : null,
    withDollarFields(
      () => ['amountCents'],
      contractResolver(PaymentIntentCreateSchema, (values: AmountValues) => ({
        invoiceNumber: values.invoiceNumber,
        amountCents: requestCents(values.amountCents),
      })),
      say('amountFormat'),
    ),
  );
}

/**
 * Paying one invoice online: how much (the balance, or less), then Stripe's Payment Element for
 * that amount. `onConfirmed` is told once Stripe has accepted the payment; the ledger shows it
 * when the bank's confirmation reaches the server.
 */
export function PayInvoice({
  invoice,
  stripeJsUrl,
  publishableKey,
  run,
  onConfirmed,
  onClose,
}: {
  invoice: Invoice;
  stripeJsUrl: string;
  publishableKey: string;
  run: <T>(action: () => Promise<T>) => Promise<T>;
  onConfirmed: (amount: string, status: PaymentIntent.Status) => void;
  onClose: () => void;
}) {
  const t = useT(messages);
  const { money } = useBillingFormat();
  const create = useCreatePaymentIntent();
  const [intent, setIntent] = useState<PaymentIntentCreated | null>(null);
  const form = useForm<AmountValues, unknown, PaymentIntentCreate>({
    resolver: amountResolver(invoice.balanceDue, t, money),
    defaultValues: {
      invoiceNumber: invoice.number,
      amountCents: centsToDollars(dollarsToCents(invoice.balanceDue) ?? 0),
    },
  });

  const submit = async (body: PaymentIntentCreate) => {
    try {
      setIntent(await run(() => create.mutateAsync(body)));
    } catch (error) {
      if (isVerificationCancelled(error)) return;
      showServerFieldErrors(form.setError, error, {
        isField: (name) => name === 'amountCents',
        rename: { amount: 'amountCents' },
        fallback: t('payStartFailed'),
      });
    }
  };

  const headingId = `pay-${invoice.number}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="pay-invoice"
      className="space-y-4 rounded-xl border border-ocean-600/40 bg-ocean-100/30 p-4"
    >
      <h5 id={headingId} className="font-semibold text-navy-900">
        {t('payInvoiceHeading', { number: invoice.number })}
      </h5>
      {intent ? (
        <Suspense fallback={<LoadingState text={t('loadingPaymentForm')} />}>
          <StripeCheckout
            stripeJsUrl={stripeJsUrl}
            publishableKey={publishableKey}
            clientSecret={intent.clientSecret}
            amount={intent.amount}
            onConfirmed={(status) => onConfirmed(intent.amount, status)}
            onCancel={onClose}
          />
        </Suspense>
      ) : (
        <form
          onSubmit={form.handleSubmit(submit)}
          noValidate
          aria-label={t('amountFormLabel', { number: invoice.number })}
          className="space-y-4"
        >
          <FormTextField
            control={form.control}
            name="amountCents"
            id={`pay-${invoice.number}-amount`}
            label={t('amountLabel')}
            inputMode="decimal"
            hint={t('amountHint', { amount: money(invoice.balanceDue) })}
            className="sm:max-w-sm"
          />
          <FormActions
            error={
              form.formState.errors.root?.message ?? form.formState.errors.invoiceNumber?.message
            }
            pending={form.formState.isSubmitting}
            submitLabel={t('continuePayment')}
            pendingLabel={t('starting')}
            onCancel={onClose}
          />
        </form>
      )}
    </section>
  );
}
