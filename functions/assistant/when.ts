import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { NUMBER_WORDS, normalize } from './text.js';

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/**
 * Wall-clock bounds of the parts of a day, in minutes (clipped to the business's hours when used). Morning starts at
 * five: a business open through the night (a locksmith, a 24-hour gym) is not offered 12 AM for "tomorrow morning".
 */
export const PARTS: Record<PartOfDay, [number, number]> = {
  morning: [5 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
};

/**
 * What a caller said about a date and time, before the business's hours are applied. `date` is a calendar
 * date in the business's zone. `time.meridiem` is false for "at 3" (3 AM or 3 PM is decided against the
 * opening hours later).
 */
export interface When {
  date?: string;
  time?: { hour: number; minute: number; meridiem: boolean };
  part?: PartOfDay;
  asap?: boolean;
}

const SMALL: Record<string, number> = Object.fromEntries(
  Object.entries(NUMBER_WORDS).filter(([w, n]) => n >= 1 && n <= 12 && w !== 'oh'),
);
const hourWord = `(${Object.keys(SMALL).join('|')}|\\d{1,2})`;
const toHour = (w: string) => (w in SMALL ? SMALL[w] : Number(w));

const MINUTE_WORDS: Record<string, number> = {
  'oh five': 5, 'o five': 5, ten: 10, fifteen: 15, twenty: 20, 'twenty five': 25, thirty: 30, 'thirty five': 35,
  forty: 40, 'forty five': 45, fifty: 50, 'fifty five': 55,
};
const minuteWord = `(${Object.keys(MINUTE_WORDS).sort((a, b) => b.length - a.length).join('|')})`;

/** Spoken times to the forms chrono reads ("half past three" -> "3:30", "at four thirty" -> "at 4:30"). */
export function spokenTimes(normalized: string): string {
  let t = ` ${normalized} `.replace(/\bo'clock\b/g, 'oclock');
  t = t.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b/g, '$1');
  t = t.replace(/\bmidday\b/g, 'noon').replace(/\bmid ?night\b/g, 'midnight');
  t = t.replace(new RegExp(`\\bhalf past ${hourWord}\\b`, 'g'), (_m, h) => `${toHour(h)}:30`);
  t = t.replace(new RegExp(`\\bquarter past ${hourWord}\\b`, 'g'), (_m, h) => `${toHour(h)}:15`);
  t = t.replace(new RegExp(`\\bquarter (?:to|till|til) ${hourWord}\\b`, 'g'), (_m, h) => `${((toHour(h) + 10) % 12) + 1}:45`);
  t = t.replace(new RegExp(`\\b${hourWord} ${minuteWord}\\b`, 'g'), (m, h, mm) =>
    h in SMALL || /^\d{1,2}$/.test(h) ? `${toHour(h)}:${String(MINUTE_WORDS[mm]).padStart(2, '0')}` : m,
  );
  t = t.replace(new RegExp(`\\b${hourWord} ?(?:o ?clock|oclock)\\b`, 'g'), (_m, h) => `${toHour(h)}:00`);
  t = t.replace(new RegExp(`\\b${hourWord} (am|pm|in the morning|in the afternoon|in the evening|at night|tonight)\\b`, 'g'), (_m, h, s) => {
    const suffix = s === 'am' || s === 'in the morning' ? 'am' : 'pm';
    return `${toHour(h)} ${suffix}`;
  });
  t = t.replace(new RegExp(`\\b(at|around|about|by|for|after|before|until|till|from|say|maybe|like|make it|make that|how about|what about) ${hourWord}\\b(?!:)`, 'g'), (_m, p, h) => `${p} ${toHour(h)}`);
  // chrono reads "at 2" but not "around 2": give a bare hour after such a word its minutes.
  t = t.replace(/\b(around|about|by|after|before|until|till|from|say|maybe|like|roughly|approximately) (\d{1,2})\b(?![:.\d])(?! ?(?:am|pm))(?! (?:people|persons|of|items|minutes|hours|days|weeks))/g, '$1 $2:00');
  // "change the time to 4", "make it 5" -> a clock time.
  t = t.replace(/\b(time|it|that|appointment|one|instead) (to|at|for|around) (\d{1,2})\b(?![:\d]| ?(?:am|pm))/g, '$1 $2 $3:00');
  t = t.replace(/\b(make it|how about|what about|maybe|let us say|say) (\d{1,2})\b(?![:\d]| ?(?:am|pm)| (?:people|of|items))/g, '$1 $2:00');
  // "at 2 30" -> "at 2:30"
  t = t.replace(/\b(\d{1,2}) ([0-5]\d)\b(?! ?(?:am|pm)?\s*\d)/g, (m, h, mm) => (Number(h) <= 12 ? `${h}:${mm}` : m));
  return t.replace(/\s+/g, ' ').trim();
}

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11,
  twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
  twentieth: 20, thirtieth: 30,
};
/** "the twelfth" -> "the 12th", "twenty third" -> "23rd" (only after "the" or a month or weekday, so "the first one" stays). */
function ordinals(n: string): string {
  return n.replace(
    /\b(the|on|of|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:(twenty|thirty) )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\b(?! (one|time|thing|available|opening|slot))/g,
    (_m, lead: string, tens: string | undefined, word: string) => {
      const v = (tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : 0) + ORDINAL_WORDS[word];
      const suffix = v % 10 === 1 && v !== 11 ? 'st' : v % 10 === 2 && v !== 12 ? 'nd' : v % 10 === 3 && v !== 13 ? 'rd' : 'th';
      return `${lead} ${v}${suffix}`;
    },
  );
}
const NUMBER_WORD = '(?:\\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?: (?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|one and a half|an? hour and a half)';
/** "thirty minute", "one hour" before a word other than "from now", "later", ...: a service's length (singular, as an adjective). */
const LENGTH_OF_SERVICE = new RegExp(`(?<!\\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) )\\b${NUMBER_WORD}[ -](?:minute|min|hour|hr)\\b(?= (?!(?:from|later|ago|away|or|and|before|after|early|earlier|late|out|left|now|notice|ahead|drive|wait)\\b)[a-z])`, 'g');
/** "forty five minutes" said as a length ("yes, forty five minutes"), not "in forty five minutes" or "45 minutes from now". */
const LENGTH_SAID = new RegExp(`(?<!\\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) )(?<!\\b(?:in|within|give (?:me|us|it)|be there in|ready in)(?: (?:about|around|like|maybe|roughly|just|another|a good))? )\\b${NUMBER_WORD} (?:minutes|mins|hours|hrs)\\b(?! (?:from|later|ago|away|before|after|early|earlier|late|out|or so)\\b)`, 'g');
/** "the hour massage", "an hour one", "a half hour": a length said with an article, not "in an hour" or "back an hour". */
const LENGTH_WITH_ARTICLE = /(?<!\b(?:in|within|back|forward|up|out|by|half|give (?:me|us|it)|be there in|ready in)(?: (?:about|around|like|maybe|roughly|just|another|a good))? )\b(?:an?|the|full|whole|half|half an?|an? half|the full|the whole|a full|a whole) (?:hour|hr|minute)s?(?: long)?\b(?! (?:from|later|ago|away|before|after|early|earlier|late|out|or so)\b)/g;
const TENS_OF: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const ONES_OF: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const DAY_OF_MONTH = /\b(?:the )?(\d{1,2})(?:st|nd|rd|th)\b/;
const ASAP = /\b(asap|a s a p|as soon as (?:possible|you can|it is ready|its ready|it's ready|ready|you guys can)|whenever (?:it is |it's |its )?ready|when it is ready|right now|right away|now|immediately|straight away|soonest|(?:first|next) (?:available|opening|open (?:slot|spot|appointment))|earliest (?:(?:you|u) (?:have|got|can)|available|time|appointment|opening|slot|spot|i can (?:get|come))|how soon)\b/;

