import type { PortalContract } from '@roofing/contracts';
import { useEffect, useRef, useState } from 'react';
import { markContractViewed } from '../../../api/contracts.ts';
import { ContractFrame } from '../../../components/ui/contract-frame.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { ContractSignForm } from './contract-sign-form.tsx';
import { messages } from './messages.ts';

/** Contracts marked viewed in this page view (the server's status changes once). */
const viewed = new Set<number>();

/**
 * The open contract: the document to read and, when the customer may sign, the signature
 * section below it, locked until the document has been scrolled to its end. A new version (a
 * revised contract) starts over: read again, then sign.
 */
export function ContractReading({
  contract,
  run,
  onViewed,
  onSigned,
  onRevised,
}: {
  contract: PortalContract;
  run: <T>(action: () => Promise<T>) => Promise<T>;
  /** The server recorded the opening (the status reads Viewed once read again). */
  onViewed: () => void;
  onSigned: (contract: PortalContract) => void;
  onRevised: (message: string) => void;
}) {
  const t = useT(messages);
  const [readToEnd, setReadToEnd] = useState(false);

  // Opened: sent → viewed. Reading needs no verified session; a refusal changes nothing here.
  const viewedNow = useRef(onViewed);
  viewedNow.current = onViewed;
  useEffect(() => {
    if (viewed.has(contract.id) || contract.status !== 'sent') return;
    viewed.add(contract.id);
    markContractViewed(contract.id).then(
      () => viewedNow.current(),
      () => viewed.delete(contract.id),
    );
  }, [contract.id, contract.status]);

  const title = t('frameTitle', { number: contract.estimateNumber, version: contract.version });
  return (
    <div className="space-y-5">
      {contract.canSign && (
        <div aria-live="polite" data-testid="contract-scroll-status">
          {readToEnd ? (
            <p className="flex items-center gap-2 rounded-xl bg-success-50 p-3 text-success-700">
              <CheckIcon className="size-4 shrink-0" />
              {t('reachedEnd')}
            </p>
          ) : (
            <p className="rounded-xl bg-sand-100 p-3 font-semibold text-navy-900">
              {t('scrollToSign')}
            </p>
          )}
        </div>
      )}
      <ContractFrame html={contract.html} title={title} onReadToEnd={() => setReadToEnd(true)} />
      {contract.canSign && readToEnd && (
        <ContractSignForm contract={contract} run={run} onSigned={onSigned} onRevised={onRevised} />
      )}
    </div>
  );
}
