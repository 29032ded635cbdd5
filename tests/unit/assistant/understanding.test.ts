import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { isSilence, normalizePhone, parseName, parsePhone } from '../../../functions/assistant/extract.js';
import { FaqIndex } from '../../../functions/assistant/faq.js';
import { INTENT_CATALOG, lexCatalogProblems } from '../../../functions/assistant/intent-catalog.js';
import { detectLanguage } from '../../../functions/assistant/language.js';
import { formatMoney } from '../../../functions/assistant/money.js';
import { centsToDecimal, parseCents as toCents } from '../../../functions/contract/cents.js';
import { classify, isQuestion, yesNo } from '../../../functions/assistant/nlu.js';
import { normalize, stem, topicTokens } from '../../../functions/assistant/text.js';
import { parseWhen, spokenTimes } from '../../../functions/assistant/when.js';
import { salonItems, salonQuestions } from './fixtures.js';

describe('text', () => {
  it('normalises quotes, contractions, accents and times', () => {
    expect(normalize('I’d like a café at 3:30 P.M., please!')).toBe('i would like a cafe at 3:30 pm please');
    expect(normalize("What's the price? It's $1,250.50")).toBe('what is the price it is 1250.50');
    expect(normalize("can't won't don't")).toBe('can not will not do not');
  });

  it('stems plurals and verb forms to a shared root', () => {
    expect(stem('appointments')).toBe(stem('appointment'));
    expect(stem('booking')).toBe('book');
    expect(stem('parked')).toBe('park');
    expect(stem('hours')).toBe('hour');
    expect(stem('services')).toBe(stem('service'));
    expect(stem('openings')).toBe(stem('opening'));
  });

  it('a single z before "es" keeps its silent e ("sizes" meets "size"); "boxes", "buzzes", "waltzes" lose "es"', () => {
    expect(stem('sizes')).toBe(stem('size'));
    expect(stem('prizes')).toBe(stem('prize'));
    expect(stem('boxes')).toBe('box');
    expect(stem('buzzes')).toBe('buzz');
    expect(stem('waltzes')).toBe('waltz');
  });

  it('folds synonyms and drops function words for topics', () => {
    expect(topicTokens('Where can I park my car?')).toEqual([stem('location'), 'park', 'park']);
    expect(topicTokens('what is your location')).toEqual(topicTokens('where'));
    expect(topicTokens('How much does it cost')).toContain('price');
  });
});

describe('money in integer cents', () => {
  it('reads decimal strings exactly', () => {
    expect(toCents('30')).toBe(3000);
    expect(toCents('4.5')).toBe(450);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('1,234.565')).toBe(123457);
    expect(toCents('-3')).toBeNull();
    expect(toCents('abc')).toBeNull();
    expect(toCents(null)).toBeNull();
  });

  it('adds cents where floats would drift (0.1 + 0.2)', () => {
    const total = [toCents('0.10')!, toCents('0.20')!].reduce((a, b) => a + b, 0);
    expect(centsToDecimal(total)).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('formats en-US currency', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(1000, 'EUR')).toBe('€10.00');
    expect(formatMoney(900719925474099, 'USD')).toBe('$9,007,199,254,740.99');
    expect(formatMoney(100, 'nonsense')).toBe('$1.00');
  });
});

describe('language', () => {
  it('recognises other languages by words and by script', () => {
    expect(detectLanguage('Hola, quiero hacer una cita para mañana')?.language).toBe('es');
    expect(detectLanguage('Bonjour, je voudrais un rendez-vous')?.language).toBe('fr');
    expect(detectLanguage('Guten Tag, ich möchte einen Termin')?.language).toBe('de');
    expect(detectLanguage('Olá, eu gostaria de marcar uma consulta')?.language).toBe('pt');
    expect(detectLanguage('Здравствуйте, я хочу записаться')?.language).toBe('other');
    expect(detectLanguage('你好，我想预约')?.name).toBe('Chinese');
    expect(detectLanguage('مرحبا أريد حجز موعد')?.name).toBe('Arabic');
  });

  it('leaves English alone, including names and loan words', () => {
    for (const english of [
      'I would like to book an appointment',
      'My name is José García',
      'Do you have a table for two at the café',
      'hi',
      'yes',
      'Can I get a latte and a croissant',
      'Is the salon open on Sunday',
    ]) {
      expect(detectLanguage(english), english).toBeNull();
    }
  });

  it('recognises an English speaker asking for another language', () => {
    expect(detectLanguage('Do you speak Spanish?')).toMatchObject({ language: 'es', requested: true });
    expect(detectLanguage('Is there someone who speaks Mandarin')).toMatchObject({ language: 'other', requested: true });
  });
});

