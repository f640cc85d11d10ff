import {
  formatMoney,
  type LedgerEntry,
  PAYMENT_METHOD_LABELS,
  RefundCreateSchema,
} from '@roofing/contracts';
import { type RefundCreate, useRefundPayment } from '../../../api/billing.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { ItemDialog } from '../../../components/back-office/staff-dialog.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents } from '../../../components/ui/dollar-fields.ts';
import { FormTextField } from '../../../components/ui/hook-form-fields.tsx';

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
    <ItemDialog
      item={payment}
      onClose={onClose}
      title="Refund an online payment"
      description={(paid) =>
        `${formatMoney(paid.amount)} by ${PAYMENT_METHOD_LABELS[paid.method].toLowerCase()}${paid.invoiceNumber ? ` on ${paid.invoiceNumber}` : ''}. The money goes back the way it came.`
      }
    >
      {(paid) => <RefundForm quoteId={quoteId} payment={paid} onDone={onClose} />}
    </ItemDialog>
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
  const refund = useRefundPayment(quoteId);
  const state = useOfficeForm<RefundValues, RefundCreate, LedgerEntry>({
    defaultValues: { amountCents: payment.amount, reason: '' },
    resolver: contractResolver(RefundCreateSchema, toBody),
    dollarFields: ['amountCents'],
    save: (body) => refund.mutateAsync({ id: payment.id, body }),
    saved: (entry) => ({
      title: 'Refund sent',
      description: `${formatMoney(entry.amount)} is being refunded.`,
    }),
    failed: 'The refund could not be made.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;
  return (
    <OfficeForm
      state={state}
      label="Refund"
      className="grid gap-3"
      submitLabel="Refund"
      pendingLabel="Refunding..."
      onCancel={onDone}
      spanColumns={false}
    >
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
    </OfficeForm>
  );
}
