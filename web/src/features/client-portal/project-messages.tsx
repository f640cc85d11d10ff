import { NOT_AN_IMAGE_MESSAGE, type ProjectMessage } from '@roofing/contracts';
import { INTL_LOCALE } from '@roofing/contracts/locale';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import {
  isSessionRefusal,
  markMessageRead,
  portalKeys,
  portalLogin,
  postProjectMessage,
  uploadMessageImage,
  useProjectMessages,
} from '../../api/portal.ts';
import { useToast } from '../../app/toast.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { formatterFor } from '../../i18n/format.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { isVerificationCancelled, useVerifiedAction } from '../verification/verify-code.tsx';
import { messages as portalMessages } from './messages.ts';
import { formatMessageTime, initialsOf, senderLabel } from './portal-format.ts';

const SENDER_KEYS = {
  customer: 'senderYou',
  project_manager: 'senderManager',
  admin: 'senderTeam',
} as const;

/** "Jan 5, 3:30 PM" in English (portal §9); the same parts in the page's language otherwise. */
function useMessageTime(): (value: string) => string {
  const locale = useLocale();
  const intl = formatterFor(INTL_LOCALE[locale]);
  return (value) => {
    if (locale === 'en' || Number.isNaN(new Date(value).getTime())) return formatMessageTime(value);
    return intl.formatDate(value, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
  };
}

interface ProjectMessagesProps {
  estimateNumber: string;
  /** The tabbed portal polls every 5 s and offers image messages. */
  poll?: boolean;
  allowImages?: boolean;
  /** The address on file (masked) the code dialog names. */
  email?: string | null;
}

function MessageItem({ message }: { message: ProjectMessage }) {
  const t = useT(portalMessages);
  const messageTime = useMessageTime();
  const locale = useLocale();
  const mine = message.senderType === 'customer';
  const sender =
    locale === 'en'
      ? senderLabel(message.senderType)
      : t(SENDER_KEYS[message.senderType as keyof typeof SENDER_KEYS] ?? 'senderTeam');
  const text = message.messageContent || message.message;
  return (
    <li className={`flex gap-3 ${mine ? 'flex-row-reverse' : ''}`}>
      <span
        aria-hidden="true"
        className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${mine ? 'bg-ocean-100 text-navy-900' : 'bg-navy-900 text-white'}`}
      >
        {initialsOf(message.senderName)}
      </span>
      <div
        className={`max-w-[80%] rounded-2xl p-3 ${mine ? 'bg-ocean-100/60' : 'border border-navy-100 bg-white'}`}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-slate-900">{message.senderName}</span>
          {message.senderType === 'project_manager' ? (
            <Badge tone="navy">{t('senderManager')}</Badge>
          ) : (
            <Badge tone={mine ? 'sand' : 'ocean'}>{sender}</Badge>
          )}
          <time dateTime={message.createdAt || message.timestamp} className="text-slate-600">
            {messageTime(message.createdAt || message.timestamp)}
          </time>
        </div>
        {message.imageUrl && (
          <a href={message.imageUrl} target="_blank" rel="noreferrer" className="mt-2 block">
            <img
              src={`${message.imageUrl}/thumbnail`}
              alt={t('sharedBy', { name: message.senderName })}
              className="max-h-60 rounded-lg border border-navy-100"
            />
          </a>
        )}
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{text}</p>
      </div>
    </li>
  );
}

/** The project conversation: list, read receipts, the composer and image messages. */
export function ProjectMessages({
  estimateNumber,
  poll = false,
  allowImages = false,
  email,
}: ProjectMessagesProps) {
  const { toast } = useToast();
  const t = useT(portalMessages);
  // Sending is the customer's act: the code is asked for in place, the text and file kept.
  const verification = useVerifiedAction(estimateNumber, email);
  const queryClient = useQueryClient();
  const messages = useProjectMessages(estimateNumber, { poll });
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const markedRead = useRef(new Set<string>());
  const scroller = useRef<HTMLDivElement>(null);

  // Messages from the team are marked read once they are shown (portal §4).
  useEffect(() => {
    for (const message of messages.data ?? []) {
      if (message.senderType === 'customer' || message.isRead) continue;
      if (markedRead.current.has(message.id)) continue;
      markedRead.current.add(message.id);
      markMessageRead(message.id)
        .then(() => queryClient.invalidateQueries({ queryKey: portalKeys.unread(estimateNumber) }))
        .catch(() => markedRead.current.delete(message.id));
    }
  }, [messages.data, estimateNumber, queryClient]);

  const count = messages.data?.length ?? 0;
  useEffect(() => {
    // Keep the newest message in view inside the list, without scrolling the page.
    const box = scroller.current;
    if (count > 0 && box) box.scrollTop = box.scrollHeight;
  }, [count]);

  const reload = () =>
    queryClient.invalidateQueries({ queryKey: portalKeys.messages(estimateNumber) });

  const send = async () => {
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    try {
      await verification.run(() =>
        postProjectMessage({ estimateNumber, messageContent: text, messageType: 'text' }),
      );
      setDraft('');
      await reload();
    } catch (error) {
      if (isVerificationCancelled(error)) return;
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: t('sendFailed'),
      });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter adds a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const invalidFile = () =>
    toast({ variant: 'destructive', title: t('invalidFile'), description: NOT_AN_IMAGE_MESSAGE });

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      invalidFile();
      return;
    }
    setUploadPercent(0);
    try {
      const caption = draft.trim() || t('photoCaption', { file: file.name });
      await verification.run(async () => {
        const imageUrl = await uploadMessageImage(estimateNumber, file, setUploadPercent);
        await postProjectMessage({
          estimateNumber,
          messageContent: caption,
          messageType: 'image',
          imageUrl,
        });
      });
      setDraft('');
      await reload();
    } catch (error) {
      if (isVerificationCancelled(error)) return;
      if (error instanceof ApiError && error.status === 415) invalidFile();
      else
        toast({
          variant: 'destructive',
          title: t('errorTitle'),
          description:
            (error instanceof ApiError && error.status === 413 && error.serverMessage) ||
            t('sendFailed'),
        });
    } finally {
      setUploadPercent(null);
    }
  };

  // One portal session serves both portal variants: a project opened in the client portal shows
  // its messages here, and opening it here (with the number already searched) opens it there.
  const openSession = async () => {
    try {
      await portalLogin(estimateNumber);
      await reload();
    } catch {
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: t('openFailed'),
      });
    }
  };

  if (isSessionRefusal(messages.error)) {
    return (
      <div className="rounded-xl bg-sand-100 p-5">
        <p className="font-semibold text-navy-900">{t('openToSee')}</p>
        <p className="mt-1 text-slate-800">{t('openToSeeText')}</p>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <Button variant="primary" onClick={() => void openSession()}>
            {t('openConversation')}
          </Button>
          <LocalLink
            to="/client-portal"
            className="font-semibold text-navy-800 underline underline-offset-4"
          >
            {t('openPortal')}
          </LocalLink>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div
        ref={scroller}
        aria-live="polite"
        aria-busy={messages.isLoading}
        className="max-h-[28rem] overflow-y-auto rounded-xl bg-sand-50 p-4"
      >
        {messages.isLoading ? (
          <p className="text-slate-700">{t('loadingMessages')}</p>
        ) : messages.isError ? (
          <p className="text-danger-700">{t('messagesFailed')}</p>
        ) : count === 0 ? (
          <p className="text-slate-700">{t('noMessages')}</p>
        ) : (
          <ul className="space-y-4" aria-label={t('messageList')}>
            {messages.data?.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </div>

      <form onSubmit={onSubmit} aria-label={t('sendForm')} className="space-y-3">
        <label htmlFor={`message-${estimateNumber}`} className="sr-only">
          {t('message')}
        </label>
        <textarea
          id={`message-${estimateNumber}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={3}
          maxLength={5000}
          placeholder={t('messagePlaceholder')}
          className={inputClass}
        />
        {uploadPercent !== null && (
          <div>
            <p id="upload-progress-label" className="text-sm text-slate-700">
              {t('uploading', { percent: uploadPercent })}
            </p>
            <progress
              aria-labelledby="upload-progress-label"
              max={100}
              value={uploadPercent}
              className="h-2 w-full accent-ocean-600"
            />
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="primary" disabled={sending || draft.trim() === ''}>
            {sending ? t('sending') : t('sendMessage')}
          </Button>
          {allowImages && (
            <>
              <input
                ref={fileInput}
                id={`message-image-${estimateNumber}`}
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(event) => void onFile(event.target.files?.[0])}
                disabled={uploadPercent !== null}
              />
              <label
                htmlFor={`message-image-${estimateNumber}`}
                className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-navy-200 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50"
              >
                {t('attachPhoto')}
              </label>
            </>
          )}
        </div>
      </form>
      {verification.dialog}
    </div>
  );
}
