import { INTL_LOCALE } from '@roofing/contracts/locale';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Translate, useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

type Key = Extract<keyof typeof messages.en, string>;

/** The transcript goes into the input box this long after the words are recognised (§9). */
export const TRANSCRIPT_DELAY_MS = 500;

/** The part of the Web Speech API used here (not in TypeScript's DOM library everywhere). */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, prefixed or not; undefined where there is none. */
function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** What a recognition error code means for the visitor, in the page's language. */
function errorText(t: Translate<Key>, code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return t('micBlocked');
    case 'no-speech':
      return t('noSpeech');
    case 'audio-capture':
      return t('micMissing');
    case 'network':
      return t('micNetwork');
    default:
      return t('micStopped', { code });
  }
}

export interface SpeechInput {
  /** Whether this browser can listen at all: the button is offered only then. */
  supported: boolean;
  listening: boolean;
  error: string | null;
  /** Starts listening, or stops when already listening (one button, public-site §4). */
  toggle: () => void;
  stop: () => void;
}

/**
 * Voice input: one English (US) utterance, final results only (public-site §5); the transcript
 * is handed over after TRANSCRIPT_DELAY_MS. An error stops listening and says what went wrong.
 */
export function useSpeechInput(onTranscript: (text: string) => void): SpeechInput {
  const t = useT(messages);
  const locale = useLocale();
  const [supported] = useState(() => recognitionConstructor() !== undefined);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const deliver = useRef(onTranscript);
  deliver.current = onTranscript;

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const listener = new Constructor();
    // The page's language: a Spanish page listens for Spanish.
    listener.lang = INTL_LOCALE[locale];
    listener.continuous = false;
    listener.interimResults = false;
    listener.maxAlternatives = 1;
    listener.onresult = (event) => {
      const finals = Array.from(event.results).slice(event.resultIndex);
      const transcript = finals
        .filter((result) => result.isFinal)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (transcript === '') return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => deliver.current(transcript), TRANSCRIPT_DELAY_MS);
    };
    listener.onerror = (event) => {
      console.error('Speech recognition error', event.error);
      setError(errorText(t, event.error));
      if (recognition.current === listener) recognition.current = null;
      setListening(false);
    };
    listener.onend = () => {
      if (recognition.current === listener) recognition.current = null;
      setListening(false);
    };
    setError(null);
    try {
      listener.start();
      recognition.current = listener;
      setListening(true);
    } catch (startError) {
      console.error('Speech recognition could not start', startError);
      setError(errorText(t, 'start-failed'));
    }
  }, [t, locale]);

  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      recognition.current?.abort();
    },
    [],
  );

  return { supported, listening, error, toggle, stop };
}