/**
 * Reads a date and/or time out of an utterance, relative to `now` in the business's zone. Returns null when
 * the utterance names neither.
 */
export function parseWhen(text: string, now: DateTime): When | null {
  // Pure, and asked about the same words several times in one turn: remembered briefly.
  const key = `${now.toMillis()}|${now.zoneName}|${text}`;
  if (whenMemo.has(key)) {
    const hit = whenMemo.get(key)!;
    return hit && structuredCloneWhen(hit);
  }
  const asideless = withoutAside(text);
  let out = parseWhenUncached(asideless.trim() ? asideless : text, now);
  const repaired = out?.time ? { time: { ...out.time } } : null;
  // Self-repair: "one o'clock, no wait, make it two" means two (the day said before the repair still holds).
  const repair = /^(.*)\b(?:no wait|wait no|no sorry|sorry i meant|i mean|i meant|actually|scratch that|make that|make it|or rather)\b(.*)$/i.exec(text);
  if (out && repair && repair[2].trim()) {
    const tail = parseWhenUncached(/^\s*(make|make that)/i.test(repair[2]) ? repair[2] : `${/\bmake (it|that)\b/i.test(text.slice(repair[1].length, text.length - repair[2].length)) ? 'make it ' : ''}${repair[2]}`, now);
    if (tail) out = { ...(out.date && !tail.date ? { date: out.date } : {}), ...(out.part && !tail.part && !tail.time ? { part: out.part } : {}), ...tail };
    // "Six am, no, make it seven": the hour set right keeps to the half of the day of the one it replaces (the
    // nearer of 7:00 and 19:00 to 6:00 AM; "eleven am, make it one" is 1 PM).
    if (tail?.time && !tail.time.meridiem && tail.time.hour >= 1 && tail.time.hour <= 12 && repaired?.time?.meridiem) {
      const was = repaired.time.hour * 60 + repaired.time.minute;
      const morning = (tail.time.hour % 12) * 60 + tail.time.minute;
      out.time = { hour: Math.abs(morning - was) <= Math.abs(morning + 720 - was) ? tail.time.hour % 12 : (tail.time.hour % 12) + 12, minute: tail.time.minute, meridiem: true };
    }
  }
  if (whenMemo.size >= 200) whenMemo.delete(whenMemo.keys().next().value!);
  whenMemo.set(key, out && structuredCloneWhen(out));
  return out;
}
const whenMemo = new Map<string, When | null>();
const structuredCloneWhen = (w: When): When => ({ ...w, ...(w.time ? { time: { ...w.time } } : {}) });

