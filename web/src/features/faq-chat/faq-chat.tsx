import { COMPANY } from '@roofing/contracts';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { FAQ_CONTENT } from './faq-content.ts';
import {
  type FaqChatMessage,
  MessageBubble,
  QuestionButton,
  TypingIndicator,
} from './faq-message.tsx';
import { replyTo } from './faq-reply.ts';
import { messages as catalogue } from './messages.ts';
import { useClearOfControls } from './use-clear-of-controls.ts';

export { type FaqChatMessage, formatMessageTime } from './faq-message.tsx';

/**
 * Floating FAQ chat assistant of the home page (portal-and-back-office §2, §4, §5, §8, §9).
 * Closed it is a round "FAQ" button at the bottom right; open it is a non-modal chat panel that
 * can be minimized to its title bar. Answers come from the local FAQ base and the company facts
 (no server call; faq-reply.ts: greetings, visit requests and the company's offers first).
 * This module and the 100 FAQ entries load only in the home page's lazy chunk.
 */

/** The bot reply appears this long after the user's message (§9). */
export const BOT_REPLY_DELAY_MS = 1000;
/** The welcome view shows the first 6 entries as popular questions (§9). */
export const POPULAR_QUESTION_COUNT = 6;

type ChatView = 'closed' | 'open' | 'minimized';

/** The company's initials on the avatar (decorative, hidden from screen readers). */
const MONOGRAM = 'SR';

