import { CONTACT_SUBJECTS, optionLabel, type StaffContact } from '@roofing/contracts';
import { useState } from 'react';
import { useContactMessages, useMarkContactMessage } from '../../api/leads.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { dateTime } from './admin-format.ts';
import { LeadListPage } from './leads-list-states.tsx';

/**
 * The messages sent with the site's contact form, newest first: who wrote, how to reach them and
 * what they asked, each marked answered once someone has (the office is e-mailed each one too; the
 * list is where none is lost in an inbox).
 */
export function ContactMessageList() {
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  return (
    <LeadListPage
      pagerLabel="Contact message pages"
      page={page}
      onPage={setPage}
      noun="contact messages"
      query={messages}
      emptyText="No contact messages yet"
    >
      {(rows) =>
        rows.map((message) => (
          <ContactItem key={`${message.id}-${message.answeredAt}`} message={message} />
        ))
      }
    </LeadListPage>
  );
}

function ContactItem({ message }: { message: StaffContact }) {
  const mark = useMarkContactMessage();
  const { toast } = useToast();
  const answered = message.answeredAt !== null;
  const headingId = `contact-${message.id}-heading`;
  const toggle = async () => {
    try {
      await mark.mutateAsync({ id: message.id, answered: !answered });
      toast({
        title: answered ? 'Marked to answer' : 'Marked answered',
        description: `${message.name}'s message.`,
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'The message could not be marked. Try again.',
      });
    }
  };
  const subject = message.subject ? optionLabel(CONTACT_SUBJECTS, message.subject) : 'No subject';
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-xl border p-4 ${answered ? 'border-navy-100' : 'border-ocean-600/40 bg-ocean-100/30'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-navy-900">
            {message.name} · {subject}
          </h3>
          <p className="text-sm text-slate-700">
            <a className="underline underline-offset-2" href={`tel:${message.phone}`}>
              {message.phone}
            </a>{' '}
            ·{' '}
            <a className="underline underline-offset-2" href={`mailto:${message.email}`}>
              {message.email}
            </a>{' '}
            · received {dateTime(message.createdAt)}
          </p>
        </div>
        <span className="flex flex-wrap items-center gap-2">
          {message.language === 'es' ? (
            <span className="inline-flex items-center rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-sand-300">
              Wrote in Spanish
            </span>
          ) : null}
          {message.textUpdates ? (
            <span className="inline-flex items-center rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-navy-200">
              Texts welcome
            </span>
          ) : null}
          <span
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${
              answered
                ? 'bg-success-50 text-success-700 ring-success-700/30'
                : 'bg-sand-100 text-navy-900 ring-sand-300'
            }`}
          >
            <span className="sr-only">Status: </span>
            {answered ? 'Answered' : 'To answer'}
          </span>
        </span>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant={answered ? 'outline' : 'primary'}
          onClick={() => void toggle()}
          disabled={mark.isPending}
          aria-describedby={headingId}
        >
          {mark.isPending ? 'Saving...' : answered ? 'Mark to answer' : 'Mark answered'}
        </Button>
        {answered ? (
          <p className="text-sm text-slate-700">
            Answered by {message.answeredBy ?? 'staff'}, {dateTime(message.answeredAt)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
