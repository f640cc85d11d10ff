import {
  formatMoney,
  type LedgerEntry,
  PAYMENT_METHOD_LABELS,
  RefundCreateSchema,
} from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type RefundCreate, useRefundPayment } from '../../../api/billing.ts';
import { useToast } from '../../../app/toast.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents, withDollarFields } from '../../../components/ui/dollar-fields.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface RefundValues {
  /** Dollars as typed; sent as whole cents. */
  amountCents: string;
  reason: string;
}

const toBody = (values: RefundValues): RefundCreate => ({
  amountCents: requestCents(values.amountCents),
  reason: values.reason,
});

/** Refund an online payment through Stripe (all or part of it); the ledger gets the refund row. */
export function RefundDialog({
  quoteId,
  payment,
  onClose,
}: {
  quoteId: number;
  payment: LedgerEntry | null;
  onClose: () => void;
}) {
  return (
    <StaffDialog
      open={payment !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Refund an online payment"
      description={
        payment
          ? `${formatMoney(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}${payment.invoiceNumber ? ` on ${payment.invoiceNumber}` : ''}. The money goes back the way it came.`
          : undefined
      }
    >
      {payment ? <RefundForm quoteId={quoteId} payment={payment} onDone={onClose} /> : null}
    </StaffDialog>
  );
}

function RefundForm({
  quoteId,
  payment,
  onDone,
}: {
  quoteId: number;
  payment: LedgerEntry;
  onDone: () => void;
}) {
  const ids = useId();
  const refund = useRefundPayment(quoteId);
  const { toast } = useToast();
  const form = useForm<RefundValues, unknown, RefundCreate>({
    defaultValues: { amountCents: payment.amount, reason: '' },
    resolver: withDollarFields(() => ['amountCents'], contractResolver(RefundCreateSchema, toBody)),
  });
  const { control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (body) => {
    try {
      const entry = await refund.mutateAsync({ id: payment.id, body });
      toast({
        title: 'Refund sent',
        description: `${formatMoney(entry.amount)} is being refunded.`,
      });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fallback: 'The refund could not be made.' });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Refund" className="grid gap-3">
      <FormTextField
        control={control}
        name="amountCents"
        id={`${ids}-amount`}
        label="Refund amount ($)"
        inputMode="decimal"
        required
      />
      <FormTextField
        control={control}
        name="reason"
        id={`${ids}-reason`}
        label="Reason"
        limit={300}
        required
      />
      <FormActions
        error={formState.errors.root?.message}
        pending={refund.isPending}
        submitLabel="Refund"
        pendingLabel="Refunding..."
        onCancel={onDone}
        spanColumns={false}
      />
    </form>
  );
}
