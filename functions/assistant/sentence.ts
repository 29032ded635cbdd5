import { normalize } from './text.js';
import { EN } from './understanding/locale/en.js';

// Apart from extract.ts: the Lambdas that read phone numbers and names do not bundle the locale.
const SENTENCE_WORDS = new Set(EN.intake.sentenceWords);

/** Words that make a sentence, not a name ("the furnace bangs loudly when it starts"). */
export function looksLikeSentence(text: string): boolean {
  const ws = normalize(text).split(' ').filter(Boolean);
  return ws.length >= 4 && ws.some((w) => SENTENCE_WORDS.has(w));
}
