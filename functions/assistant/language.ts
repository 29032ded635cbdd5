/**
 * Recognising a caller who does not speak English (the unsupported-language transfer scenario). Two signals:
 * letters of a non-Latin script, or a turn made mostly of common function words of another language.
 */

export type LanguageCode = 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl' | 'pl' | 'tr' | 'other';

export interface LanguageGuess {
  language: LanguageCode;
  /** A language name in English, for the logs and the spoken apology. */
  name: string;
  /** The asked-for language when an English speaker asks for another one ("do you speak Spanish"). */
  requested?: boolean;
}

const SCRIPTS: Array<[RegExp, string]> = [
  [/[\u0400-\u04ff]/u, 'Russian or another Cyrillic language'],
  // Letters only Vietnamese writes (ă, ơ, ư, đ and the tone marks on them).
  [/[ăắằẳẵặơớờởỡợưứừửữựđạảấầẩẫậẹẻẽếềểễệịỉọỏốồổỗộụủỳỵỷỹ]/iu, 'Vietnamese'],
  [/[\u0370-\u03ff]/u, 'Greek'],
  [/[\u0590-\u05ff]/u, 'Hebrew'],
  [/[\u0600-\u06ff\u0750-\u077f]/u, 'Arabic'],
  [/[\u0900-\u097f]/u, 'Hindi'],
  [/[\u0e00-\u0e7f]/u, 'Thai'],
  [/[\uac00-\ud7af\u1100-\u11ff]/u, 'Korean'],
  [/[\u3040-\u30ff]/u, 'Japanese'],
  [/[\u4e00-\u9fff]/u, 'Chinese'],
];

/**
 * Frequent words of each language that are not English words (or are very rare in English speech).
 * Written without accents: the text is compared after removing them.
 */
const LEXICONS: Record<Exclude<LanguageCode, 'other'>, { name: string; words: string[]; greetings: string[] }> = {
  es: {
    name: 'Spanish',
    words:
      'hola buenos buenas dias tardes noches quiero quisiera necesito tengo puedo puede usted ustedes gracias por favor cita hacer para una uno los las el la del que como donde cuando cuanto cuesta esta estan hablar habla espanol ingles ordenar pedir llevar grandes dos tres quisiera necesitamos tienen domicilio manana hoy si senor senora bien muy tienen hay abierto cerrado reservar llamar numero nombre mi su con pero porque ayuda de y oiga oye hora cierran abren cierra abre quieren queremos cuantos tortillas refresco'.split(
        ' ',
      ),
    greetings: ['hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'gracias'],
  },
  fr: {
    name: 'French',
    words:
      'bonjour bonsoir merci oui je voudrais veux besoin rendez vous est ce que quel quelle combien coute avez etes ouvert ferme demain aujourd hui parler parlez francais anglais madame monsieur sil plait avec pour une les des du mon nom numero pourquoi comment ou quand appeler reserver'.split(
        ' ',
      ),
    greetings: ['bonjour', 'bonsoir', 'merci', 'salut'],
  },
  de: {
    name: 'German',
    words:
      'hallo guten tag morgen abend danke bitte ich mochte mochten brauche habe einen eine termin ist sind wie viel kostet wann wo haben sie offen geschlossen heute sprechen deutsch englisch herr frau mein name nummer und nicht mit fur kann konnen warum'.split(
        ' ',
      ),
    greetings: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'danke'],
  },
  it: {
    name: 'Italian',
    words:
      'ciao buongiorno buonasera grazie prego vorrei voglio ho bisogno appuntamento quanto costa quando dove sono aperto chiuso domani oggi parlare parla italiano inglese signore signora per favore con il lo gli della mio nome numero perche come'.split(
        ' ',
      ),
    greetings: ['ciao', 'buongiorno', 'buonasera', 'grazie'],
  },
  pt: {
    name: 'Portuguese',
    words:
      'ola bom dia boa tarde noite obrigado obrigada quero gostaria preciso tenho marcar consulta quanto custa quando onde esta aberto fechado amanha hoje falar fala portugues ingles senhor senhora por favor com para uma meu nome numero voce voces nao sim'.split(
        ' ',
      ),
    greetings: ['ola', 'bom dia', 'boa tarde', 'boa noite', 'obrigado', 'obrigada'],
  },
  nl: {
    name: 'Dutch',
    words: 'hallo goedemorgen goedemiddag dank bedankt alstublieft ik wil graag een afspraak maken hoeveel kost wanneer waar open gesloten morgen vandaag spreekt nederlands engels mijn naam nummer niet met voor'.split(' '),
    greetings: ['goedemorgen', 'goedemiddag', 'dank je', 'bedankt'],
  },
  pl: {
    name: 'Polish',
    words: 'dzien dobry dziekuje prosze chcialbym chcialabym potrzebuje wizyte ile kosztuje kiedy gdzie otwarte zamkniete jutro dzisiaj mowic mowi polsku angielsku pan pani moje nazywam sie numer nie tak'.split(' '),
    greetings: ['dzien dobry', 'dziekuje', 'czesc'],
  },
  tr: {
    name: 'Turkish',
    words: 'merhaba gunaydin tesekkurler tesekkur ederim lutfen istiyorum randevu ne kadar nerede zaman acik kapali yarin bugun konusmak turkce ingilizce benim adim numara evet hayir'.split(' '),
    greetings: ['merhaba', 'gunaydin', 'tesekkurler'],
  },
};

