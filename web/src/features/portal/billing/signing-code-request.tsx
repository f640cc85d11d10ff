import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { requestSigningCode, type SigningCodeSent } from '../../../api/contracts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { isVerificationCancelled } from '../../verification/verify-code.tsx';

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
      setFailure(
        (error instanceof ApiError && error.serverMessage) ||
          'We could not send a code just now. Please try again in a minute.',
      );
    } finally {
      setBusy(false);
    }
  };

  const label = busy
    ? 'Sending code...'
    : sent
      ? cooldown > 0
        ? `E-mail me a new code (in ${cooldown} s)`
        : 'E-mail me a new code'
      : 'E-mail me a signing code';

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
            Code sent to <span className="font-semibold">{sent.sentTo || fallbackSentTo}</span>,
            valid {sent.expiresInMinutes} minutes.
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
