import { CONTRACT_STATUS_LABELS, type Contract } from '@roofing/contracts';
import { useStaffContract } from '../../../api/billing.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { cspNonce } from '../../../lib/csp-nonce.ts';

/**
 * The contract's document inside a frame's own srcdoc. The frame inherits the page's Content
 * Security Policy, so the document's own <style> elements get this page view's nonce; the
 * sandbox (no scripts, no forms, no same origin) keeps anything in it away from the app.
 */
export function framedDocument(html: string, nonce = cspNonce()): string {
  if (!nonce) return html;
  return html.replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`);
}

/** "Read contract": the version as the customer reads it, in a sandboxed frame. */
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
        <iframe
          title={title}
          sandbox=""
          srcDoc={framedDocument(document.data.html)}
          data-testid="contract-frame"
          className="h-[65vh] w-full rounded-lg border border-navy-100 bg-white"
        />
      )}
    </StaffDialog>
  );
}