function parseWhenUncached(text: string, now: DateTime): When | null {
  const n = normalize(text)
    .replace(/\bgood (morning|afternoon|evening|night)\b/g, ' ')
    // "Earlier in the day" keeps the day it is said of (chrono reads "in the day" as a day from now).
    .replace(/\b(earlier|later) in the day\b/g, '$1')
    // The length of a service ("a thirty minute follow up", "the one hour massage") is not a time from now.
    .replace(LENGTH_OF_SERVICE, ' ')
    .replace(LENGTH_SAID, ' ')
    .replace(LENGTH_WITH_ARTICLE, ' ')
    // "in forty five minutes": the two number words are one number (else only "five minutes" is read).
    .replace(/\b(twenty|thirty|forty|fifty) (one|two|three|four|five|six|seven|eight|nine) (minutes?|mins?|hours?)\b/g, (_m, tens: string, ones: string, unit: string) => `${TENS_OF[tens] + ONES_OF[ones]} ${unit}`)
    // "in twenty minutes", "in fifteen minutes": chrono reads the small number words only ("in ten minutes"); "twenty
    // minutes late" is no time.
    .replace(/\b(?<=\b(?:in|within)(?: (?:about|around|like|maybe|roughly|just|another))? )(eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|ninety) (minutes?|mins?|hours?)\b/g, (_m, number: string, unit: string) => `${(NUMBER_WORDS as Record<string, number>)[number]} ${unit}`)
    .trim();
  if (!n) return null;
  const said = spokenTimes(ordinals(n));
  // chrono computes relative dates with the host's local calendar; a reference Date whose local fields are the
  // business's wall clock makes the result independent of the host's zone.
  const ref = new Date(now.year, now.month - 1, now.day, now.hour, now.minute, now.second);
  const results = chrono.parse(said, ref, { forwardDate: true });
  const when: When = {};
  // A date in a year gone by ("born the third of March 1985", "back in May 2019") is a fact about the past, not a
  // time to book: it is left out, and its day of the month is not read again below.
  let spoken = said;
  // A day gone by in the caller's story ("it broke last night and now it won't open, can someone come tomorrow at ten")
  // is history, and its "now" the moment of telling, when a time to come is said along with them: the time asked for is
  // the one to come, and the story's part of the day is not.
  const today = now.toISODate()!;
  const isStory = (r: (typeof results)[number]) =>
    r.tags().has('casualReference/now') || isoDate(r.start.get('year')!, r.start.get('month')!, r.start.get('day')!) < today;
  const storyPast = results.some((r) => !isStory(r)) ? new Set(results.filter(isStory)) : new Set<(typeof results)[number]>();
  for (const r of results) {
    const s = r.start;
    const tags = r.tags();
    if ((s.isCertain('year') && s.get('year')! < now.year) || storyPast.has(r)) {
      spoken = spoken.replace(r.text, ' ');
      continue;
    }
    const relativeTime = tags.has('result/relativeDateAndTime');
    const dateKnown =
      s.isCertain('day') || s.isCertain('weekday') || tags.has('casualReference/today') || tags.has('casualReference/tomorrow') || relativeTime;
    if (dateKnown && !when.date) {
      when.date = isoDate(s.get('year')!, s.get('month')!, s.get('day')!);
    }
    if (s.isCertain('hour') && !when.time) {
      const hour = s.get('hour')!;
      const minute = s.get('minute') ?? 0;
      const meridiem = s.isCertain('meridiem') || relativeTime || hour === 0 || hour > 12 || tags.has('casualReference/noon');
      when.time = { hour, minute, meridiem };
    }
  }

  const weekday = /\b(today|tonight)\b/.test(said) ? null : weekdayMeant(spoken, now);
  if (weekday) when.date = weekday;
  // A holiday named is its date, whatever a weekday or "that morning" beside it was read as.
  const holiday = holidayDate(spoken, now);
  if (holiday && !DAY_OF_MONTH.test(spoken.replace(HOLIDAY_SAID, ' '))) when.date = holiday;

  const domSaid = DAY_OF_MONTH.exec(spoken);
  // "Saturday the twelfth": the day of the month decides (chrono reads the weekday as the coming one).
  if (domSaid && when.date && Number(when.date.slice(8, 10)) !== Number(domSaid[1])) delete when.date;
  if (!when.date) {
    const dom = DAY_OF_MONTH.exec(spoken);
    if (dom) {
      const day = Number(dom[1]);
      if (day >= 1 && day <= 31) {
        let d = now.set({ day: Math.min(day, now.daysInMonth ?? 28) });
        if (d.day !== day || d.startOf('day') < now.startOf('day')) {
          const next = now.plus({ months: 1 });
          d = next.set({ day: Math.min(day, next.daysInMonth ?? 28) });
        }
        if (d.day === day) when.date = d.toISODate()!;
      }
    }
  }

  const part = /\b(morning)\b/.test(spoken)
    ? 'morning'
    : /\b(afternoon|after lunch)\b/.test(spoken)
      ? 'afternoon'
      : /\b(evening|tonight|night)\b/.test(spoken)
        ? 'evening'
        : undefined;
  if (part && !(when.time && when.time.meridiem)) {
    when.part = part;
    if (when.time && !when.time.meridiem) {
      // "at 4 in the afternoon" came through spokenTimes; "tomorrow morning at 9" means 9 AM.
      if (part === 'morning' && when.time.hour === 12) when.time.hour = 0;
      if (part !== 'morning' && when.time.hour < 12) when.time.hour += 12;
      when.time.meridiem = true;
    }
  }
  if (/\btonight\b/.test(spoken) && !when.date) when.date = now.toISODate()!;
  if (!when.date && !when.time && ASAP.test(spoken)) when.asap = true;

  if (!when.date && !when.time && !when.part && !when.asap) return null;
  return when;
}

