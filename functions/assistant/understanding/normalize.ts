import type { LocaleData } from './types.js';

/**
 * Speech-to-text output made readable for everything after it: lower case, straight quotes, slang and
 * informal spellings rewritten, a recogniser's known slips fixed in context, hesitations dropped, and letters
 * spelled one by one joined into the word ("s m i t h" -> "smith"). The question mark is kept (it marks a question).
 */
export interface Compiled {
  rewrites: Map<string, string>;
  misheard: Array<[RegExp, string]>;
  fillers: RegExp[];
  stutter: RegExp | null;
}

export function compile(locale: LocaleData): Compiled {
  return {
    rewrites: new Map(locale.rewrites),
    misheard: locale.misheard.map(([re, to]) => [new RegExp(re, 'g'), to]),
    fillers: locale.fillers.map((re) => new RegExp(re, 'gu')),
    // One or two small words said again ("the the", "can i can i"); a lone "i" said twice before a word ("i i need",
    // never a spelling's "s m i i t h").
    stutter: locale.stutters?.length ? new RegExp(`\\b((?:${locale.stutters.join('|')})(?: (?:${locale.stutters.join('|')}|i))?)(?: \\1\\b)+|\\b(i)(?: i)+(?= \\p{L}{2})`, 'gu') : null,
  };
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bcan't\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bain't\b/g, 'is not'],
  [/n't\b/g, ' not'],
  [/\bi'm\b/g, 'i am'],
  [/\blet's\b/g, 'let us'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/\b(it|that|what|where|when|how|who|there|here|he|she|name|everything|something|nothing)'s\b/g, '$1 is'],
  // "our heat's been out", "the sink's leaking": any word's 's before a verb is "has"/"is", not a possessive.
  [/\b(\w+)'s (?=(been|got|gotten)\b)/g, '$1 has '],
  [/\b(\w+)'s (?=(not|out|broken|leaking|flooding|gone|still|going|coming|stuck|dead|down|making|running|doing|working|getting|overflowing|backed|backing|clogged|pouring|dripping|sparking|smoking|burning|on fire)\b)/g, '$1 is '],
];

export function normalizeUtterance(raw: string, c: Compiled): string {
  let t = (raw ?? '').slice(0, 500).toLowerCase();
  const asked = /\?\s*$/.test(t);
  t = t.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u201c\u201d]/g, '"');
  t = t.replace(/\by'all\b/g, 'yall');
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  // Keep what numbers and times need; everything else that is not a letter or digit is a space.
  t = t.replace(/(\d),(?=\d{3}\b)/g, '$1').replace(/(\d)[.:](?=\d)/g, (m) => (m.endsWith(':') ? m : m.replace('.', '\u0001')));
  t = t.replace(/(\d):(?=\d)/g, '$1\u0002').replace(/\$(?=\d)/g, '\u0003');
  t = t.replace(/(\p{L})-(?=\p{L})/gu, '$1\u0004').replace(/[^\p{L}\p{N}'\u0001\u0002\u0003\u0004]+/gu, ' ');
  t = t.replace(/\u0001/g, '.').replace(/\u0002/g, ':').replace(/\u0003/g, '$').replace(/\u0004/g, '-');
  t = t.replace(/(^|\s)'+|'+(?=\s|$)/g, ' ').replace(/\s+/g, ' ').trim();
  // A sound drawn out ("heyyy", "sooo", "pleeease"): a letter said three times or more inside a word is said once.
  t = t.replace(/(?<=\p{L})(\p{L})\1{2,}|(\p{L})\2{2,}(?=\p{L})/gu, (m) => m[0]);
  t = t
    .split(' ')
    .map((w) => c.rewrites.get(w) ?? w)
    .join(' ');
  for (const [re, to] of c.misheard) t = t.replace(re, to);
  // "jon smith, jon with no h": the spelling note and the name said again go; the name stays once.
  t = t.replace(/\b(\p{L}+) (?:with|without) (?:no|an?|the|one|two|double) \p{L}\b(?: at the end| in it)?/gu, (m, w: string, at: number) =>
    new RegExp(`\\b${w}\\b`).test(t.slice(0, at)) ? ' ' : w,
  );
  for (const re of c.fillers) t = t.replace(re, ' ');
  if (c.stutter) t = t.replace(/\s+/g, ' ').replace(c.stutter, (m, words?: string, i?: string) => words ?? i ?? m);
  t = joinSpelled(t.replace(/\s+/g, ' ').trim());
  // "jon smith ... and smith s m i t h": a word said again at the end only to spell it is said once.
  t = t.replace(/ (?:and|that is) (\p{L}+)$/u, (m, w: string, at: number) => (new RegExp(`\\b${w}\\b`).test(t.slice(0, at)) ? '' : m));
  return asked && t ? `${t}?` : t;
}

/** Words that announce a spelling ("and nguyen is n g u y e n", "spelled s m i t h"). */
const SPELL_LEADS = new Set(['is', 'spelled', 'spelt', 'and', 'that', 'its', 'it', 'like']);

/** Words that follow "i" as the start of a sentence ("... i need", "... i was"). */
const I_GOES_ON = /^(am|need|want|wanted|have|had|was|will|would|just|think|got|called|can|could|do|did|should|already|also|booked|forgot)$/;

/** "s h a y l a shayla" -> "shayla"; "g o n z a l e s" -> "gonzales". Runs of three or more single letters. */
function joinSpelled(t: string): string {
  const ws = t.split(' ');
  const out: string[] = [];
  for (let i = 0; i < ws.length; ) {
    let j = i;
    while (j < ws.length && /^\p{L}$/u.test(ws[j])) j++;
    // "castillo c a s t i l l o i need to ...": a last "i" or "a" is the next word's, not the name's, when the name
    // was said without it or "i" goes on as a sentence does.
    if (j - i >= 4 && /^(i|a)$/.test(ws[j - 1])) {
      const shorter = ws.slice(i, j - 1).join('');
      if (out.slice(-4).includes(shorter) || (ws[j - 1] === 'i' && I_GOES_ON.test(ws[j] ?? ''))) j--;
    }
    if (j - i >= 3) {
      const word = ws.slice(i, j).join('');
      // The word said and then spelled ("nguyen is n g u y e n", "o connell o c o n n e l l"): the spelling
      // replaces what was said just before it (with the words that announced it), and a word said earlier is kept once.
      let k = out.length;
      while (k > 0 && SPELL_LEADS.has(out[k - 1])) k--;
      let said = false;
      for (let n = 1; n <= 3 && k - n >= 0 && !said; n++) {
        const spoken = out.slice(k - n, k);
        if (spoken.join('') === word) {
          // Several words spelled in one run ("shawna pruitt s h a w n a p r u i t t") keep the spoken word
          // boundaries; a lone letter said ("o connell") was a piece of the one word spelled.
          if (n > 1 && spoken.every((w) => w.length > 1)) {
            out.splice(k);
            i = j;
            said = true;
            break;
          }
          out.splice(k - n);
          said = true;
        }
      }
      if (i === j) continue;
      if (said || out.includes(word)) {
        if (!said) out.splice(k);
        while (out.length && SPELL_LEADS.has(out[out.length - 1])) out.pop();
        if (!out.includes(word) && ws[j] !== word) out.push(word);
      } else if (ws[j] !== word) out.push(word);
      i = j;
    } else {
      out.push(ws[i]);
      i++;
    }
  }
  return out.join(' ');
}
