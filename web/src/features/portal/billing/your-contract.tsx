import { CONTRACT_STATUS_LABELS, formatMoney, type PortalContract } from '@roofing/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  portalContractPdfUrl,
  useContractChange,
  usePortalContract,
  useReloadContract,
} from '../../../api/contracts.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { formatCalendarDate, formatTimestamp } from '../../estimate-tracker/estimate-format.ts';
import { useVerifiedAction } from '../../verification/verify-code.tsx';
import { CancelContractDialog } from './cancel-contract-dialog.tsx';

// The document frame and the signature pad load when the contract is opened.
const ContractReading = lazy(() =>
  import('./contract-reading.tsx').then((module) => ({ default: module.ContractReading })),
);

const STATUS_TONES = {
  sent: 'coral',
  viewed: 'coral',
  signed: 'ocean',
  countersigned: 'success',
  cancelled: 'danger',
  voided: 'sand',
} as const;

/** Where the contract stands, in a sentence: what was done, and what the customer may do now. */
function StatusNote({ contract }: { contract: PortalContract }) {
  const signedOn = contract.customerSignedAt ? formatTimestamp(contract.customerSignedAt) : null;
  if (contract.status === 'cancelled') {
    return (
      <p>
        You cancelled this contract
        {contract.cancelledAt ? ` on ${formatTimestamp(contract.cancelledAt)}` : ''}.
        {contract.cancellationReason ? ` Your reason: ${contract.cancellationReason}` : ''}
      </p>
    );
  }
  if (contract.status === 'countersigned') {
    return (
      <div className="space-y-2">
        <p className="font-semibold text-success-700">Fully signed</p>
        <p>
          {signedOn ? `You signed on ${signedOn}` : 'You signed'}
          {contract.countersignedAt
            ? ` and our office countersigned on ${formatTimestamp(contract.countersignedAt)}.`
            : ' and our office countersigned.'}
        </p>
        {contract.signedPdf ? (
          <a
            href={portalContractPdfUrl(contract.id)}
            download
            className={buttonClass('primary')}
            data-testid="signed-contract-pdf"
          >
            Download the signed contract (PDF)
          </a>
        ) : (
          <p role="status">
            We are preparing the signed PDF; it will be e-mailed to you and appear here shortly.
          </p>
        )}
      </div>
    );
  }
  if (contract.status === 'signed') {
    return (
      <p>
        Signed on {signedOn ?? 'record'}
        {contract.cancelBy && contract.canCancel
          ? `, you may cancel until ${formatCalendarDate(contract.cancelBy)}.`
          : '.'}{' '}
        Our office will countersign it next.
      </p>
    );
  }
  return <p>Please read the contract and sign it to confirm your project.</p>;
}

/**
 * "Your contract" in the portal once one has been issued (nothing before): its status, version,
 * price and deposit; "Read and sign" opens the document and the signature section; after
 * signing, the cancellation window and Cancel contract; once countersigned, the signed PDF.
 */
export function YourContract({
  estimateNumber,
  email,
  accepted,
}: {
  estimateNumber: string;
  email: string;
  /** The estimate is accepted: its contract is issued in the same moment. */
  accepted: boolean;
}) {
  const query = usePortalContract();
  const card = useRef<HTMLElement>(null);
  const acceptedHere = useRef(false);
  // Accepting the estimate issues the contract: the customer is taken straight to it.
  useEffect(() => {
    if (!accepted) return;
    void query.refetch().then((result) => {
      if (acceptedHere.current && result.data) {
        card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        card.current?.focus();
      }
    });
  }, [accepted]);
  useEffect(() => {
    if (!accepted) acceptedHere.current = true;
  }, [accepted]);
  const changed = useContractChange();
  const reload = useReloadContract();
  const verification = useVerifiedAction(estimateNumber, email);
  const [reading, setReading] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [revised, setRevised] = useState<string | null>(null);
  const [signedNow, setSignedNow] = useState(false);
  const contract = query.data;

  if (query.isPending || contract === null) return null;
  if (query.isError || contract === undefined) {
    return (
      <Card>
        <h3 className="font-display text-lg font-bold text-navy-900">Your contract</h3>
        <div className="mt-4">
          <ErrorState
            text="Your contract could not be loaded."
            onRetry={() => void query.refetch()}
          />
        </div>
      </Card>
    );
  }

  const run = <T,>(action: () => Promise<T>) => verification.run(action);
  return (
    <Card>
      <section
        ref={card}
        tabIndex={-1}
        aria-labelledby="contract-heading"
        data-testid="your-contract"
        className="space-y-5 outline-none"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="contract-heading" className="font-display text-lg font-bold text-navy-900">
            Your contract
          </h3>
          <Badge tone={STATUS_TONES[contract.status]}>
            {CONTRACT_STATUS_LABELS[contract.status]}
          </Badge>
        </div>
        <dl className="grid gap-4 sm:grid-cols-4">
          <Detail label="Version">{contract.version}</Detail>
          <Detail label="Contract price">{formatMoney(contract.contractPrice)}</Detail>
          <Detail label="Deposit">{formatMoney(contract.depositAmount)}</Detail>
          <Detail label="Issued">{formatTimestamp(contract.issuedAt)}</Detail>
        </dl>
        <div aria-live="polite" className="space-y-3 text-slate-800">
          {signedNow && contract.status === 'signed' && (
            <p className="rounded-xl bg-success-50 p-3 font-semibold text-success-700">
              Thank you. Your signature has been recorded.
            </p>
          )}
          {revised && (
            <p role="alert" className="rounded-xl bg-coral-50 p-3 font-semibold text-coral-700">
              {revised}
            </p>
          )}
          <StatusNote contract={contract} />
        </div>
        <div className="flex flex-wrap gap-3">
          {contract.status !== 'cancelled' && contract.status !== 'voided' && (
            <Button
              variant={contract.canSign && !reading ? 'accent' : 'outline'}
              aria-expanded={reading}
              aria-controls="contract-reading"
              onClick={() => setReading((open) => !open)}
            >
              {reading
                ? 'Close the contract'
                : contract.canSign
                  ? 'Read and sign'
                  : 'Read the contract'}
            </Button>
          )}
          {contract.canCancel && (
            <Button variant="outline" onClick={() => setCancelling(true)}>
              Cancel contract
            </Button>
          )}
        </div>
        {reading && (
          <div id="contract-reading">
            <Suspense fallback={<LoadingState text="Opening the contract..." />}>
              <ContractReading
                key={contract.documentHash}
                contract={contract}
                run={run}
                onViewed={() => void reload()}
                onSigned={(signed) => {
                  changed(signed);
                  setRevised(null);
                  setSignedNow(true);
                  setReading(false);
                }}
                onRevised={(message) => {
                  setRevised(message);
                  void reload();
                }}
              />
            </Suspense>
          </div>
        )}
      </section>
      {contract.canCancel && (
        <CancelContractDialog
          contract={contract}
          open={cancelling}
          run={run}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            changed(cancelled);
            setSignedNow(false);
          }}
        />
      )}
      {verification.dialog}
    </Card>
  );
}
