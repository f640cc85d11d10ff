import { CONTACT_SUBJECTS } from '@roofing/contracts';
import { useSendContactMessage } from '../../api/contacts.ts';
import {
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../components/ui/hook-form-fields.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { TextConsentField } from '../../components/ui/text-consent-field.tsx';
import { useSendForm } from '../../components/ui/use-send-form.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { CONTACT_FORM_DEFAULTS, contactRequestResolver } from './contact-form-state.ts';
import { messages } from './messages.ts';

/**
 * Send us a Message (public-site §2, §5, §8): checked with the contract schema on submit (the
 * first bad field gets focus), cleared after a sent message, kept as typed after a failure.
 */
export function ContactForm() {
  const t = useT(messages);
  const locale = useLocale();
  const send = useSendContactMessage();
  const { form, submit } = useSendForm(send, {
    defaults: CONTACT_FORM_DEFAULTS,
    resolver: contactRequestResolver,
    sent: { title: t('sentTitle'), description: t('sentDescription') },
    failed: { title: t('failedTitle'), description: t('failedDescription') },
  });
  const subjects = CONTACT_SUBJECTS.map((subject) => ({
    value: subject.value,
    label: t(`subject.${subject.value}`),
  }));

  return (
    <form
      noValidate
      // The page's language goes with the message (issue 24).
      onSubmit={form.handleSubmit((body) => submit({ ...body, language: locale }))}
      aria-labelledby="contact-form-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-lg sm:p-8"
    >
      <h3 id="contact-form-heading" className="font-display text-2xl font-bold text-navy-900">
        {t('formHeading')}
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="name"
          id="contact-name"
          label={t('name')}
          autoComplete="name"
          required
          className="sm:col-span-2"
        />
        <FormTextField
          control={form.control}
          name="phone"
          id="contact-phone"
          label={t('phoneNumber')}
          type="tel"
          autoComplete="tel"
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          id="contact-email"
          label={t('emailAddress')}
          type="email"
          autoComplete="email"
          required
        />
        <FormSelectField
          control={form.control}
          name="subject"
          id="contact-subject"
          label={t('subject')}
          placeholder={t('subjectPlaceholder')}
          options={subjects}
          className="sm:col-span-2"
        />
        <FormTextAreaField
          control={form.control}
          name="message"
          id="contact-message"
          label={t('message')}
          required
          rows={5}
          maxLength={5000}
          className="sm:col-span-2"
        />
        <TextConsentField
          control={form.control}
          name="textUpdates"
          id="contact-textUpdates"
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton
        variant="accent"
        size="lg"
        className="mt-6 w-full sm:w-auto"
        pending={send.isPending}
        label={t('send')}
        pendingLabel={t('sending')}
      />
    </form>
  );
}
