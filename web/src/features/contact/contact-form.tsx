import { CONTACT_SUBJECTS } from '@roofing/contracts';
import { useSendContactMessage } from '../../api/contacts.ts';
import {
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../components/ui/hook-form-fields.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useSendForm } from '../../components/ui/use-send-form.ts';
import { CONTACT_FORM_DEFAULTS, contactRequestResolver } from './contact-form-state.ts';

/**
 * Send us a Message (public-site §2, §5, §8): checked with the contract schema on submit (the
 * first bad field gets focus), cleared after a sent message, kept as typed after a failure.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const { form, submit } = useSendForm(send, {
    defaults: CONTACT_FORM_DEFAULTS,
    resolver: contactRequestResolver,
    sent: {
      title: 'Message Sent!',
      description: "Thank you for your message! We'll get back to you shortly.",
    },
    failed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="contact-form-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-lg sm:p-8"
    >
      <h3 id="contact-form-heading" className="font-display text-2xl font-bold text-navy-900">
        Send us a Message
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="name"
          id="contact-name"
          label="Your name"
          autoComplete="name"
          required
          className="sm:col-span-2"
        />
        <FormTextField
          control={form.control}
          name="phone"
          id="contact-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          id="contact-email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
        />
        <FormSelectField
          control={form.control}
          name="subject"
          id="contact-subject"
          label="Subject"
          placeholder="Choose a subject (optional)"
          options={CONTACT_SUBJECTS}
          className="sm:col-span-2"
        />
        <FormTextAreaField
          control={form.control}
          name="message"
          id="contact-message"
          label="Message"
          required
          rows={5}
          maxLength={5000}
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton
        variant="accent"
        size="lg"
        className="mt-6 w-full sm:w-auto"
        pending={send.isPending}
        label="Send Message"
        pendingLabel="Sending..."
      />
    </form>
  );
}
