import { CONTACT_SUBJECTS } from '@roofing/contracts';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { useSendContactMessage } from '../../api/contacts.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-controls.tsx';
import {
  CONTACT_FORM_DEFAULTS,
  type ContactField,
  type ContactFormValues,
  toContactRequestInput,
} from './contact-form-state.ts';

/** Send us a Message (public-site §2, §5, §8). */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(CONTACT_FORM_DEFAULTS);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const send = useSendContactMessage();
  const { toast } = useToast();

  const setValue = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(toContactRequestInput(values), {
      onSuccess: () => {
        setValues(CONTACT_FORM_DEFAULTS);
        setErrors({});
        toast({
          title: 'Message Sent!',
          description: "Thank you for your message! We'll get back to you shortly.",
        });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors(fields);
        const first = Object.keys(fields)[0];
        if (first) document.getElementById(`contact-${first}`)?.focus();
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to send message. Please try again.',
        });
      },
    });
  };

  return (
    <form
      onSubmit={handleSubmit}
      aria-labelledby="contact-form-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-lg sm:p-8"
    >
      <h3 id="contact-form-heading" className="font-display text-2xl font-bold text-navy-900">
        Send us a Message
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Your name"
          autoComplete="name"
          required
          value={values.name}
          onValueChange={setValue('name')}
          error={errors.name}
          className="sm:col-span-2"
        />
        <TextField
          id="contact-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onValueChange={setValue('phone')}
          error={errors.phone}
        />
        <TextField
          id="contact-email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={setValue('email')}
          error={errors.email}
        />
        <SelectField
          id="contact-subject"
          label="Subject"
          placeholder="Choose a subject (optional)"
          options={CONTACT_SUBJECTS}
          value={values.subject}
          onValueChange={setValue('subject')}
          error={errors.subject}
          className="sm:col-span-2"
        />
        <TextAreaField
          id="contact-message"
          label="Message"
          required
          rows={5}
          maxLength={5000}
          value={values.message}
          onValueChange={setValue('message')}
          error={errors.message}
          className="sm:col-span-2"
        />
      </div>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={send.isPending}
        className="mt-6 w-full sm:w-auto"
      >
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
