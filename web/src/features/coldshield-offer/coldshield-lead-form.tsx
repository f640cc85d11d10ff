import { useSubmitColdshieldLead } from '../../api/leads.ts';
import { FormTextAreaField, FormTextField } from '../../components/ui/hook-form-fields.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useSendForm } from '../../components/ui/use-send-form.ts';
import { COLDSHIELD_CONTENT } from '../../content/coldshield-offer.ts';
import { useLocalized } from '../../i18n/content.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { LEAD_FORM_DEFAULTS, leadRequestResolver } from './lead-form-state.ts';

/** The form's id: the hero's button scrolls here. */
export const LEAD_FORM_ID = 'thermal-scan-form';

/**
 * The free thermal scan request (public-site §4, §5, §8): checked with the contract schema on
 * submit, SUBMITTING... and disabled while the request runs, cleared on success, kept as typed
 * after a failure with the server's field messages at their fields.
 */
export function ColdshieldLeadForm() {
  const { copy: COLDSHIELD_COPY, form: words } = useLocalized(COLDSHIELD_CONTENT);
  const locale = useLocale();
  const submitLead = useSubmitColdshieldLead();
  const { form, submit } = useSendForm(submitLead, {
    defaults: LEAD_FORM_DEFAULTS,
    resolver: leadRequestResolver,
    sent: { title: words.sentTitle, description: words.sentDescription },
    failed: { title: words.failedTitle, description: words.failedDescription },
  });

  return (
    <form
      id={LEAD_FORM_ID}
      noValidate
      // The page's language goes with the request: the e-mails follow it.
      onSubmit={form.handleSubmit((body) => submit({ ...body, language: locale }))}
      aria-labelledby="lead-form-heading"
      className="scroll-mt-24 rounded-2xl border border-navy-100 bg-white p-5 shadow-lg sm:p-8"
    >
      <h2 id="lead-form-heading" className="font-display text-2xl font-bold text-navy-900">
        {COLDSHIELD_COPY.formTitle}
      </h2>
      <p className="mt-2 text-slate-700">{COLDSHIELD_COPY.formIntro}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="name"
          id="lead-name"
          label={words.name}
          autoComplete="name"
          required
        />
        <FormTextField
          control={form.control}
          name="phone"
          id="lead-phone"
          label={words.phone}
          type="tel"
          autoComplete="tel"
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          id="lead-email"
          label={words.email}
          type="email"
          autoComplete="email"
          required
          className="sm:col-span-2"
        />
        <FormTextField
          control={form.control}
          name="address"
          id="lead-address"
          label={words.address}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
        />
        <FormTextAreaField
          control={form.control}
          name="message"
          id="lead-message"
          label={words.details}
          hint={words.detailsHint}
          rows={4}
          maxLength={2000}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton
        variant="accent"
        size="lg"
        className="mt-6 w-full sm:w-auto"
        pending={submitLead.isPending}
        label={COLDSHIELD_COPY.submit}
        pendingLabel={COLDSHIELD_COPY.submitting}
      />
    </form>
  );
}
