import { lazy, Suspense, useId } from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

/** The conversation, its schemas and speech code load only once the visitor asks for them. */
const AssistantPanel = lazy(() => import('../ai-assistant/assistant-panel.tsx'));

export interface AiExpertState {
  shown: boolean;
  /** Once shown the panel stays mounted (hidden), so its conversation survives hiding it. */
  everShown: boolean;
  /** Bumped by Start Conversation and Chat with Expert: scroll to the panel and focus it. */
  focusRequest: number;
}

export const AI_EXPERT_HIDDEN: AiExpertState = { shown: false, everShown: false, focusRequest: 0 };

export const toggleAiExpert = (state: AiExpertState): AiExpertState => ({
  ...state,
  shown: !state.shown,
  everShown: true,
});

export const openAiExpert = (state: AiExpertState): AiExpertState => ({
  shown: true,
  everShown: true,
  focusRequest: state.focusRequest + 1,
});

/**
 * The blog's AI Roofing Expert (public-site §2, §4): an intro with Start Conversation, the
 * Ask / Hide AI Roofing Expert toggle, and the inline panel it shows (hidden at first).
 */
export function BlogAiExpert({
  state,
  onToggle,
  onStart,
}: {
  state: AiExpertState;
  onToggle: () => void;
  onStart: () => void;
}) {
  const ids = useId();
  const t = useT(messages);
  return (
    <div className="mt-10">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-ocean-300 bg-ocean-100/60 p-5 text-center sm:flex-row sm:text-left">
        <p className="flex-1 text-slate-800">
          {t.rich('expertIntro', {
            b: (chunks) => <span className="font-semibold text-navy-900">{chunks}</span>,
          })}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {!state.shown && (
            <button type="button" onClick={onStart} className={buttonClass('accent')}>
              {t('startConversation')}
            </button>
          )}
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={state.shown}
            aria-controls={`${ids}-panel`}
            className={buttonClass(state.shown ? 'outline' : 'primary')}
          >
            {state.shown ? t('hideExpert') : t('askExpert')}
          </button>
        </div>
      </div>
      <div id={`${ids}-panel`} hidden={!state.shown} className="mt-6">
        {state.everShown && (
          <Suspense
            fallback={
              <p aria-busy="true" className="rounded-2xl bg-sand-50 p-6 text-center text-slate-700">
                {t('loadingExpert')}
              </p>
            }
          >
            <AssistantPanel
              headingId={`${ids}-heading`}
              visible={state.shown}
              focusRequest={state.focusRequest}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
