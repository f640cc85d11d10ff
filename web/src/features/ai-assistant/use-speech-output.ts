import { INTL_LOCALE, type Locale } from '@roofing/contracts/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  assistantKeys,
  fetchSpeech,
  fetchWelcomeSpeech,
  speakableText,
} from '../../api/assistant.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages, messagesEnglish } from './messages.ts';
import { spokenText } from './reply-format.ts';

/** The browser's own voice when the server's fails (public-site §7). */
export const BROWSER_VOICE = { rate: 0.9, pitch: 1, volume: 1 } as const;
/** The welcome audio starts this long after the assistant opens (public-site §9). */
export const WELCOME_AUDIO_DELAY_MS = 500;
/** What the assistant says when its voice is switched back on (public-site §4). */
export const VOICE_ENABLED_TEXT = messagesEnglish.voiceEnabled;

/** Reads text aloud with the browser's speech synthesis (in `language`); nothing where there is none. */
export function speakWithBrowser(text: string, language: Locale = 'en') {
  if (typeof window.speechSynthesis === 'undefined') return;
  if (typeof window.SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = INTL_LOCALE[language];
  utterance.rate = BROWSER_VOICE.rate;
  utterance.pitch = BROWSER_VOICE.pitch;
  utterance.volume = BROWSER_VOICE.volume;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

export interface SpeechOutput {
  voiceOn: boolean;
  /** Turning on says "Voice responses enabled."; turning off silences everything at once. */
  toggleVoice: () => void;
  /** Speaks a reply when the voice is on: the server's voice, else the browser's. */
  speakReply: (text: string) => void;
  /** Plays the server's greeting when the voice is on; a failure is only logged (§8). */
  playWelcome: () => void;
  /** Stops the audio, the browser's speech and any speech still being fetched. */
  stop: () => void;
}

/** The assistant's voice: on by default (public-site §4). */
export function useSpeechOutput(): SpeechOutput {
  const queries = useQueryClient();
  const t = useT(messages);
  const locale = useLocale();
  const [voiceOn, setVoiceOn] = useState(true);
  const voiceOnRef = useRef(true);
  const audio = useRef<{ element: HTMLAudioElement; url: string } | null>(null);
  // Every stop starts a new turn: audio that arrives for an older turn is never played, so a
  // reply fetched before the voice was switched off stays silent.
  const turn = useRef(0);

  const stop = useCallback(() => {
    turn.current += 1;
    if (audio.current) {
      audio.current.element.pause();
      URL.revokeObjectURL(audio.current.url);
      audio.current = null;
    }
    if (typeof window.speechSynthesis !== 'undefined') window.speechSynthesis.cancel();
  }, []);

  /** Plays audio fetched for a turn, unless the turn has moved on meanwhile. */
  const play = useCallback(async (blob: Blob, ofTurn: number) => {
    if (ofTurn !== turn.current) return;
    const url = URL.createObjectURL(blob);
    const element = new Audio(url);
    audio.current = { element, url };
    element.addEventListener('ended', () => {
      if (audio.current?.element !== element) return;
      URL.revokeObjectURL(url);
      audio.current = null;
    });
    await element.play();
  }, []);

  const speak = useCallback(
    async (text: string) => {
      stop();
      const ofTurn = turn.current;
      try {
        await play(await fetchSpeech(text), ofTurn);
      } catch (error) {
        if (ofTurn !== turn.current) return;
        console.warn('Server speech failed; using the browser voice', error);
        speakWithBrowser(speakableText(text), locale);
      }
    },
    [play, stop, locale],
  );

  const speakReply = useCallback(
    (text: string) => {
      if (voiceOnRef.current) void speak(spokenText(text));
    },
    [speak],
  );

  const playWelcome = useCallback(() => {
    if (!voiceOnRef.current) return;
    stop();
    const ofTurn = turn.current;
    queries
      .fetchQuery({
        queryKey: assistantKeys.welcomeSpeech(locale),
        queryFn: () => fetchWelcomeSpeech(locale),
      })
      .then((blob) => play(blob, ofTurn))
      .catch((error: unknown) => console.warn('Welcome audio could not be played', error));
  }, [play, queries, stop, locale]);

  const toggleVoice = useCallback(() => {
    const next = !voiceOnRef.current;
    voiceOnRef.current = next;
    setVoiceOn(next);
    if (next) void speak(t('voiceEnabled'));
    else stop();
  }, [speak, stop, t]);

  useEffect(() => stop, [stop]);

  return { voiceOn, toggleVoice, speakReply, playWelcome, stop };
}
