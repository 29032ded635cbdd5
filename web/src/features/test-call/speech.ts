/**
 * The browser's speech: replies are spoken with speechSynthesis (the local stand-in for Amazon Polly), and
 * the owner may speak instead of typing where the browser has SpeechRecognition (Chrome, Edge, Safari).
 */

/**
 * The assistant's eight voices (spec section 9) as the browser can best play them. In AWS each is an Amazon
 * Polly US-English voice (functions/assistant/polly-voices.ts: alloy Joanna, ash Matthew, ballad Stephen,
 * coral Ruth, echo Gregory, sage Danielle, shimmer Kendra, verse Joey); here the browser's voices are searched
 * for that gender and locale, and pitch and pace tell apart two voices that land on the same browser voice.
 */
const VOICE_STYLE: Record<string, { gender: 'female' | 'male'; pitch: number; rate: number }> = {
  alloy: { gender: 'female', pitch: 1, rate: 1 },
  ash: { gender: 'male', pitch: 0.9, rate: 1 },
  ballad: { gender: 'male', pitch: 0.8, rate: 0.92 },
  coral: { gender: 'female', pitch: 1.1, rate: 1.05 },
  echo: { gender: 'male', pitch: 1, rate: 0.97 },
  sage: { gender: 'female', pitch: 0.95, rate: 0.93 },
  shimmer: { gender: 'female', pitch: 1.2, rate: 1.05 },
  verse: { gender: 'male', pitch: 1.1, rate: 1.08 },
};
const DEFAULT_STYLE = VOICE_STYLE.alloy;

/** Browser voice names by gender (Chrome's Google voices, macOS/iOS, Windows and Edge, espeak variants). */
const FEMALE = /\bfemale\b|woman|samantha|victoria|karen|moira|tessa|fiona|allison|ava|susan|zira|hazel|jenny|aria|michelle|sonia|libby|natasha|emma|joanna|kendra|kimberly|salli|ivy|ruth|danielle|google us english|google uk english female|\+f\d/i;
const MALE = /\bmale\b|\bman\b|daniel|alex\b|fred|tom\b|aaron|arthur|oliver|david|mark|george|guy|davis|tony|ryan|william|matthew|joey|justin|stephen|gregory|google uk english male|\+m\d/i;

export const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

function genderOf(v: SpeechSynthesisVoice): 'female' | 'male' | null {
  // 'female' contains 'male': test it first.
  if (FEMALE.test(v.name)) return 'female';
  if (MALE.test(v.name)) return 'male';
  return null;
}

/**
 * The browser voice for one of the eight: US English first (the Polly voices are US English), then any English;
 * of those, one of the voice's gender, the n-th of that gender for the n-th voice of that gender, so that
 * alloy and coral differ where the browser has two female voices.
 */
export function pickVoice(voice: string, available: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const us = available.filter((v) => /^en[-_]US$/i.test(v.lang));
  const english = us.length ? us : available.filter((v) => /^en([-_]|$)/i.test(v.lang));
  if (!english.length) return null;
  const style = VOICE_STYLE[voice] ?? DEFAULT_STYLE;
  const sameGender = english.filter((v) => genderOf(v) === style.gender);
  const peers = Object.keys(VOICE_STYLE).filter((k) => VOICE_STYLE[k].gender === style.gender);
  const rank = Math.max(0, peers.indexOf(voice));
  if (sameGender.length) return sameGender[rank % sameGender.length];
  const unknown = english.filter((v) => genderOf(v) === null);
  return unknown.length ? unknown[rank % unknown.length] : english[0];
}

/** Speaks `text` in the assistant's voice, cutting off whatever it was saying. Never throws. */
export function speak(text: string, voice = 'alloy', onEnd?: () => void): void {
  if (!canSpeak() || !text) {
    onEnd?.();
    return;
  }
  try {
    const synth = window.speechSynthesis;
    synth.cancel();
    stopAudio();
    const utterance = new SpeechSynthesisUtterance(text);
    const style = VOICE_STYLE[voice] ?? DEFAULT_STYLE;
    utterance.pitch = style.pitch;
    utterance.rate = style.rate;
    utterance.lang = 'en-US';
    const chosen = pickVoice(voice, synth.getVoices());
    if (chosen) {
      utterance.voice = chosen;
      utterance.lang = chosen.lang;
    }
    if (onEnd) {
      utterance.onend = () => onEnd();
      utterance.onerror = () => onEnd();
    }
    synth.speak(utterance);
  } catch {
    onEnd?.();
  }
}

let playing: HTMLAudioElement | null = null;

function stopAudio() {
  if (!playing) return;
  playing.pause();
  playing = null;
}

/** Plays audio the server synthesized (Amazon Polly, in AWS), cutting off any speech. Rejects if it cannot play. */
export async function playAudio(contentType: string, base64: string, onEnd?: () => void): Promise<void> {
  stopSpeaking();
  const audio = new Audio(`data:${contentType};base64,${base64}`);
  playing = audio;
  audio.onended = () => {
    if (playing === audio) playing = null;
    onEnd?.();
  };
  await audio.play();
}

export function stopSpeaking(): void {
  stopAudio();
  try {
    if (canSpeak()) window.speechSynthesis.cancel();
  } catch {
    // Nothing to stop.
  }
}

/** The part of the Web Speech API's recognition this screen uses (not in TypeScript's DOM library). */
export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

// Chrome loads its voice list on the first ask: ask early, so the first reply already has its voice.
if (canSpeak()) {
  try {
    window.speechSynthesis.getVoices();
  } catch {
    // No voices: the browser's default speaks.
  }
}
