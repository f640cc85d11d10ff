import { ContractCancelSchema, type PortalContract } from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { type ContractCancel, cancelContract } from '../../../api/contracts.ts';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { useT } from '../../../i18n/catalogue.ts';
import { isVerificationCancelled } from '../../verification/verify-code.tsx';
import { messages } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

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
  const t = useT(messages);
  const { date } = useBillingFormat();
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
        fallback: t('cancelFailed'),
      });
    }
  });

  const cancelBy = contract.cancelBy ? date(contract.cancelBy) : null;
  return (
    <ConfirmDialog
      open={open}
      title={t('cancelTitle')}
      description={[
        cancelBy ? t('cancelWindow', { date: cancelBy }) : '',
        cancelBy && contract.florida?.emergencyCancellation ? t('emergencyCancel') : '',
        t('depositRefunded'),
      ]
        .filter(Boolean)
        .join(' ')}
      confirmLabel={t('cancelContract')}
      busyLabel={t('cancelling')}
      cancelLabel={t('keepContract')}
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
        aria-label={t('cancelContract')}
        className="space-y-3"
      >
        <FormTextAreaField
          control={form.control}
          name="reason"
          id="contract-cancel-reason"
          label={t('cancelReason')}
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
