import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { requestSigningCode, type SigningCodeSent } from '../../../api/contracts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { useLocale } from '../../../i18n/locale-context.ts';
import { isVerificationCancelled } from '../../verification/verify-code.tsx';
import { messages } from './messages.ts';

/** Seconds before another signing code may be asked for. */
export const SIGNING_CODE_COOLDOWN_S = 60;

/**
 * "E-mail me a signing code": asks the server to e-mail a one-time code to the address on file
 * and says where it went and for how long it is good. `run` wraps the request (the portal's
 * verified-session prompt). A new code may be asked for after a minute.
 */
export function SigningCodeRequest({
  run,
  disabled,
  fallbackSentTo,
}: {
  run: <T>(action: () => Promise<T>) => Promise<T>;
  disabled: boolean;
  /** The masked address the contract names, in case the answer does not. */
  fallbackSentTo: string;
}) {
  const t = useT(messages);
  const locale = useLocale();
  const [sent, setSent] = useState<SigningCodeSent | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setSent(await run(requestSigningCode));
      setCooldown(SIGNING_CODE_COOLDOWN_S);
    } catch (error) {
      if (isVerificationCancelled(error)) return;
      // The server's words are English: a Spanish page says it in Spanish.
      setFailure(
        (locale === 'en' && error instanceof ApiError && error.serverMessage) || t('codeFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const label = busy
    ? t('sendingCode')
    : sent
      ? cooldown > 0
        ? t('newCodeIn', { seconds: cooldown })
        : t('newCode')
      : t('requestCode');

  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        onClick={() => void send()}
        disabled={disabled || busy || cooldown > 0}
      >
        {label}
      </Button>
      <div aria-live="polite" data-testid="signing-code-status">
        {sent && (
          <p className="text-sm text-slate-800">
            {t.rich('codeSent', {
              email: sent.sentTo || fallbackSentTo,
              minutes: sent.expiresInMinutes,
              b: (chunks) => <span className="font-semibold">{chunks}</span>,
            })}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