/** Words that are also English (or names) and must not count on their own. */
const PHRASES: Array<[RegExp, string]> = [
  [/^(xin chao|chao (ban|anh|chi|em))\b|\b(cam on|cho toi|toi muon)\b/, 'Vietnamese'],
  [/\b(magandang (umaga|hapon|gabi)|salamat po|gusto ko|kumusta po)\b/, 'Tagalog'],
];

const SHARED_WITH_ENGLISH = new Set([
  'a', 'i', 'o', 'no', 'is', 'in', 'me', 'he', 'we', 'do', 'so', 'on', 'an', 'am', 'as', 'or', 'to', 'den', 'die',
  'la', 'el', 'du', 'des', 'est', 'pan', 'con', 'sie', 'war', 'die', 'hay', 'mit', 'fur', 'ist', 'dia', 'bien',
  'una', 'uno', 'hi', 'boa', 'come', 'sono', 'ho', 'tag', 'bom', 'open', 'morgen', 'mijn', 'hallo', 'ciao', 'sim',
  'nie', 'tak', 'kann', 'adim', 'prego', 'wie', 'wo', 'was', 'nom', 'plait',
]);

const LANGUAGE_NAMES: Record<string, Exclude<LanguageCode, 'other'>> = {
  spanish: 'es', espanol: 'es', french: 'fr', francais: 'fr', german: 'de', deutsch: 'de', italian: 'it',
  italiano: 'it', portuguese: 'pt', portugues: 'pt', dutch: 'nl', polish: 'pl', turkish: 'tr',
};
const OTHER_LANGUAGE_NAMES = [
  'chinese', 'mandarin', 'cantonese', 'russian', 'arabic', 'hindi', 'japanese', 'korean', 'vietnamese', 'tagalog',
  'greek', 'hebrew', 'farsi', 'persian', 'urdu', 'bengali', 'punjabi', 'haitian creole', 'creole', 'ukrainian',
  'thai', 'somali', 'amharic', 'swahili',
];

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ENGLISH_MARKERS = new Set(
  'the you your i my is are and to of for what when where how can could would like want need have do does this that it please book appointment open hours speak talk thank thanks bye'.split(
    ' ',
  ),
);

/** null when the turn reads as English (or is too short to tell). */
export function detectLanguage(raw: string): LanguageGuess | null {
  const text = (raw ?? '').slice(0, 500);
  for (const [re, name] of SCRIPTS) {
    // A few letters of another script in an English sentence (a name) do not count: it must dominate.
    const letters = text.match(/\p{L}/gu) ?? [];
    const foreign = letters.filter((c) => re.test(c)).length;
    // Vietnamese is written in Latin letters: a few of its own marked letters are enough.
    const share = name === 'Vietnamese' ? 0.08 : 0.5;
    if (foreign > 0 && foreign >= Math.max(2, letters.length * share) - (share === 0.5 ? 1 : 0)) return { language: 'other', name };
  }
  const p = plain(text);
  if (!p) return null;
  // Languages written in Latin letters without a lexicon here: their everyday openings give them away.
  for (const [re, name] of PHRASES) if (re.test(p)) return { language: 'other', name };

  const asked = askedLanguage(p);
  if (asked) return asked;

  const ws = p.split(' ');
  const english = ws.filter((w) => ENGLISH_MARKERS.has(w)).length;
  let best: { code: Exclude<LanguageCode, 'other'>; hits: number } | null = null;
  for (const code of Object.keys(LEXICONS) as Array<Exclude<LanguageCode, 'other'>>) {
    const lex = LEXICONS[code];
    const set = new Set(lex.words);
    let hits = ws.filter((w) => set.has(w) && !SHARED_WITH_ENGLISH.has(w)).length;
    // A greeting on its own ("hola", "bonjour") is a clear sign.
    // ("Gracias, thank you": a courtesy word before English words is not a sign of another language.)
    if (lex.greetings.some((g) => p === g || (p.startsWith(g + ' ') && english === 0))) hits += 2;
    if (!best || hits > best.hits) best = { code, hits };
  }
  if (!best || best.hits < 2) return null;
  if (english >= best.hits) return null;
  if (best.hits / ws.length < 0.34) return null;
  return { language: best.code, name: LEXICONS[best.code].name };
}

/** "Do you speak Spanish?" / "habla español" / "in Chinese please" */
function askedLanguage(p: string): LanguageGuess | null {
  const m =
    /\b(?:speak|speaks|talk|habla|hablan|parlez|sprechen|parla|fala|in)\s+(\w+(?:\s+creole)?)\b/.exec(p) ??
    /\b(\w+)\s+(?:speaker|speaking|please)\b/.exec(p);
  if (!m) return null;
  const word = m[1];
  if (LANGUAGE_NAMES[word]) {
    const code = LANGUAGE_NAMES[word];
    return { language: code, name: LEXICONS[code].name, requested: true };
  }
  const other = OTHER_LANGUAGE_NAMES.find((n) => n === word || word.startsWith(n));
  if (other) return { language: 'other', name: other.charAt(0).toUpperCase() + other.slice(1), requested: true };
  return null;
}

/** A short apology in the caller's language, where we have one we are sure of. */
export const ONLY_ENGLISH: Partial<Record<LanguageCode, string>> = {
  es: 'Lo siento, solo hablo inglés.',
  fr: 'Désolé, je parle seulement anglais.',
  de: 'Entschuldigung, ich spreche nur Englisch.',
  it: 'Mi dispiace, parlo solo inglese.',
  pt: 'Desculpe, eu só falo inglês.',
};
