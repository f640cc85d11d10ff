import { type ContractSign, ContractSignSchema, type PortalContract } from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/client.ts';
import { signContract } from '../../../api/contracts.ts';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormCheckboxField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { FormSignaturePadField } from '../../../components/ui/signature-pad-field.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { useLocale } from '../../../i18n/locale-context.ts';
import { isVerificationCancelled } from '../../verification/verify-code.tsx';
import { messages, messagesEnglish } from './messages.ts';
import { SigningCodeRequest } from './signing-code-request.tsx';

/** The form holds what the request sends; the consent box holds a plain boolean until sent. */
type SignValues = Omit<ContractSign, 'consent'> & { consent: boolean };

export const CONSENT_LABEL = messagesEnglish.consent;

export const signResolver = contractResolver(
  ContractSignSchema,
  (values: SignValues): ContractSign => ({
    ...values,
    fullName: values.fullName.trim(),
    code: values.code.replace(/\s/g, ''),
    // The schema refuses anything but true, with its message at the box.
    consent: values.consent as true,
  }),
);

/**
 * The signature section: typed full name, drawn signature, consent, a one-time code e-mailed on
 * request, and Sign contract. The contract's id and document hash travel with the signature, so
 * the server refuses it (409) if the contract changed since it was read: `onRevised` then has
 * the server's words and the new version is read again.
 */
export function ContractSignForm({
  contract,
  run,
  onSigned,
  onRevised,
}: {
  contract: PortalContract;
  /** Makes a request, asking for the portal's verification code first when the server wants it. */
  run: <T>(action: () => Promise<T>) => Promise<T>;
  onSigned: (contract: PortalContract) => void;
  onRevised: (message: string) => void;
}) {
  const t = useT(messages);
  const locale = useLocale();
  const form = useForm<SignValues, unknown, ContractSign>({
    resolver: signResolver,
    defaultValues: {
      contractId: contract.id,
      documentHash: contract.documentHash,
      fullName: '',
      signature: '',
      code: '',
      consent: false,
    },
  });
  const { control, formState, setError } = form;
  const pending = formState.isSubmitting;
  // A refusal at a field the form does not show (the hash) is said at the form's end.
  const rootError =
    formState.errors.root?.message ??
    formState.errors.documentHash?.message ??
    formState.errors.contractId?.message;

  const submit = async (body: ContractSign) => {
    try {
      onSigned(await run(() => signContract(body)));
    } catch (error) {
      if (isVerificationCancelled(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        // The server's words are English: a Spanish page says it in Spanish.
        onRevised((locale === 'en' && error.serverMessage) || t('revised'));
        return;
      }
      showServerFieldErrors(setError, error, {
        isField: (name) => ['fullName', 'signature', 'code', 'consent'].includes(name),
        fallback: t('signFailed'),
      });
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-labelledby="sign-contract-heading"
      data-testid="contract-sign-form"
      className="space-y-5"
    >
      <h4 id="sign-contract-heading" className="font-display text-lg font-bold text-navy-900">
        {t('signHeading')}
      </h4>
      <FormTextField
        control={control}
        name="fullName"
        id="contract-full-name"
        label={t('fullName')}
        autoComplete="name"
        required
        hint={t('fullNameHint')}
      />
      <FormSignaturePadField
        control={control}
        name="signature"
        id="contract-signature"
        label={t('signature')}
        hint={t('signatureHint')}
        clearLabel={t('clearSignature')}
        disabled={pending}
      />
      <FormCheckboxField
        control={control}
        name="consent"
        id="contract-consent"
        label={t('consent')}
        description={t('consentDescription')}
      />
      <div className="space-y-3 rounded-xl bg-sand-100 p-4">
        <p className="text-sm text-slate-800">{t('codeIntro', { email: contract.codeSentTo })}</p>
        <SigningCodeRequest run={run} disabled={pending} fallbackSentTo={contract.codeSentTo} />
        <FormTextField
          control={control}
          name="code"
          id="contract-signing-code"
          label={t('signingCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          className="max-w-48"
        />
      </div>
      <FormActions
        error={rootError}
        pending={pending}
        submitLabel={t('signContract')}
        pendingLabel={t('signing')}
      />
    </form>
  );
}