/**
 * Holidays said by name ("thanksgiving morning", "the day after christmas", "memorial day") are dates: the next one
 * from today. US holidays, as the rest of the date reading is US English; fixed ones by month and day, the others by
 * their rule (the fourth Thursday of November, the last Monday of May, Easter by the Gregorian computus).
 */
type MonthDay = [month: number, day: number];
const nthWeekday = (year: number, month: number, weekday: number, nth: number): MonthDay => {
  if (nth < 0) {
    const last = DateTime.local(year, month, 1).endOf('month');
    return [month, last.day - ((last.weekday - weekday + 7) % 7)];
  }
  const first = DateTime.local(year, month, 1);
  return [month, 1 + ((weekday - first.weekday + 7) % 7) + (nth - 1) * 7];
};
const easter = (y: number): MonthDay => {
  const a = y % 19, b = Math.floor(y / 100), c = y % 100, d = Math.floor(b / 4), e = b % 4, f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30, i = Math.floor(c / 4), k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return [month, ((h + l - 7 * m + 114) % 31) + 1];
};
const shifted = (rule: (y: number) => MonthDay, days: number) => (y: number): MonthDay => {
  const d = DateTime.local(y, ...rule(y)).plus({ days });
  return [d.month, d.day];
};
const thanksgiving = (y: number) => nthWeekday(y, 11, 4, 4);
const HOLIDAYS: Array<[string, (year: number) => MonthDay]> = [
  ['christmas eve|xmas eve', () => [12, 24]],
  ['new years eve', () => [12, 31]],
  ['christmas(?: day)?|xmas', () => [12, 25]],
  ['new years(?: day)?|new year', () => [1, 1]],
  ['thanksgiving(?: day)?', thanksgiving],
  ['black friday', shifted(thanksgiving, 1)],
  ['memorial day', (y) => nthWeekday(y, 5, 1, -1)],
  ['labor day', (y) => nthWeekday(y, 9, 1, 1)],
  ['independence day|fourth of july|4th of july', () => [7, 4]],
  ['veterans day', () => [11, 11]],
  ['halloween', () => [10, 31]],
  ['valentines(?: day)?', () => [2, 14]],
  ['mothers day', (y) => nthWeekday(y, 5, 7, 2)],
  ['fathers day', (y) => nthWeekday(y, 6, 7, 3)],
  ['presidents day', (y) => nthWeekday(y, 2, 1, 3)],
  ['(?:mlk|martin luther king)(?: jr)? day', (y) => nthWeekday(y, 1, 1, 3)],
  ['columbus day|indigenous peoples day', (y) => nthWeekday(y, 10, 1, 2)],
  ['juneteenth', () => [6, 19]],
  ['(?:st|saint) patricks day', () => [3, 17]],
  ['good friday', shifted(easter, -2)],
  ['easter(?: sunday)?', easter],
];
const HOLIDAY_SAID = new RegExp(
  `\\b(?:the (day|night|evening|morning|${'sunday|monday|tuesday|wednesday|thursday|friday|saturday'}) (after|before) )?(${HOLIDAYS.map(([w]) => `(${w})`).join('|')})\\b`,
);

