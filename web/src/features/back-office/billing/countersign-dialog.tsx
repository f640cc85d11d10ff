import { type Contract, ContractCountersignSchema, formatMoney } from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type ContractCountersign, useCountersign } from '../../../api/billing.ts';
import { useToast } from '../../../app/toast.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { FormSignaturePadField } from '../../../components/ui/signature-pad-field.tsx';

interface CountersignValues {
  fullName: string;
  signature: string;
}

const toBody = (values: CountersignValues): ContractCountersign => ({
  fullName: values.fullName,
  signature: values.signature,
});

/**
 * The office signs a contract the customer has signed: typed full name and a drawn signature,
 * judged by the contract's rules here and again (the ink itself) by the server.
 */
export function CountersignDialog({
  contract,
  open,
  onClose,
}: {
  contract: Contract;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <StaffDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`Countersign ${contract.estimateNumber}, version ${contract.version}`}
      description={`Signed by ${contract.customerSignature?.name ?? 'the customer'}. Contract price ${formatMoney(contract.contractPrice)}, deposit ${formatMoney(contract.depositAmount)}.`}
    >
      {open ? <CountersignForm contract={contract} onDone={onClose} /> : null}
    </StaffDialog>
  );
}

function CountersignForm({ contract, onDone }: { contract: Contract; onDone: () => void }) {
  const ids = useId();
  const countersign = useCountersign(contract.quoteId);
  const { toast } = useToast();
  const form = useForm<CountersignValues, unknown, ContractCountersign>({
    defaultValues: { fullName: '', signature: '' },
    resolver: contractResolver(ContractCountersignSchema, toBody),
  });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (body) => {
    try {
      await countersign.mutateAsync({ id: contract.id, body });
      toast({
        title: 'Countersigned',
        description: `${contract.estimateNumber} is signed by both sides. The signed PDF is being prepared.`,
      });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, {
        fallback: 'The contract could not be countersigned. Try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Countersign the contract" className="grid gap-4">
      <FormTextField
        control={control}
        name="fullName"
        id={`${ids}-name`}
        label="Your full name"
        autoComplete="name"
        limit={200}
        required
      />
      <FormSignaturePadField
        control={control}
        name="signature"
        id={`${ids}-signature`}
        label="Your signature"
        hint="Sign in the box with the mouse, a finger or a pen."
        disabled={countersign.isPending}
      />
      <p className="text-sm text-slate-700">
        By countersigning you sign this contract for the company. Your staff session is recorded as
        how you were verified.
      </p>
      <FormActions
        error={formState.errors.root?.message}
        pending={countersign.isPending}
        submitLabel="Countersign"
        pendingLabel="Signing..."
        onCancel={onDone}
        spanColumns={false}
      />
    </form>
  );
}
