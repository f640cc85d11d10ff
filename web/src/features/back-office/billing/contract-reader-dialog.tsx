import { CONTRACT_STATUS_LABELS, type Contract } from '@roofing/contracts';
import { useStaffContract } from '../../../api/billing.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { ContractFrame } from '../../../components/ui/contract-frame.tsx';

/** "Read contract": the version as the customer reads it, in the same sandboxed frame. */
export function ContractReaderDialog({
  contract,
  open,
  onClose,
}: {
  contract: Contract;
  open: boolean;
  onClose: () => void;
}) {
  const document = useStaffContract(contract.id, open);
  const title = `Contract ${contract.estimateNumber}, version ${contract.version}`;
  return (
    <StaffDialog
      wide
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={`${CONTRACT_STATUS_LABELS[contract.status]}. Document SHA-256 ${contract.documentHash.slice(0, 16)}…`}
    >
      {document.isPending ? (
        <LoadingState text="Loading the contract..." />
      ) : document.isError ? (
        <ErrorState
          text="The contract could not be loaded."
          error={document.error}
          onRetry={() => void document.refetch()}
        />
      ) : (
        <ContractFrame html={document.data.html} title={title} />
      )}
    </StaffDialog>
  );
}