/** The date of a holiday named in `spoken` (the next one from today), or null. */
export function holidayDate(spoken: string, now: DateTime): string | null {
  const m = HOLIDAY_SAID.exec(spoken);
  if (!m) return null;
  const index = HOLIDAYS.findIndex((_, i) => m[4 + i] !== undefined);
  if (index < 0) return null;
  const rule = HOLIDAYS[index][1];
  const today = now.startOf('day');
  let day = DateTime.fromObject({ year: now.year, month: rule(now.year)[0], day: rule(now.year)[1] }, { zone: now.zone });
  if (day < today) day = DateTime.fromObject({ year: now.year + 1, month: rule(now.year + 1)[0], day: rule(now.year + 1)[1] }, { zone: now.zone });
  const [, unit, side] = m;
  if (unit && side) {
    const weekday = WEEKDAY_NAMES.indexOf(unit);
    if (weekday < 0) day = day.plus({ days: side === 'after' ? 1 : -1 });
    else {
      // "The friday after thanksgiving": that weekday next after (or before) the holiday.
      const luxonWeekday = weekday === 0 ? 7 : weekday;
      const gap = side === 'after' ? (luxonWeekday - day.weekday + 7) % 7 || 7 : -((day.weekday - luxonWeekday + 7) % 7 || 7);
      day = day.plus({ days: gap });
    }
  }
  return day.toISODate();
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_SAID = new RegExp(
  `\\b(?:(this|next|last|past|coming|this coming)\\s+(?:week\\s+)?(?:on\\s+)?)?(${WEEKDAY_NAMES.join('|')})\\b(\\s+(?:of\\s+|on\\s+)?next week)?`,
);

/**
 * The day meant by a weekday said without a day of the month, where the plain next one is not what a caller means:
 * - today's own weekday ("can someone come tuesday", said on a Tuesday) is the one a week away: a caller who means
 *   today says "today" (and "this tuesday" keeps today);
 * - "next tuesday" / "tuesday next week" is that day of the calendar week after this one (weeks start on Sunday, as
 *   on a US calendar): said on a Sunday it is nine days away, not two; said on a Thursday it is the coming Tuesday.
 * Any other weekday is left to the parser (the coming one). Null when nothing here applies.
 */
function weekdayMeant(spoken: string, now: DateTime): string | null {
  if (DAY_OF_MONTH.test(spoken) || /(today|tonight)/.test(spoken)) return null;
  const m = WEEKDAY_SAID.exec(spoken);
  if (!m) return null;
  const [, lead, name, nextWeek] = m;
  if (lead === 'last' || lead === 'past') return null;
  const target = WEEKDAY_NAMES.indexOf(name);
  const todayIndex = now.weekday % 7; // luxon: Monday 1 .. Sunday 7
  if (lead === 'next' || nextWeek || /next week/.test(spoken.slice(0, m.index))) {
    return now.plus({ days: 7 - todayIndex + target }).toISODate();
  }
  if (!lead && target === todayIndex) return now.plus({ days: 7 }).toISODate();
  return null;
}

/** A bare number said when a time was asked for ("ten", "like 4"): the hour. */
// ("After work like four": when in the caller's day comes before the hour.)
const BARE_HOUR = /^(?:(?:like|um|uh|maybe|around|about|how about|say|let us do|lets do|let s do|make it|uh maybe|(?:after|before) (?:work|school|lunch|dinner|class|my shift|the kids get home))\s+)*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:o clock|oclock|please|works|is good|is fine|then|would be great|would work))*$/;

