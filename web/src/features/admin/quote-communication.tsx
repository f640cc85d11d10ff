import {
  type ProjectMessage,
  type ProjectMessageRequestInput,
  ProjectMessageRequestSchema,
} from '@roofing/contracts';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  useMarkMessageRead,
  useProjectMessages,
  useSendTeamMessage,
} from '../../api/staff-messages.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { contractResolver } from '../../components/ui/contract-resolver.ts';
import { inputClass } from '../../components/ui/form-field.tsx';
import { ScrollBox } from '../../components/ui/scroll-box.tsx';
import { initials, messageTime } from './admin-format.ts';
import { MessagePhoto } from './message-photo.tsx';
import { TextBadge } from './text-badge.tsx';

const SENDER_LABELS: Record<ProjectMessage['senderType'], string> = {
  customer: 'Customer',
  admin: 'Team',
  project_manager: 'Project Manager',
};

interface MessageFormValues {
  messageContent: string;
}

/**
 * The conversation with the customer of one estimate: read every 5 s while shown, customer
 * messages marked read once displayed, replies posted as the team (the server signs them).
 */
export function QuoteCommunication({ estimateNumber }: { estimateNumber: string }) {
  const ids = useId();
  const messages = useProjectMessages(estimateNumber, true);
  const sendMessage = useSendTeamMessage(estimateNumber);
  const { toast } = useToast();
  // The reply is checked with the contract of POST /api/project-messages before it goes out.
  const resolver = useMemo(
    () =>
      contractResolver(
        ProjectMessageRequestSchema,
        ({ messageContent }: MessageFormValues): ProjectMessageRequestInput => ({
          estimateNumber,
          messageContent: messageContent.trim(),
        }),
      ),
    [estimateNumber],
  );
  const form = useForm<MessageFormValues, unknown, ProjectMessageRequestInput>({
    defaultValues: { messageContent: '' },
    resolver,
  });
  const draft = form.watch('messageContent');
  const messageError = form.formState.errors.messageContent?.message;
  const markedRead = useRef(new Set<string>());
  const markMessageRead = useMarkMessageRead();

  useEffect(() => {
    for (const message of messages.data ?? []) {
      if (message.senderType !== 'customer' || message.isRead) continue;
      if (markedRead.current.has(message.id)) continue;
      markedRead.current.add(message.id);
      void markMessageRead(message.id).catch(() => markedRead.current.delete(message.id));
    }
  }, [messages.data, markMessageRead]);

  const send = (body: ProjectMessageRequestInput) => {
    if (sendMessage.isPending) return;
    sendMessage.mutate(body.messageContent, {
      onSuccess: () => form.reset({ messageContent: '' }),
      // The reply stays in the box to try again.
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to send message. Please try again.',
        }),
    });
  };
  // A blank box sends nothing and says nothing, as the disabled button shows.
  const submit = () => {
    if (draft.trim() === '') return;
    void form.handleSubmit(send)();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="space-y-4">
      <div aria-live="polite" aria-busy={messages.isPending}>
        {messages.isPending ? (
          <p className="p-4 text-slate-700">Loading messages...</p>
        ) : messages.isError ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-4 text-sm text-danger-700">
            The messages could not be loaded.
          </p>
        ) : messages.data.length === 0 ? (
          <p className="rounded-lg bg-sand-50 p-6 text-center text-slate-700">No messages yet</p>
        ) : (
          <ScrollBox heightClass="h-80" label="Messages">
            <ol className="space-y-3 pr-3">
              {messages.data.map((message) => {
                const fromCustomer = message.senderType === 'customer';
                return (
                  <li
                    key={message.id}
                    className={`flex gap-3 ${fromCustomer ? '' : 'flex-row-reverse text-right'}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                        fromCustomer ? 'bg-sand-200 text-navy-900' : 'bg-navy-900 text-white'
                      }`}
                    >
                      {initials(message.senderName)}
                    </span>
                    <div
                      className={`max-w-[80%] rounded-xl px-3 py-2 ${
                        fromCustomer ? 'bg-sand-100' : 'bg-navy-50'
                      }`}
                    >
                      <p className="text-xs text-slate-700">
                        <span className="font-semibold text-slate-900">{message.senderName}</span> ·{' '}
                        {SENDER_LABELS[message.senderType]} · {messageTime(message.createdAt)}
                      </p>
                      {message.imageUrl ? (
                        <MessagePhoto
                          imageUrl={message.imageUrl}
                          senderName={message.senderName}
                          sentAt={messageTime(message.createdAt)}
                        />
                      ) : null}
                      <p className="mt-1 text-left break-words whitespace-pre-line text-slate-900">
                        {message.messageContent}
                      </p>
                      <TextBadge message={message} />
                    </div>
                  </li>
                );
              })}
            </ol>
          </ScrollBox>
        )}
      </div>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-label="Send a message to the customer"
      >
        <label htmlFor={`${ids}-message`} className="mb-1.5 block text-sm font-semibold">
          Message to the customer
        </label>
        <textarea
          id={`${ids}-message`}
          rows={3}
          maxLength={5000}
          {...form.register('messageContent')}
          onKeyDown={onKeyDown}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${ids}-error ${ids}-hint` : `${ids}-hint`}
          className={inputClass}
        />
        {messageError && (
          <p id={`${ids}-error`} className="mt-1 text-sm font-medium text-danger-700">
            {messageError}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={`${ids}-hint`} className="text-sm text-slate-600">
            Enter sends, Shift+Enter starts a new line. Sent as the team.
          </p>
          <Button type="submit" disabled={!draft.trim() || sendMessage.isPending}>
            {sendMessage.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </div>
  );
}
