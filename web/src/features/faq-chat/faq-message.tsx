import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { INSPECTION_REQUEST_PATH } from '@roofing/contracts/content/assistant-intents';
import { INTL_LOCALE, type Locale } from '@roofing/contracts/locale';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { ReplyPending } from '../../components/ui/reply-pending.tsx';
import type { FaqEntry } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale, useLocalePath } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

/* The FAQ chat's messages: their shape, their time, and how a bubble shows them. */

/**
 * A chat message (§3). `offer` adds the buttons under a reply: a call and a free estimate (the
 * §8 no-match reply, marked `noMatch`), or a call and the inspection request.
 */
export type FaqChatMessage = {
  id: string;
  type: 'bot' | 'user';
  content: string;
  timestamp: Date;
  relatedFAQs?: FaqEntry[];
  /** The FAQ question the bot is answering, shown above the answer. */
  answeredQuestion?: string;
  noMatch?: boolean;
  offer?: 'estimate' | 'inspection';
};

/** Made on first use: the first Intl.DateTimeFormat costs tens of ms, and a closed chat needs none. */
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** Message time like "Jan 5, 3:30 PM" (§9), "5 ene, 3:30 p. m." in Spanish. */
export function formatMessageTime(date: Date, locale: Locale = 'en'): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    timeFormats.set(locale, format);
  }
  return format.format(date);
}

export function QuestionButton({
  entry,
  onAsk,
  disabled,
}: {
  entry: FaqEntry;
  onAsk: (question: string) => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onAsk(entry.question)}
      className="w-full rounded-lg border border-ocean-300 bg-white px-3 py-2 text-left text-sm font-medium text-navy-800 transition-colors hover:border-ocean-600 hover:bg-ocean-100 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {entry.question}
    </button>
  );
}

export function MessageBubble({
  message,
  onAsk,
  disabled,
}: {
  message: FaqChatMessage;
  onAsk: (question: string) => void;
  disabled: boolean;
}) {
  const t = useT(messages);
  const locale = useLocale();
  const isUser = message.type === 'user';
  const related = message.relatedFAQs ?? [];
  return (
    <div
      data-message-id={message.id}
      className={`flex flex-col ${isUser ? 'items-end' : 'items-start'}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed ${
          isUser
            ? 'rounded-br-sm bg-navy-900 text-white'
            : 'rounded-bl-sm border border-navy-100 bg-white text-slate-800 shadow-sm'
        }`}
      >
        <span className="sr-only">{isUser ? t('you') : t('assistant')} </span>
        {message.answeredQuestion && (
          <p className="mb-1 font-semibold text-navy-900">{message.answeredQuestion}</p>
        )}
        <p className="whitespace-pre-line">
          {message.offer ? <NoMatchText text={message.content} /> : message.content}
        </p>
        {message.offer && <OfferButtons offer={message.offer} />}
      </div>
      {related.length > 0 && (
        <div className="mt-2 w-[85%] space-y-1.5">
          <p className="text-xs font-semibold text-navy-700">
            {t('related', { count: related.length })}
          </p>
          <ul className="space-y-1.5">
            {related.map((entry) => (
              <li key={entry.id}>
                <QuestionButton entry={entry} onAsk={onAsk} disabled={disabled} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <time dateTime={message.timestamp.toISOString()} className="mt-1 px-1 text-xs text-slate-600">
        {formatMessageTime(message.timestamp, locale)}
      </time>
    </div>
  );
}

/**
 * A call and the next step under a reply. The number is in the reply's text once; the call
 * button says "Call us" (its accessible name carries the number it dials).
 */
function OfferButtons({ offer }: { offer: 'estimate' | 'inspection' }) {
  const t = useT(messages);
  const localePath = useLocalePath();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <a
        href={COMPANY_PHONE_HREF}
        aria-label={t('callLabel', { phone: COMPANY.phone })}
        className={`${buttonClass('primary')} min-h-10 text-xs`}
      >
        <PhoneIcon className="size-4" />
        {t('callUs')}
      </a>
      {offer === 'inspection' ? (
        <a
          href={localePath(INSPECTION_REQUEST_PATH)}
          className={`${buttonClass('outline')} min-h-10 text-xs`}
        >
          {t('requestInspection')}
        </a>
      ) : (
        <a
          href={localePath('/#quote-form')}
          className={`${buttonClass('outline')} min-h-10 text-xs`}
        >
          {t('freeEstimate')}
        </a>
      )}
    </div>
  );
}

/** A reply's text with the phone number kept on one line. */
function NoMatchText({ text }: { text: string }) {
  const at = text.indexOf(COMPANY.phone);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{COMPANY.phone}</span>
      {text.slice(at + COMPANY.phone.length)}
    </>
  );
}

export function TypingIndicator() {
  const t = useT(messages);
  return <ReplyPending className="text-slate-600">{t('typing')}</ReplyPending>;
}
