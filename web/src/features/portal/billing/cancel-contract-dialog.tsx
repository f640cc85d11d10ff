import { ContractCancelSchema, type PortalContract } from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { type ContractCancel, cancelContract } from '../../../api/contracts.ts';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { formatCalendarDate } from '../../estimate-tracker/estimate-format.ts';
import { isVerificationCancelled } from '../../verification/verify-code.tsx';

interface CancelValues {
  contractId: number;
  reason: string;
}

const cancelResolver = contractResolver(
  ContractCancelSchema,
  (values: CancelValues): ContractCancel => ({
    contractId: values.contractId,
    reason: values.reason.trim() === '' ? undefined : values.reason.trim(),
  }),
);

/**
 * Cancelling a signed contract within the cancellation window: asks first, with an optional
 * reason. The answer is the cancelled contract (its open invoices are voided by the server).
 */
export function CancelContractDialog({
  contract,
  open,
  run,
  onClose,
  onCancelled,
}: {
  contract: PortalContract;
  open: boolean;
  run: <T>(action: () => Promise<T>) => Promise<T>;
  onClose: () => void;
  onCancelled: (contract: PortalContract) => void;
}) {
  const form = useForm<CancelValues, unknown, ContractCancel>({
    resolver: cancelResolver,
    defaultValues: { contractId: contract.id, reason: '' },
  });
  const { formState } = form;

  const submit = form.handleSubmit(async (body) => {
    try {
      onCancelled(await run(() => cancelContract(body)));
      form.reset({ contractId: contract.id, reason: '' });
      onClose();
    } catch (error) {
      if (isVerificationCancelled(error)) return;
      showServerFieldErrors(form.setError, error, {
        isField: (name) => name === 'reason',
        fallback: 'Your contract could not be cancelled. Please try again or call our office.',
      });
    }
  });

  const cancelBy = contract.cancelBy ? formatCalendarDate(contract.cancelBy) : null;
  return (
    <ConfirmDialog
      open={open}
      title="Cancel your contract?"
      description={
        cancelBy
          ? `You may cancel this contract without penalty until the end of ${cancelBy}.${contract.florida?.emergencyCancellation ? ' This contract was made during a declared state of emergency, so Florida law (s. 489.147(6)) gives you 10 days after signing, or until the official start date if sooner.' : ''} Any deposit you paid will be refunded.`
          : 'Any deposit you paid will be refunded.'
      }
      confirmLabel="Cancel contract"
      busyLabel="Cancelling..."
      cancelLabel="Keep my contract"
      busy={formState.isSubmitting}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
        aria-label="Cancel contract"
        className="space-y-3"
      >
        <FormTextAreaField
          control={form.control}
          name="reason"
          id="contract-cancel-reason"
          label="Reason (optional)"
          limit={1000}
          rows={3}
        />
        {formState.errors.root?.message && (
          <p role="alert" className="text-danger-700">
            {formState.errors.root.message}
          </p>
        )}
      </form>
    </ConfirmDialog>
  );
}