describe('names, numbers, yes and no', () => {
  it('reads names with or without lead-ins', () => {
    expect(parseName('My name is ana lopez')).toEqual({ first: 'Ana', last: 'Lopez' });
    expect(parseName("It's John")).toEqual({ first: 'John' });
    // Speech-to-text drops the apostrophe: "its", "im", "thats" are lead-ins, never a first name.
    expect(parseName('its priya raman')).toEqual({ first: 'Priya', last: 'Raman' });
    expect(parseName('im tom okafor')).toEqual({ first: 'Tom', last: 'Okafor' });
    expect(parseName('first name Mary last name O’Neil-Smith')).toEqual({ first: 'Mary', last: "O'Neil-Smith" });
    expect(parseName('yes')).toBeNull();
    expect(parseName('I want to book an appointment tomorrow')).toBeNull();
    expect(parseName('12345')).toBeNull();
  });

  it('reads phone numbers from digits and spoken digits', () => {
    expect(parsePhone('(212) 555-0123')).toBe('+12125550123');
    expect(parsePhone('two one two five five five oh one two three')).toBe('+12125550123');
    expect(parsePhone('it is 212 double five 5 0123')).toBe('+12125550123');
    expect(parsePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(parsePhone('123')).toBeNull();
    expect(normalizePhone('anonymous')).toBeNull();
  });

  it('tells yes from no', () => {
    for (const y of ['yes', 'Yeah sure', 'sounds good', 'that works', 'yep, book it', 'correct']) expect(yesNo(y), y).toBe('yes');
    for (const n of ['no', 'nope', 'no thanks', "that's not right", 'not really', "no, that's all"]) expect(yesNo(n), n).toBe('no');
    for (const x of ['I am not sure', 'tomorrow at three', 'good morning everyone how is it going today']) expect(yesNo(x), x).toBeNull();
  });

  it('knows silence and questions', () => {
    expect(isSilence('')).toBe(true);
    expect(isSilence('  ...  ')).toBe(true);
    expect(isSilence('uh um hmm')).toBe(true);
    expect(isSilence('hi')).toBe(false);
    expect(isQuestion('Do you sell gift cards')).toBe(true);
    expect(isQuestion('so what is the wifi password')).toBe(true);
    expect(isQuestion('I like turtles')).toBe(false);
  });
});

describe('dates and times in the business time zone', () => {
  // Monday 10 March 2025, 10:00 in New York (the day after clocks moved forward).
  const now = DateTime.fromISO('2025-03-10T10:00', { zone: 'America/New_York' });

  it('turns spoken times into clock times', () => {
    expect(spokenTimes('half past three')).toBe('3:30');
    expect(spokenTimes('quarter to five')).toBe('4:45');
    expect(spokenTimes('at four thirty')).toBe('at 4:30');
    expect(spokenTimes('three pm')).toBe('3 pm');
    expect(spokenTimes('at 2 30')).toBe('at 2:30');
  });

  it('reads days, times and parts of the day', () => {
    expect(parseWhen('next Tuesday at 3', now)).toEqual({ date: '2025-03-18', time: { hour: 3, minute: 0, meridiem: false } });
    expect(parseWhen('tomorrow morning', now)).toEqual({ date: '2025-03-11', part: 'morning' });
    expect(parseWhen('Friday afternoon', now)).toEqual({ date: '2025-03-14', part: 'afternoon' });
    expect(parseWhen('tomorrow at 2pm', now)).toEqual({ date: '2025-03-11', time: { hour: 14, minute: 0, meridiem: true } });
    expect(parseWhen('Wednesday at four thirty', now)).toEqual({ date: '2025-03-12', time: { hour: 4, minute: 30, meridiem: false } });
    expect(parseWhen('the 20th', now)).toEqual({ date: '2025-03-20' });
    expect(parseWhen('as soon as possible', now)).toEqual({ asap: true });
    expect(parseWhen('good morning', now)).toBeNull();
    expect(parseWhen('I want a haircut', now)).toBeNull();
  });

  it('does not depend on the host time zone: the reference is the business wall clock', () => {
    const tokyo = DateTime.fromISO('2025-03-10T23:30', { zone: 'Asia/Tokyo' });
    expect(parseWhen('tomorrow', tokyo)).toEqual({ date: '2025-03-11' });
    const la = DateTime.fromISO('2025-03-10T00:30', { zone: 'America/Los_Angeles' });
    expect(parseWhen('today', la)).toEqual({ date: '2025-03-10' });
  });
});

describe('catalog matching', () => {
  const catalog = new Catalog([
    ...salonItems,
    { id: 'i-swed', name: 'Swedish Massage', price: '70', duration: 60, currency: 'USD', enabled: true },
    { id: 'i-deep', name: 'Deep Tissue Massage', price: '90', duration: 60, currency: 'USD', enabled: true },
    { id: 'i-latte', name: 'Latte', price: '4.50', duration: null, currency: 'USD', enabled: true },
    { id: 'i-iced', name: 'Iced Latte', price: '5.00', duration: null, currency: 'USD', enabled: true },
  ]);

  it('finds services by name, fuzzily, and ignores disabled ones', () => {
    expect(catalog.find('I need a hair cut')).toEqual({ item: expect.objectContaining({ id: 'i-cut' }) });
    expect(catalog.find('can I get a beard trimm')).toEqual({ item: expect.objectContaining({ id: 'i-beard' }) });
    expect(catalog.find('a perm please')).toBeNull();
    expect(catalog.find('deep tissue')).toEqual({ item: expect.objectContaining({ id: 'i-deep' }) });
  });

  it('reports ties instead of guessing', () => {
    const found = catalog.find('I would like a massage');
    expect(found && 'ambiguous' in found && found.ambiguous.map((i) => i.id).sort()).toEqual(['i-deep', 'i-swed']);
  });

  it('finds several items with quantities', () => {
    const ms = catalog.mentions('two iced lattes and a latte, plus 3 beard trims');
    expect(ms.map((m) => [m.item.id, m.quantity])).toEqual([
      ['i-iced', 2],
      ['i-latte', 1],
      ['i-beard', 3],
    ]);
  });
});

describe('FAQ matching by meaning', () => {
  const faq = new FaqIndex(salonQuestions);
  it('matches paraphrases and synonyms', () => {
    expect(faq.match('where can I park')?.entry.id).toBe('q-park');
    expect(faq.match('is there a parking lot')?.entry.id).toBe('q-park');
    expect(faq.match('do you take credit card')?.entry.id).toBe('q-pay');
    expect(faq.match('can I pay with visa')?.entry.id).toBe('q-pay');
    expect(faq.match('do you do haircuts for kids')?.entry.id).toBe('q-kids');
    expect(faq.match('can I just walk in')?.entry.id).toBe('q-walk');
  });

  it('tolerates misspellings', () => {
    expect(faq.match('do you have parkng')?.entry.id).toBe('q-park');
  });

  it('does not match unrelated questions', () => {
    expect(faq.match('what is your wifi password')).toBeNull();
    expect(faq.match('do you sell gift cards')).toBeNull();
    expect(faq.match('are dogs allowed inside')).toBeNull();
  });
});

describe('intent catalog', () => {
  it('is valid for Lex V2', () => {
    expect(lexCatalogProblems()).toEqual([]);
  });

  it('catches what Lex would refuse', () => {
    const bad = [
      { name: 'Book', description: '', samples: ['book at 3pm?', 'book {Day}'], keywords: [], slots: [] },
      { name: 'Other', description: '', samples: ['book at three'], keywords: [], slots: [] },
      { name: 'Book', description: '', samples: ['book at three'], keywords: [], slots: [] },
    ];
    const problems = lexCatalogProblems(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('characters Lex does not allow'),
        expect.stringContaining('slot {Day}'),
        expect.stringContaining('defined twice'),
        expect.stringContaining('used by both'),
      ]),
    );
  });

  it('recognises every sample as its own intent', () => {
    const misses: string[] = [];
    for (const intent of INTENT_CATALOG) {
      for (const sample of intent.samples) {
        const slots = { service: sample.includes('{ServiceName}'), date: sample.includes('{Date}'), time: sample.includes('{Time}'), quantity: sample.includes('{Quantity}'), phone: sample.includes('{PhoneNumber}') };
        const text = sample.replace(/\{[A-Za-z]+\}/g, ' ');
        const top = classify(text, slots)[0];
        if (top.intent !== intent.name) misses.push(`${sample} -> ${top.intent} (${intent.name})`);
      }
    }
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(3);
  });

  it.each([
    ['I need to cancel my appointment', 'CancelAppointment'],
    ['can we push it to Thursday', 'RescheduleAppointment'],
    ['what time do you close on Saturday', 'AskHours'],
    ['how do I get to your place', 'AskAddress'],
    ['can I speak to the owner please', 'SpeakToHuman'],
    ['have her call me back', 'RequestCallback'],
    ['bye bye', 'Goodbye'],
    ['this is ridiculous', 'Frustrated'],
    ['I want a refund', 'SensitiveInquiry'],
    ["I'd like to order for pickup", 'PlaceOrder'],
    ['could you say that again', 'Repeat'],
  ])('%s -> %s', (text, intent) => {
    expect(classify(text)[0].intent).toBe(intent);
  });
});
