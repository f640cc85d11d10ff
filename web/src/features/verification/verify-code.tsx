import * as Dialog from '@radix-ui/react-dialog';
import { maskEmail as maskAddress } from '@roofing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { requestPortalCode, verifyPortalCode } from '../../api/portal.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

/** Seconds before another code may be asked for (the server sends at most 3 an hour). */
export const RESEND_COOLDOWN_S = 60;

/**
 * "j•••@example.com": enough for the customer to recognise the address, not to learn it (the
 * masking the server applies to the address of a session not yet verified, which the page shows).
 */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email || email.lastIndexOf('@') < 1) return null;
  return maskAddress(email);
}

/** The customer closed the code dialog: the act was not made, and nothing needs saying. */
export class VerificationCancelled extends Error {
  constructor() {
    super('verification cancelled');
    this.name = 'VerificationCancelled';
  }
}
export const isVerificationCancelled = (error: unknown) => error instanceof VerificationCancelled;

export const needsVerification = (error: unknown) =>
  error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED';

interface Pending {
  /** What had the focus when the dialog opened: it gets it back once the dialog is done. */
  returnTo: HTMLElement | null;
  action: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Acting on an estimate (accept, decline, ask for changes, message, upload) needs a session
 * verified with a one-time code. `run(act)` makes the act; if the server answers
 * VERIFICATION_REQUIRED, the code dialog opens in place (a code is e-mailed), and once the
 * customer enters it the very same act is made again: their choice, text and files are kept in
 * the closure, nothing is retyped. Closing the dialog rejects with VerificationCancelled.
 */
export function useVerifiedAction(estimateNumber: string, email?: string | null) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  const run = useCallback(
    async <T,>(action: () => Promise<T>, options: { onPrompt?: () => void } = {}): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!needsVerification(error)) throw error;
        options.onPrompt?.();
        return new Promise<T>((resolve, reject) => {
          const returnTo =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setPending({ returnTo, action, resolve: resolve as (value: unknown) => void, reject });
        });
      }
    },
    [],
  );

  const dialog: ReactNode = pending ? (
    <VerifyCodeDialog
      estimateNumber={estimateNumber}
      maskedEmail={maskEmail(email)}
      onVerified={async () => {
        const current = pendingRef.current;
        setPending(null);
        if (!current) return;
        try {
          current.resolve(await current.action());
        } catch (error) {
          current.reject(error);
        }
        giveFocusBack(current.returnTo);
      }}
      onCancel={() => {
        const current = pendingRef.current;
        current?.reject(new VerificationCancelled());
        setPending(null);
        giveFocusBack(current?.returnTo ?? null);
      }}
    />
  ) : null;

  return { run, dialog };
}

/**
 * Once the code dialog is gone and its act made, the focus goes back where it was (the Send
 * button, the message box), unless the act's result took it somewhere on purpose (the contract
 * card after accepting). A button still disabled while its act finishes is waited for a moment;
 * one gone for good hands the focus to the first field of its form.
 */
function giveFocusBack(returnTo: HTMLElement | null, framesLeft = 30) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (!returnTo) return;
    const form = returnTo.closest('form');
    const usable = (element: HTMLElement | null) =>
      element?.isConnected && !(element as HTMLButtonElement).disabled ? element : null;
    const target =
      usable(returnTo) ??
      (framesLeft > 0
        ? null
        : usable(form?.querySelector<HTMLElement>('textarea, input:not([type="hidden"])') ?? null));
    if (target) target.focus();
    else if (framesLeft > 0) giveFocusBack(returnTo, framesLeft - 1);
  });
}

/**
 * The code panel: sends a code when it opens, takes the six digits, and offers a new code after
 * a cooldown. Errors are the server's words (a wrong code says how many tries are left).
 */
export function VerifyCodeDialog({
  estimateNumber,
  maskedEmail,
  onVerified,
  onCancel,
}: {
  estimateNumber: string;
  maskedEmail: string | null;
  onVerified: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const t = useT(messages);
  // The server explains a refusal in English; a Spanish page says it in its own words.
  const english = useLocale() === 'en';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const [notice, setNotice] = useState<string | null>(null);
  const sentOnce = useRef(false);

  const send = useCallback(async () => {
    setError(null);
    try {
      await requestPortalCode(estimateNumber);
      setCooldown(RESEND_COOLDOWN_S);
    } catch (failure) {
      setError(
        (english && failure instanceof ApiError && failure.serverMessage) || t('sendFailed'),
      );
    }
  }, [estimateNumber, english, t]);

  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
  }, [send]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React events cross portals: this form's submit must not reach a form around the dialog.
    event.stopPropagation();
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      setError(t('needSixDigits'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyPortalCode(estimateNumber, digits);
      await queryClient.invalidateQueries({ queryKey: ['/api/quotes/portal-session'] });
      await onVerified();
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.serverMessage;
      setError(
        english ? refused || t('checkFailed') : refused ? t('codeRefused') : t('checkFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-xl font-bold text-navy-900">
            {t('title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            {t('description', { email: maskedEmail ?? t('emailOnFile') })}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 space-y-3" aria-label={t('formLabel')}>
            <label htmlFor="portal-code" className="block font-semibold text-slate-900">
              {t('codeLabel')}
            </label>
            <input
              id="portal-code"
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/[^\d]/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'portal-code-error' : undefined}
              className={`${inputClass} font-mono text-lg tracking-[0.4em]`}
            />
            {error && (
              <p
                id="portal-code-error"
                role="alert"
                className="text-sm font-medium text-danger-700"
              >
                {error}
              </p>
            )}
            {notice && <p className="text-sm text-slate-700">{notice}</p>}
            <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
              <Button
                type="button"
                variant="outline"
                disabled={cooldown > 0 || busy}
                onClick={() => {
                  setNotice(t('newCodeNotice'));
                  void send();
                }}
              >
                {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
              </Button>
              <Button type="submit" variant="accent" disabled={busy}>
                {busy ? t('checking') : t('verify')}
              </Button>
            </div>
          </form>
          <Dialog.Close asChild>
            <button
              type="button"
              className="mt-4 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
              disabled={busy}
            >
              {t('cancel')}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
