import type { PortalContract } from '@roofing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  contractKeys,
  getPortalContract,
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
import { useT } from '../../../i18n/catalogue.ts';
import { needsVerification, useVerifiedAction } from '../../verification/verify-code.tsx';
import { CancelContractDialog } from './cancel-contract-dialog.tsx';
import { messages } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

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
  const t = useT(messages);
  const { date, timestamp } = useBillingFormat();
  const signedOn = contract.customerSignedAt ? timestamp(contract.customerSignedAt) : null;
  if (contract.status === 'cancelled') {
    return (
      <p>
        {t('cancelledNote', {
          dated: contract.cancelledAt ? 'yes' : 'no',
          date: contract.cancelledAt ? timestamp(contract.cancelledAt) : '',
        })}
        {contract.cancellationReason
          ? ` ${t('cancelReasonNote', { reason: contract.cancellationReason })}`
          : ''}
      </p>
    );
  }
  if (contract.status === 'countersigned') {
    return (
      <div className="space-y-2">
        <p className="font-semibold text-success-700">{t('fullySigned')}</p>
        <p>
          {t('countersignedNote', {
            signed: signedOn ? 'yes' : 'no',
            signedOn: signedOn ?? '',
            countersigned: contract.countersignedAt ? 'yes' : 'no',
            countersignedOn: contract.countersignedAt ? timestamp(contract.countersignedAt) : '',
          })}
        </p>
        {contract.signedPdf ? (
          <a
            href={portalContractPdfUrl(contract.id)}
            download
            className={buttonClass('primary')}
            data-testid="signed-contract-pdf"
          >
            {t('downloadSigned')}
          </a>
        ) : (
          <p role="status">{t('preparingPdf')}</p>
        )}
      </div>
    );
  }
  if (contract.status === 'signed') {
    return (
      <p>
        {t('signedNote', {
          dated: signedOn ? 'yes' : 'no',
          date: signedOn ?? '',
          cancel: contract.cancelBy && contract.canCancel ? 'yes' : 'no',
          cancelBy: contract.cancelBy ? date(contract.cancelBy) : '',
        })}
      </p>
    );
  }
  return <p>{t('readAndSignPrompt')}</p>;
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
  const t = useT(messages);
  const { money, timestamp } = useBillingFormat();
  const query = usePortalContract();
  const queries = useQueryClient();
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
  if (needsVerification(query.error)) {
    // Not verified yet: whether there is a contract is only known once it is. Before the
    // estimate is accepted there is none to speak of; after, the customer is asked for the code.
    if (!accepted) return null;
    const unlock = () =>
      verification
        .run(getPortalContract)
        .then((shown) => queries.setQueryData(contractKeys.portal, shown))
        .catch(() => {
          // Closed the code dialog, or the code was refused: the prompt stays.
        });
    return (
      <Card>
        <section aria-labelledby="contract-heading" data-testid="your-contract-locked">
          <h3 id="contract-heading" className="font-display text-lg font-bold text-navy-900">
            {t('contractHeading')}
          </h3>
          <div className="mt-4 space-y-3 rounded-xl bg-sand-100 p-4 text-slate-800">
            <p>{t('contractLocked')}</p>
            <Button onClick={() => void unlock()}>{t('showContract')}</Button>
          </div>
        </section>
        {verification.dialog}
      </Card>
    );
  }
  if (query.isError || contract === undefined) {
    return (
      <Card>
        <h3 className="font-display text-lg font-bold text-navy-900">{t('contractHeading')}</h3>
        <div className="mt-4">
          <ErrorState
            text={t('contractLoadError')}
            retryLabel={t('tryAgain')}
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
            {t('contractHeading')}
          </h3>
          <Badge tone={STATUS_TONES[contract.status]}>{t(`status_${contract.status}`)}</Badge>
        </div>
        <dl className="grid gap-4 sm:grid-cols-4">
          <Detail label={t('version')}>{contract.version}</Detail>
          <Detail label={t('contractPrice')}>{money(contract.contractPrice)}</Detail>
          <Detail label={t('deposit')}>{money(contract.depositAmount)}</Detail>
          <Detail label={t('issued')}>{timestamp(contract.issuedAt)}</Detail>
        </dl>
        <div aria-live="polite" className="space-y-3 text-slate-800">
          {signedNow && contract.status === 'signed' && (
            <p className="rounded-xl bg-success-50 p-3 font-semibold text-success-700">
              {t('signedThanks')}
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
                ? t('closeContract')
                : contract.canSign
                  ? t('readAndSign')
                  : t('readContract')}
            </Button>
          )}
          {contract.canCancel && (
            <Button variant="outline" onClick={() => setCancelling(true)}>
              {t('cancelContract')}
            </Button>
          )}
        </div>
        {reading && (
          <div id="contract-reading">
            <Suspense fallback={<LoadingState text={t('openingContract')} />}>
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