export default function FaqChat() {
  const t = useT(catalogue);
  // The entries, facts and replies of the page's language (Spanish on /es).
  const content = useLocalized(FAQ_CONTENT);
  const popularQuestions = content.entries.slice(0, POPULAR_QUESTION_COUNT);
  const [view, setView] = useState<ChatView>('closed');
  const [messages, setMessages] = useState<FaqChatMessage[]>(() => [
    {
      id: 'welcome',
      type: 'bot',
      content: t('greeting', { company: COMPANY.name }),
      timestamp: new Date(),
    },
  ]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);

  const nextId = useRef(0);
  const replyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after the next view change. */
  const focusAfter = useRef<'input' | 'restore' | 'launcher' | null>(null);

  const panelId = useId();
  const titleId = useId();
  const inputId = useId();

  useEffect(() => () => clearTimeout(replyTimer.current), []);

  // Focus management after opening, minimizing, restoring and closing.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'input' && view === 'open') inputRef.current?.focus();
    else if (target === 'restore' && view === 'minimized') restoreRef.current?.focus();
    else if (target === 'launcher' && view === 'closed') launcherRef.current?.focus();
  }, [view]);

  // Welcome view: start at the greeting. After a question: follow the typing indicator. When a
  // reply arrives: show its beginning, so a long answer is read from the top.
  useEffect(() => {
    const list = listRef.current;
    if (!list || view !== 'open') return;
    const last = messages[messages.length - 1];
    if (!messages.some((message) => message.type === 'user')) list.scrollTop = 0;
    else if (pending || !last || last.type === 'user') list.scrollTop = list.scrollHeight;
    else {
      const reply = list.querySelector<HTMLElement>(`[data-message-id="${last.id}"]`);
      list.scrollTop = reply ? reply.offsetTop - 16 : list.scrollHeight;
    }
  }, [messages, pending, view]);

  const changeView = useCallback((next: ChatView, focus: typeof focusAfter.current) => {
    focusAfter.current = focus;
    setView(next);
  }, []);

  const ask = useCallback(
    (text: string) => {
      const question = text.trim();
      if (question === '' || pending) return;
      const newId = () => `msg-${++nextId.current}`;
      setMessages((current) => [
        ...current,
        { id: newId(), type: 'user', content: question, timestamp: new Date() },
      ]);
      setDraft('');
      setPending(true);
      replyTimer.current = setTimeout(() => {
        const answer = replyTo(question, content);
        const base = { id: newId(), type: 'bot' as const, timestamp: new Date() };
        const reply: FaqChatMessage =
          answer.kind === 'faq'
            ? {
                ...base,
                content: answer.best.answer,
                answeredQuestion: answer.best.question,
                relatedFAQs: answer.related,
              }
            : answer.kind === 'fact'
              ? {
                  ...base,
                  content: answer.fact.text,
                  answeredQuestion: answer.fact.title,
                  relatedFAQs: answer.related,
                }
              : answer.kind === 'greeting'
                ? { ...base, content: answer.text }
                : answer.kind === 'inspection'
                  ? { ...base, content: answer.text, offer: 'inspection' }
                  : {
                      ...base,
                      content: t('noMatch', { phone: COMPANY.phone }),
                      noMatch: true,
                      offer: 'estimate',
                    };
        setMessages((current) => [...current, reply]);
        setPending(false);
      }, BOT_REPLY_DELAY_MS);
    },
    [pending, content, t],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(draft);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      changeView('closed', 'launcher');
    }
  }

  const open = view !== 'closed';
  // Closed, the bubble keeps off the page's controls; open, the visitor put the panel there.
  const lift = useClearOfControls(launcherRef, !open);
  const minimized = view === 'minimized';
  const welcome = !messages.some((message) => message.type === 'user');
  const canSend = draft.trim() !== '' && !pending;

  return (
    <>
      {/* Not modal: the page stays usable; the panel floats above the launcher. */}
      <div
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className={`fixed right-4 bottom-22 z-50 w-[24rem] max-w-[calc(100vw_-_2rem)] flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-2xl sm:right-6 ${
          minimized ? '' : 'h-[36rem] max-h-[calc(100dvh_-_10rem)]'
        } ${open ? 'flex' : 'hidden'}`}
      >
        <div className="flex items-center gap-2 bg-navy-900 px-4 py-2.5 text-white">
          <span
            aria-hidden="true"
            className="hidden size-8 shrink-0 place-items-center rounded-full bg-ocean-600 text-xs font-bold sm:grid"
          >
            {MONOGRAM}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-sm font-semibold sm:text-base">
              {t('title')}
            </h2>
            <p className="truncate text-xs text-navy-100">{t('subtitle')}</p>
          </div>
          {minimized ? (
            <HeaderButton
              ref={restoreRef}
              label={t('restore')}
              onClick={() => changeView('open', 'input')}
            >
              <path d="M5 15l7-7 7 7" />
            </HeaderButton>
          ) : (
            <HeaderButton label={t('minimize')} onClick={() => changeView('minimized', 'restore')}>
              <path d="M5 12h14" />
            </HeaderButton>
          )}
          <HeaderButton label={t('close')} onClick={() => changeView('closed', 'launcher')}>
            <path d="M6 6l12 12M18 6L6 18" />
          </HeaderButton>
        </div>

        {open && !minimized && (
          <>
            <div
              ref={listRef}
              aria-live="polite"
              aria-label={t('conversation')}
              role="log"
              className="relative flex-1 space-y-4 overflow-y-auto bg-sand-50 px-4 py-4"
            >
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} onAsk={ask} disabled={pending} />
              ))}
              {welcome && (
                <section aria-labelledby={`${titleId}-popular`} className="space-y-2">
                  <h3
                    id={`${titleId}-popular`}
                    className="text-xs font-semibold tracking-wide text-navy-700 uppercase"
                  >
                    {t('popular')}
                  </h3>
                  <ul className="space-y-2">
                    {popularQuestions.map((entry) => (
                      <li key={entry.id}>
                        <QuestionButton entry={entry} onAsk={ask} disabled={pending} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {pending && <TypingIndicator />}
            </div>

            <form onSubmit={onSubmit} className="flex gap-2 border-t border-navy-100 bg-white p-3">
              <label htmlFor={inputId} className="sr-only">
                {t('askLabel')}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type="text"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t('askPlaceholder')}
                autoComplete="off"
                maxLength={300}
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-ocean-600"
              />
              <button
                type="submit"
                disabled={!canSend}
                className={`${buttonClass('accent')} shrink-0`}
              >
                {t('send')}
              </button>
            </form>
          </>
        )}
      </div>

      <button
        ref={launcherRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? changeView('closed', null) : changeView('open', 'input'))}
        data-out-of-the-way={lift === null ? true : undefined}
        style={lift ? { transform: `translateY(-${lift}px)` } : undefined}
        className="fixed right-4 bottom-4 z-50 inline-flex min-h-14 items-center gap-2 rounded-full bg-coral-600 px-5 text-base font-bold text-white shadow-lg ring-4 ring-white/70 transition-[background-color] hover:bg-coral-700 data-out-of-the-way:invisible sm:right-6 sm:bottom-6"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-4-.9L3 20l1.1-4A8.4 8.4 0 1 1 21 11.5Z" />
        </svg>
        {t('launcher')}
      </button>
    </>
  );
}

function HeaderButton({
  label,
  onClick,
  children,
  ref,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="grid size-10 shrink-0 place-items-center rounded-lg text-white hover:bg-white/15"
    >
      <Icon strokeWidth={2.5}>{children}</Icon>
    </button>
  );
}
