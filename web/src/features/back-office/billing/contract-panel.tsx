import {
  CONTRACT_STATUS_LABELS,
  type Contract,
  type ContractStatus,
  formatMoney,
} from '@roofing/contracts';
import { type ReactNode, useState } from 'react';
import {
  contractPdfUrl,
  preparingSignedPdf,
  useQuoteContracts,
  useReissueContract,
} from '../../../api/billing.ts';
import { useToast } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateTime, day } from './billing-format.ts';
import { ContractReaderDialog } from './contract-reader-dialog.tsx';
import { CountersignDialog } from './countersign-dialog.tsx';
import { FloridaTerms } from './florida-terms.tsx';

const STATUS_TONE: Record<ContractStatus, string> = {
  sent: 'bg-sand-100 text-navy-900 ring-sand-300',
  viewed: 'bg-ocean-100 text-navy-900 ring-ocean-600/30',
  signed: 'bg-coral-50 text-coral-700 ring-coral-600/30',
  countersigned: 'bg-success-50 text-success-700 ring-success-700/30',
  cancelled: 'bg-danger-50 text-danger-700 ring-danger-700/30',
  voided: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <span
      data-testid="contract-status"
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_TONE[status]}`}
    >
      {CONTRACT_STATUS_LABELS[status]}
    </span>
  );
}

/** The job's contract: its status and signers, and what the office can do with it now. */
export function ContractPanel({ quoteId }: { quoteId: number }) {
  const contracts = useQuoteContracts(quoteId);
  const list = contracts.data ?? [];
  const current = list[0];
  return (
    <PanelSection headingId={`contract-${quoteId}-heading`} title="Contract" className="grid gap-3">
      <QueryState
        query={contracts}
        empty={list.length === 0}
        emptyText="No contract yet: it is issued when the customer accepts the estimate."
      />
      {current ? <CurrentContract contract={current} preparing={preparingSignedPdf(list)} /> : null}
      {list.length > 1 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-navy-800">
            Earlier versions ({list.length - 1})
          </summary>
          <ul aria-label="Earlier contract versions" className="mt-2 grid gap-1">
            {list.slice(1).map((old) => (
              <li key={old.id} className="text-slate-700">
                Version {old.version}: {CONTRACT_STATUS_LABELS[old.status]} · issued{' '}
                {dateTime(old.issuedAt)}
                {old.voidedAt ? ` · replaced ${dateTime(old.voidedAt)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </PanelSection>
  );
}

function CurrentContract({ contract, preparing }: { contract: Contract; preparing: boolean }) {
  const [reading, setReading] = useState(false);
  const [signing, setSigning] = useState(false);
  const [reissuing, setReissuing] = useState(false);
  const reissue = useReissueContract(contract.quoteId);
  const { toast } = useToast();
  const unsigned = contract.status === 'sent' || contract.status === 'viewed';

  const confirmReissue = () =>
    reissue.mutate(undefined, {
      onSuccess: (next) => {
        setReissuing(false);
        toast({
          title: 'Contract reissued',
          description: `Version ${next.version} replaces version ${contract.version}. The customer reads and signs the new one.`,
        });
      },
      onError: (failure) => {
        setReissuing(false);
        toast({
          title: 'Not reissued',
          description: failure instanceof Error ? failure.message : 'Try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <div className="grid gap-3 rounded-xl border border-navy-100 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ContractStatusBadge status={contract.status} />
        <span className="font-semibold text-navy-900">Version {contract.version}</span>
        <span className="text-slate-700">
          {formatMoney(contract.contractPrice)} · deposit {formatMoney(contract.depositAmount)}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <Fact label="Issued">{dateTime(contract.issuedAt)}</Fact>
        <Fact label="Opened by the customer">{dateTime(contract.viewedAt)}</Fact>
        {contract.cancelBy && contract.status !== 'cancelled' ? (
          <Fact label="Customer may cancel until">{day(contract.cancelBy)}</Fact>
        ) : null}
        {contract.cancelledAt ? (
          <Fact label="Cancelled">
            {dateTime(contract.cancelledAt)}
            {contract.cancellationReason ? ` · “${contract.cancellationReason}”` : ''}
          </Fact>
        ) : null}
      </dl>
      {contract.customerSignature || contract.countersignature ? (
        <ul aria-label="Signatures" className="grid gap-2 sm:grid-cols-2">
          {contract.customerSignature ? (
            <Signer who="Customer" signature={contract.customerSignature} />
          ) : null}
          {contract.countersignature ? (
            <Signer who="For the company" signature={contract.countersignature} />
          ) : null}
        </ul>
      ) : null}
      {preparing ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="size-4" /> Preparing the signed PDF…
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setReading(true)}>
          Read contract
        </Button>
        {contract.status === 'signed' ? (
          <Button onClick={() => setSigning(true)}>Countersign</Button>
        ) : null}
        {contract.signedPdf ? (
          <a
            href={contractPdfUrl(contract.id)}
            className={buttonClass('outline')}
            download={`${contract.estimateNumber}-contract-v${contract.version}-signed.pdf`}
          >
            Download signed PDF
          </a>
        ) : null}
        {unsigned ? (
          <Button variant="ghost" onClick={() => setReissuing(true)}>
            Reissue contract
          </Button>
        ) : null}
      </div>
      {contract.florida ? <FloridaTerms contract={contract} unsigned={unsigned} /> : null}
      <ContractReaderDialog contract={contract} open={reading} onClose={() => setReading(false)} />
      <CountersignDialog contract={contract} open={signing} onClose={() => setSigning(false)} />
      <ConfirmDialog
        open={reissuing}
        title="Reissue the contract?"
        description={`Version ${contract.version} is replaced by a new version made from the estimate as it is now.`}
        confirmLabel="Reissue contract"
        busyLabel="Reissuing..."
        busy={reissue.isPending}
        onConfirm={confirmReissue}
        onCancel={() => setReissuing(false)}
      >
        <p className="text-sm text-slate-700">
          Use this after correcting the estimate or the deposit. The customer is sent the new
          version and must read it before signing; the old one can no longer be signed.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function Signer({
  who,
  signature,
}: {
  who: string;
  signature: NonNullable<Contract['customerSignature']>;
}) {
  return (
    <li className="rounded-lg bg-sand-50 p-2">
      <p className="font-semibold text-navy-900">
        {who}: {signature.name}
      </p>
      <p className="text-slate-700">Signed {dateTime(signature.signedAt)}</p>
      <p className="text-slate-700">Verified by {signature.verifiedBy}</p>
      <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
        IP {signature.ipAddress}
        {signature.userAgent ? ` · ${signature.userAgent}` : ''}
      </p>
    </li>
  );
}
