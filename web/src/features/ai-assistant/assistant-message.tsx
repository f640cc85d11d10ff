import type { AnswerSource } from '@roofing/contracts';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ReplyPending } from '../../components/ui/reply-pending.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale, useLocalePath } from '../../i18n/locale-context.ts';
import type { InlineSegment } from '../../lib/markup/parse-markup.ts';
import { messages, type messagesEnglish } from './messages.ts';
import { messageTime, replyBlocks } from './reply-format.ts';
import type { AssistantMessage } from './use-assistant-chat.ts';

/*
 * One message of an assistant conversation. Replies become React elements (paragraphs, lists,
 * bold), so anything HTML-like in a reply is shown as text. Blocks and segments never reorder,
 * which is why index keys are safe here.
 */

function inline(segments: InlineSegment[]): (string | ReactElement)[] {
  return segments.map((segment, index) =>
    segment.kind === 'strong' ? (
      <strong key={index} className="font-semibold">
        {segment.text}
      </strong>
    ) : (
      segment.text
    ),
  );
}

export function ReplyText({ text }: { text: string }) {
  return (
    <>
      {replyBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="mt-2 list-disc space-y-1 pl-5 first:mt-0">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="mt-2 first:mt-0">
            {inline(block.kind === 'paragraph' ? block.content : [])}
          </p>
        ),
      )}
    </>
  );
}

const SOURCE_KIND = {
  faq: 'sourceFaq',
  article: 'sourceArticle',
  company: 'sourceCompany',
} as const satisfies Record<AnswerSource['kind'], keyof typeof messagesEnglish>;

/** Where a reply came from: an FAQ entry by its question, an article as a link to it. */
function Sources({ sources, onNavigate }: { sources: AnswerSource[]; onNavigate?: () => void }) {
  const t = useT(messages);
  const localePath = useLocalePath();
  return (
    <div className="mt-3 border-t border-navy-100 pt-2 text-xs text-slate-700">
      <p className="font-semibold text-navy-800">{t('sources')}</p>
      <ul className="mt-1 space-y-1">
        {sources.map((source) => (
          <li key={`${source.kind}:${source.title}`}>
            <span className="font-medium">{t(SOURCE_KIND[source.kind])}: </span>
            {source.url ? (
              <Link
                to={localePath(source.url)}
                onClick={onNavigate}
                className="font-medium text-ocean-700 underline underline-offset-2 hover:text-navy-900"
              >
                {source.title}
              </Link>
            ) : (
              source.title
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AssistantMessageBubble({
  message,
  onNavigate,
}: {
  message: AssistantMessage;
  onNavigate?: () => void;
}) {
  const t = useT(messages);
  const locale = useLocale();
  const { isUser } = message;
  return (
    <div className={`flex flex-col ${isUser ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed ${
          isUser
            ? 'rounded-br-sm bg-navy-900 text-white'
            : message.failed
              ? 'rounded-bl-sm border border-danger-700/40 bg-danger-50 text-slate-900'
              : 'rounded-bl-sm border border-navy-100 bg-white text-slate-800 shadow-sm'
        }`}
      >
        <span className="sr-only">{isUser ? t('you') : t('assistant')}</span>
        {isUser ? (
          <p className="whitespace-pre-wrap">{message.text}</p>
        ) : (
          <ReplyText text={message.text} />
        )}
        {message.sources.length > 0 && (
          <Sources sources={message.sources} onNavigate={onNavigate} />
        )}
      </div>
      <time dateTime={message.timestamp.toISOString()} className="mt-1 px-1 text-xs text-slate-600">
        {messageTime(message.timestamp, locale)}
      </time>
    </div>
  );
}

/** The thinking state while a reply is pending (public-site §4). */
export function ThinkingIndicator() {
  const t = useT(messages);
  return <ReplyPending className="text-slate-700">{t('thinking')}</ReplyPending>;
}