/** {@link parseWhen} for an answer to "what time?": a bare number ("ten") is an hour there, though not elsewhere. */
export function parseTimeAnswer(text: string, now: DateTime): When | null {
  const when = parseWhen(text, now);
  if (when?.time || (when && !when.date)) return when;
  const plain = withoutAside(normalize(text)).trim();
  // "Saturday eight", "same day saturday eight instead of nine": a day, then a bare hour.
  const bare = BARE_HOUR.exec(plain) ?? (when?.date ? BARE_TAIL.exec(plain) : null);
  const hour = bare ? parseWhen(`at ${bare[1]}`, now) : null;
  if (!hour) return when;
  return when?.date ? { ...hour, date: when.date } : hour;
}

/** A bare hour closing an answer that named a day ("saturday eight", "the 23rd at like one"). */
const BARE_TAIL = /\b(?:at |like |around |about )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: o clock| oclock| please)?$/;

/** A street address said in passing ("the house at 14 Ocean View Road"): its number is a house, never an hour or a day. */
const STREET_ADDRESS = /\b\d{1,5}(?: (?!(?:on|in|at|by|[ap]m?|o|and|or|to|the|i|we|you|it|is|this|next|for|my)\b)[a-z]+){1,3} (?:street|st|road|rd|avenue|ave|drive|dr|lane|ln|way|boulevard|blvd|court|ct|place|pl|circle|terrace|trail|parkway|pkwy|highway|hwy)\b\.?/gi;

/**
 * "Eight instead of nine", "saturday rather than friday": the time set aside is not the one asked for (and a street
 * address's number is no time at all).
 */
function withoutAside(text: string): string {
  return text.replace(STREET_ADDRESS, ' ').replace(/\s*\b(?:instead of|rather than)\b(?: (?:the|my|our|at|on))?(?: \w+){1,3}?(?=\s*(?:$|[,.?!]| (?:please|if|and|then|instead)\b))/i, '');
}

const isoDate = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** "today at 3:00 PM" / "tomorrow at 9:30 AM" / "Tuesday, March 18 at 3:00 PM" */
export function spokenDateTime(t: DateTime, now: DateTime): string {
  return `${spokenDay(t, now)} at ${spokenTime(t)}`;
}

/**
 * A time said after a noun ("your Blowout on Friday, December 4 at 11:00 AM", "a haircut ($45.00) on Friday..."):
 * a named day takes "on"; "today" and "tomorrow" stand alone.
 */
export function spokenOnDateTime(t: DateTime, now: DateTime): string {
  const day = spokenDay(t, now);
  return `${day === 'today' || day === 'tomorrow' ? day : `on ${day}`} at ${spokenTime(t)}`;
}

export function spokenDay(t: DateTime, now: DateTime): string {
  const local = t.setZone(now.zone);
  const days = Math.round(local.startOf('day').diff(now.startOf('day'), 'days').days);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return local.setLocale('en-US').toFormat('cccc, LLLL d');
}

export const spokenTime = (t: DateTime) => t.setLocale('en-US').toFormat('h:mm a');
