import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
// The core entry (codes only): the package's Node entry would bundle every language (700 KB) into each Lambda.
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/min/es6';
import { DAYS_OF_WEEK, type DayOfWeek } from '../business/hours.js';
import { sellsProducts, type Industry } from '../../contract/businesses.js';

countries.registerLocale(en);

/**
 * What one web page tells about a business: schema.org JSON-LD first (LocalBusiness, its address, opening
 * hours, offer catalog or menu, FAQPage), then what ordinary HTML shows (an address block, an hours table,
 * menu or price lines, question headings with their answers, a tel: link). Pure: HTML in, data out.
 */
export interface ScrapedAddress {
  address_line: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
}
export interface ScrapedHours {
  day_of_week: DayOfWeek;
  open_time: string;
  close_time: string;
  disabled: boolean;
}
export interface ScrapedItem {
  name: string;
  /** Decimal string with two places. */
  price: string;
  currency: string;
  duration: number | null;
  /** What the page says the item is: sold (a menu item, a product) true, a service false, nothing said undefined. */
  sold?: boolean;
}
export interface ScrapedQuestion {
  question: string;
  answer: string;
}
export interface PageData {
  name: string | null;
  phone: string | null;
  industry: Industry | null;
  address: ScrapedAddress | null;
  hours: ScrapedHours[];
  items: ScrapedItem[];
  questions: ScrapedQuestion[];
  /**
   * How many property listings (a house for sale or rent: a street address, beds and baths, square feet, a price in
   * the hundreds of thousands) the page shows. A listing is not a bookable service, so it is never an item.
   */
  listings: number;
  /** Same-site pages worth reading next (contact, services, menu, about, ...), best first. */
  links: string[];
}

export const LIMITS = { items: 40, questions: 25, links: 5, nameLength: 120 } as const;

export function extractPage(html: string, pageUrl: string): PageData {
  const $ = load(html);
  const nodes = jsonLdNodes($);
  const fromLd = fromJsonLd(nodes);
  $('script, style, noscript, template, svg, iframe').remove();
  const priced = itemsFromHtml($);
  // A listing card's street address, beds and baths are the property's, never the business's address or hours.
  for (const card of priced.listingCards) $(card).remove();
  const lines = textLines($);
  const phone = fromLd.phone ?? phoneFromHtml($, lines);
  const address = fromLd.address ?? addressFromMicrodata($) ?? addressFromHtml($, lines, phone);
  return {
    name: fromLd.name ?? (cleanText($('meta[property="og:site_name"]').attr('content') ?? '') || null),
    phone,
    industry: fromLd.industry ?? industryFromText(`${$('title').text()} ${$('meta[name="description"]').attr('content') ?? ''} ${$('h1').first().text()}`),
    address,
    hours: fromLd.hours.length ? fromLd.hours : hoursFromLines(lines),
    items: dedupeItems([...fromLd.items, ...priced.items]).slice(0, LIMITS.items),
    questions: dedupeQuestions([...fromLd.questions, ...questionsFromHtml($)]).slice(0, LIMITS.questions),
    listings: fromLd.listings + priced.listingCards.length,
    links: candidateLinks($, pageUrl),
  };
}

// ---------------------------------------------------------------- JSON-LD

type Json = Record<string, unknown>;

function jsonLdNodes($: CheerioAPI): Json[] {
  const out: Json[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    const node = value as Json;
    out.push(node);
    if (node['@graph']) visit(node['@graph'], depth + 1);
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    const text = $(el).text().trim();
    if (!text) return;
    try {
      visit(JSON.parse(text), 0);
    } catch {
      // Hand-written JSON-LD often has trailing commas; one forgiving retry, then give up on this block.
      try {
        visit(JSON.parse(text.replace(/,\s*([}\]])/g, '$1')), 0);
      } catch {
        /* not JSON */
      }
    }
  });
  return out;
}

const typesOf = (node: Json): string[] =>
  ([] as unknown[])
    .concat(node['@type'] ?? [])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));

const asArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? cleanText(String(value)) : '');

/** schema.org types that describe a local business (the subtypes businesses actually use). */
const INDUSTRY_BY_TYPE: Record<string, Industry> = {
  HairSalon: 'Hair / Beauty Salon',
  BeautySalon: 'Hair / Beauty Salon',
  NailSalon: 'Hair / Beauty Salon',
  DaySpa: 'Hair / Beauty Salon',
  HealthAndBeautyBusiness: 'Hair / Beauty Salon',
  FastFoodRestaurant: 'Fast Food Order',
  Restaurant: 'Restaurant / Café',
  CafeOrCoffeeShop: 'Restaurant / Café',
  Bakery: 'Restaurant / Café',
  BarOrPub: 'Restaurant / Café',
  FoodEstablishment: 'Restaurant / Café',
  IceCreamShop: 'Restaurant / Café',
  MedicalClinic: 'Clinic / Therapist',
  MedicalBusiness: 'Clinic / Therapist',
  Physician: 'Clinic / Therapist',
  Dentist: 'Clinic / Therapist',
  Physiotherapy: 'Clinic / Therapist',
  Optician: 'Clinic / Therapist',
  Plumber: 'Plumber / Electrician',
  Electrician: 'Plumber / Electrician',
  HVACBusiness: 'Plumber / Electrician',
  HomeAndConstructionBusiness: 'Plumber / Electrician',
  GeneralContractor: 'Plumber / Electrician',
  Locksmith: 'Plumber / Electrician',
  RoofingContractor: 'Plumber / Electrician',
  ExerciseGym: 'Fitness Studio',
  HealthClub: 'Fitness Studio',
  SportsActivityLocation: 'Fitness Studio',
  MovingCompany: 'Delivery Service',
  LegalService: 'Legal / Accounting',
  Attorney: 'Legal / Accounting',
  Notary: 'Legal / Accounting',
  AccountingService: 'Legal / Accounting',
  FinancialService: 'Legal / Accounting',
  RealEstateAgent: 'Real Estate Agent',
};
const BUSINESS_TYPES = new Set([...Object.keys(INDUSTRY_BY_TYPE), 'LocalBusiness', 'Organization', 'Store', 'ProfessionalService', 'AutomotiveBusiness', 'LodgingBusiness']);

function fromJsonLd(nodes: Json[]) {
  const business =
    nodes.find((n) => typesOf(n).some((t) => BUSINESS_TYPES.has(t) && t !== 'Organization')) ??
    nodes.find((n) => typesOf(n).includes('Organization') && (n.address || n.telephone));
  const result = {
    name: null as string | null,
    phone: null as string | null,
    industry: null as Industry | null,
    address: null as ScrapedAddress | null,
    hours: [] as ScrapedHours[],
    items: [] as ScrapedItem[],
    questions: [] as ScrapedQuestion[],
    listings: 0,
  };
  const listings = { count: 0 };
  if (business) {
    result.name = str(business.name) || null;
    result.phone = toE164(str(business.telephone));
    result.industry = typesOf(business).map((t) => INDUSTRY_BY_TYPE[t]).find(Boolean) ?? null;
    for (const a of asArray(business.address)) {
      result.address ??= typeof a === 'string' ? parseAddressText(a, result.phone) : postalAddress(a as Json);
    }
    result.hours = hoursFromSpecs(asArray(business.openingHoursSpecification));
    if (!result.hours.length) result.hours = hoursFromLines(asArray(business.openingHours).map(str));
    collectOffers(business, result.items, listings, 0, false);
  }
  for (const node of nodes) {
    const types = typesOf(node);
    if (node !== business && types.some((t) => ['Menu', 'OfferCatalog', 'Service', 'Product', 'MenuItem'].includes(t))) {
      collectOffers(node, result.items, listings, 0, false);
    }
    if (types.includes('FAQPage')) {
      for (const q of asArray(node.mainEntity)) result.questions.push(...faqFromQuestion(q as Json));
    } else if (types.includes('Question')) {
      result.questions.push(...faqFromQuestion(node));
    }
  }
  result.listings = listings.count;
  return result;
}

function postalAddress(node: Json | undefined): ScrapedAddress | null {
  if (!node || typeof node !== 'object') return null;
  const countryRaw = node.addressCountry;
  const country = countryCode(typeof countryRaw === 'object' && countryRaw ? str((countryRaw as Json).name) : str(countryRaw));
  const address = {
    address_line: str(node.streetAddress),
    city: str(node.addressLocality),
    state: str(node.addressRegion),
    country,
    zip_code: str(node.postalCode),
  };
  return address.address_line || address.city ? address : null;
}

function faqFromQuestion(node: Json | undefined): ScrapedQuestion[] {
  if (!node || typeof node !== 'object') return [];
  const question = str(node.name) || str(node.text);
  const answerNode = asArray(node.acceptedAnswer)[0] as Json | undefined;
  const answer = answerNode ? htmlToText(str(answerNode.text)) : '';
  return question && answer ? [{ question, answer }] : [];
}

/**
 * Offers, offer catalogs, menus and their sections, services and products: anything with a name and a price. What is
 * in a Menu, a MenuItem or a Product is sold; a Service is booked.
 */
function collectOffers(node: Json, out: ScrapedItem[], listings: { count: number }, depth: number, inMenu: boolean): void {
  if (!node || typeof node !== 'object' || depth > 8) return;
  const types = typesOf(node);
  const offered = (node.itemOffered as Json | undefined) ?? undefined;
  const priced = [node, ...asArray(node.offers), ...asArray(node.priceSpecification)] as Json[];
  const priceNode = priced.find((p) => p && typeof p === 'object' && (p.price !== undefined || (p.priceSpecification as Json | undefined)?.price !== undefined));
  const named = offered && typeof offered === 'object' ? offered : node;
  const name = str(named.name);
  if (priceNode && name && (types.some((t) => ['Offer', 'MenuItem', 'Service', 'Product'].includes(t)) || offered)) {
    const spec = (priceNode.priceSpecification as Json | undefined) ?? priceNode;
    const price = money(str(spec.price ?? priceNode.price));
    const property = [...types, ...typesOf(named)].some((t) => PROPERTY_TYPES.has(t));
    if (price !== null && (property || isListing(name, `${name} ${str(named.description)}`, price))) {
      listings.count++;
    } else if (price !== null) {
      out.push({
        name: name.slice(0, LIMITS.nameLength),
        price,
        currency: (str(spec.priceCurrency ?? priceNode.priceCurrency) || 'USD').toUpperCase().slice(0, 3),
        duration: isoDurationMinutes(str(named.duration ?? node.duration)) ?? durationFromText(`${name} ${str(named.description)}`),
        sold: soldByTypes([...types, ...typesOf(named)], inMenu),
      });
    }
  }
  const menu = inMenu || types.some((t) => t === 'Menu' || t === 'MenuSection');
  for (const key of ['hasOfferCatalog', 'itemListElement', 'makesOffer', 'hasMenu', 'hasMenuSection', 'hasMenuItem', 'item']) {
    const childInMenu = menu || key.startsWith('hasMenu');
    for (const child of asArray(node[key])) if (child && typeof child === 'object') collectOffers(child as Json, out, listings, depth + 1, childInMenu);
  }
}

function soldByTypes(types: string[], inMenu: boolean): boolean | undefined {
  if (inMenu || types.some((t) => t === 'MenuItem' || t === 'Product')) return true;
  return types.includes('Service') ? false : undefined;
}

const SCHEMA_DAYS: Record<string, DayOfWeek> = Object.fromEntries(DAYS_OF_WEEK.map((d) => [d, d]));

function hoursFromSpecs(specs: unknown[]): ScrapedHours[] {
  const hours: ScrapedHours[] = [];
  for (const spec of specs as Json[]) {
    if (!spec || typeof spec !== 'object') continue;
    const open = clockTime(str(spec.opens));
    const close = clockTime(str(spec.closes));
    for (const rawDay of asArray(spec.dayOfWeek)) {
      const day = SCHEMA_DAYS[str(rawDay).replace(/^https?:\/\/schema\.org\//, '').toLowerCase()];
      if (!day) continue;
      if (open && close && open !== close) hours.push(shift(day, open, close));
      else hours.push({ day_of_week: day, open_time: '08:00', close_time: '20:00', disabled: true });
    }
  }
  return completeWeek(hours);
}

// ---------------------------------------------------------------- plain HTML

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section', 'summary', 'table',
  'tbody', 'td', 'th', 'thead', 'tr', 'ul',
]);

/** The page's visible text, one line per block element; table cells of a row stay on one line. */
function textLines($: CheerioAPI): string[] {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      parts.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    const block = BLOCK_TAGS.has(el.name);
    const cell = el.name === 'td' || el.name === 'th';
    if (block && !cell) parts.push('\n');
    if (cell) parts.push(' ');
    for (const child of el.children) walk(child);
    if (block && !cell) parts.push('\n');
  };
  for (const node of $.root().children().toArray()) walk(node);
  return parts
    .join('')
    .split('\n')
    .map(cleanText)
    .filter(Boolean);
}

function phoneFromHtml($: CheerioAPI, lines: string[]): string | null {
  const tel = $('a[href^="tel:"]').first().attr('href');
  if (tel) {
    const e164 = toE164(decodeURIComponent(tel.slice(4)));
    if (e164) return e164;
  }
  for (const line of lines) {
    const found = findPhoneNumbersInText(line, 'US')[0];
    if (found?.number.isValid()) return found.number.number;
  }
  return null;
}

function addressFromMicrodata($: CheerioAPI): ScrapedAddress | null {
  const scope = $('[itemprop="address"], [itemtype*="PostalAddress"]').first();
  const within = (selector: string) => (scope.length ? scope.find(selector) : $(selector)).first();
  const prop = (name: string) => {
    const el = within(`[itemprop="${name}"]`);
    return cleanText(el.text() || el.attr('content') || '');
  };
  const address = {
    address_line: prop('streetAddress'),
    city: prop('addressLocality'),
    state: prop('addressRegion'),
    country: countryCode(prop('addressCountry')),
    zip_code: prop('postalCode'),
  };
  return address.address_line && address.city ? address : null;
}

function addressFromHtml($: CheerioAPI, lines: string[], phone: string | null): ScrapedAddress | null {
  const blocks: string[] = [];
  $('address, [class*="address" i], [id*="address" i], [class*="location" i]').each((_, el) => {
    const text = blockText($, el);
    if (text) blocks.push(text);
  });
  // A whole address on one line (or in one sentence: "Family clinic. 412 Alder Street, Portland, OR 97205. Call us.")
  // before one split over two lines, so the line above a one-line address is never read as its street's start.
  for (const line of lines) {
    blocks.push(line);
    const sentences = line.split(/(?<=[a-z0-9)][.!?])\s+(?=[A-Z0-9])/);
    if (sentences.length > 1) blocks.push(...sentences);
  }
  for (let i = 0; i + 1 < lines.length; i++) blocks.push(`${lines[i]}, ${lines[i + 1]}`);
  for (const block of blocks) {
    const address = parseAddressText(block, phone);
    if (address) return address;
  }
  return null;
}

/** Text of an element with its block children separated by commas ("12 Main St, Springfield, IL 62704"). */
function blockText($: CheerioAPI, el: Element): string {
  const clone = $(el).clone();
  clone.find('br, p, div, li, span.line').each((_, child) => {
    $(child).before(', ');
  });
  return cleanText(clone.text()).replace(/^,\s*/, '').replace(/(\s*,\s*)+/g, ', ');
}

const US_STATE = /^(A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;

/**
 * "12 Main Street, Suite 4, Springfield, IL 62704, USA" → parts. Recognises the US form (state + ZIP) and the
 * common European one ("10115 Berlin, Germany"); anything else is left for the owner to type.
 */
export function parseAddressText(text: string, phone: string | null = null): ScrapedAddress | null {
  const cleaned = cleanText(text.replace(/^(address|location|visit us|find us)\s*:?\s*/i, ''));
  if (cleaned.length > 200) return null;
  const parts = cleaned.split(/\s*[,\n]\s*/).filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    // The ZIP may end the sentence the address stands in ("..., OR 97205.").
    const us = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)\.?$/.exec(parts[i]!);
    if (us && US_STATE.test(us[1]!.toUpperCase())) {
      const street = withoutLeadingSentences(parts.slice(0, i - 1).join(', '));
      if (!/\d/.test(street) || i < 2) continue;
      return {
        address_line: street,
        city: parts[i - 1]!,
        state: us[1]!.toUpperCase(),
        zip_code: us[2]!,
        country: countryCode(parts[i + 1] ?? '') || 'US',
      };
    }
    const eu = /^(\d{4,5})\s+([A-Za-zÀ-ÿ' .-]{2,40})$/.exec(parts[i]!);
    if (eu && i >= 1 && /\d/.test(parts[i - 1]!)) {
      const country = countryCode(parts[i + 1] ?? '') || countryFromPhone(phone);
      if (!country) continue;
      return { address_line: parts.slice(0, i).join(', '), city: eu[2]!, state: '', zip_code: eu[1]!, country };
    }
  }
  return null;
}

/**
 * A street starts at its house number: what a line says before it in earlier sentences ("Call us: (217) 555-0142.
 * 42 Volt Street") is not part of it. An abbreviation inside the street ("9 Elm St. Suite 2") is followed by a word
 * and stays.
 */
function withoutLeadingSentences(street: string): string {
  return street.replace(/^.*[A-Za-z0-9)][.!?:]\s+(?=\d)/s, '');
}

// Opening hours in text: "Monday - Friday: 9:00 AM – 5:00 PM", "Sat 10am-2pm", "Sunday: Closed", "Mo-Fr 09:00-17:00".
const DAY_WORDS: Array<[RegExp, DayOfWeek]> = [
  [/^mo(n(day)?)?\.?$/i, 'monday'],
  [/^tu(e(s(day)?)?)?\.?$/i, 'tuesday'],
  [/^we(d(nesday)?)?\.?$/i, 'wednesday'],
  [/^th(u(r(s(day)?)?)?)?\.?$/i, 'thursday'],
  [/^fr(i(day)?)?\.?$/i, 'friday'],
  [/^sa(t(urday)?)?\.?$/i, 'saturday'],
  [/^su(n(day)?)?\.?$/i, 'sunday'],
];
const DAY_TOKEN = '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|mo|tu|we|th|fr|sa|su)\\.?';
const DAY_LIST = `(?:${DAY_TOKEN}(?:\\s*(?:-|–|—|to|through|thru|,|&|and)\\s*${DAY_TOKEN})*|daily|every\\s*day|weekdays|weekends)`;
const TIME = '(?:\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?|noon|midnight)';
const HOURS_LINE = new RegExp(`(${DAY_LIST})\\s*:?\\s*(?:(closed)|(${TIME})\\s*(?:-|–|—|to)\\s*(${TIME}))`, 'gi');

function dayOf(token: string): DayOfWeek | null {
  const word = token.replace(/\./g, '').trim();
  return DAY_WORDS.find(([re]) => re.test(word))?.[1] ?? null;
}

function expandDays(list: string): DayOfWeek[] {
  const text = list.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^(daily|every ?day)$/.test(text)) return [...DAYS_OF_WEEK];
  if (text === 'weekdays') return DAYS_OF_WEEK.slice(0, 5);
  if (text === 'weekends') return DAYS_OF_WEEK.slice(5);
  const days: DayOfWeek[] = [];
  const tokens = text.split(/\s*(,|&|and|-|–|—|to|through|thru)\s*/).filter((t) => t.trim() !== '');
  for (let i = 0; i < tokens.length; i++) {
    const day = dayOf(tokens[i]!);
    if (day) {
      days.push(day);
      continue;
    }
    if (/^(-|–|—|to|through|thru)$/.test(tokens[i]!.trim()) && days.length) {
      const from = days[days.length - 1]!;
      const to = dayOf(tokens[i + 1] ?? '');
      if (!to) continue;
      let index = DAYS_OF_WEEK.indexOf(from);
      while (DAYS_OF_WEEK[index] !== to) {
        index = (index + 1) % 7;
        days.push(DAYS_OF_WEEK[index]!);
      }
      i++;
    }
  }
  return [...new Set(days)];
}

/** "9", "9:30am", "17:00", "noon" → minutes after midnight; `meridiem` says whether am/pm was written. */
function parseClock(text: string): { minutes: number; meridiem: 'am' | 'pm' | null } | null {
  const t = text.toLowerCase().replace(/\s|\./g, '');
  if (t === 'noon') return { minutes: 12 * 60, meridiem: 'pm' };
  if (t === 'midnight') return { minutes: 24 * 60, meridiem: 'am' };
  const m = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(t);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour > 24 || minute > 59) return null;
  const meridiem = (m[3] as 'am' | 'pm' | undefined) ?? null;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return { minutes: hour * 60 + minute, meridiem };
}

function rangeOf(openText: string, closeText: string): [string, string] | null {
  const open = parseClock(openText);
  const close = parseClock(closeText);
  if (!open || !close) return null;
  let openMin = open.minutes;
  let closeMin = close.minutes;
  // "9-5pm": the open time borrows the close's am/pm unless that would start after closing.
  if (!open.meridiem && close.meridiem === 'pm' && openMin < 12 * 60) {
    if (openMin + 12 * 60 < closeMin) openMin += 12 * 60;
  }
  // "9-5" with no am/pm at all: a business day, not a night shift.
  if (!open.meridiem && !close.meridiem && closeMin <= openMin && closeMin < 12 * 60) closeMin += 12 * 60;
  // Closing at or after midnight is kept within the day (the product stores one day's hours per shift).
  if (closeMin <= openMin || closeMin >= 24 * 60) closeMin = 23 * 60 + 59;
  if (closeMin <= openMin) return null;
  return [hhmm(openMin), hhmm(closeMin)];
}

export function hoursFromLines(lines: string[]): ScrapedHours[] {
  const found: ScrapedHours[] = [];
  for (const line of lines) {
    if (line.length > 160) continue;
    HOURS_LINE.lastIndex = 0;
    for (const m of line.matchAll(HOURS_LINE)) {
      const days = expandDays(m[1]!);
      if (!days.length) continue;
      if (m[2]) {
        for (const day of days) found.push({ day_of_week: day, open_time: '08:00', close_time: '20:00', disabled: true });
        continue;
      }
      const range = rangeOf(m[3]!, m[4]!);
      if (!range) continue;
      for (const day of days) found.push(shift(day, range[0], range[1]));
    }
  }
  return completeWeek(found);
}

/**
 * One entry per day, as the working-hours form has them: the first range found for a day wins; days the site
 * does not mention are closed (when it lists some days, the others are the days it is shut).
 */
function completeWeek(found: ScrapedHours[]): ScrapedHours[] {
  if (!found.some((h) => !h.disabled)) return [];
  return DAYS_OF_WEEK.map(
    (day) => found.find((h) => h.day_of_week === day) ?? { day_of_week: day, open_time: '08:00', close_time: '20:00', disabled: true },
  );
}

const shift = (day: DayOfWeek, open: string, close: string): ScrapedHours => ({ day_of_week: day, open_time: open, close_time: close, disabled: false });
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "09:00", "9:00:00", "17:30:00+01:00" → "HH:MM". */
function clockTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(text);
  if (!m || Number(m[1]) > 23) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

// Prices: "$12", "$12.50", "12.50 €", "€9", "£7.95", "USD 20".
// A leading amount may group its thousands with commas ("$1,800", "$12,500.00").
const PRICE = /(?:(US\$|\$|€|£|USD|EUR|GBP)\s?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?![\d,])|\d{1,5}(?:[.,]\d{2})?)(?!\d)|(?<![\d.,])(\d{1,5}(?:[.,]\d{2})?)\s?(€|£|\$|USD|EUR|GBP)(?![A-Za-z]))/g;
const CURRENCY: Record<string, string> = { $: 'USD', US$: 'USD', USD: 'USD', '€': 'EUR', EUR: 'EUR', '£': 'GBP', GBP: 'GBP' };
/**
 * "$150–$220", "$90 - 130", "€40 to €60": one price, the lowest (what "from" means), so a range is one item. A number
 * of minutes or hours after the dash is the service's length, not a range's top ("Cut - $65 - 45 min").
 */
const PRICE_RANGE =
  /((?:US\$|\$|€|£)\s?\d{1,5}(?:[.,]\d{2})?)\s*(?:-|–|—|to)\s*(?:US\$|\$|€|£)?\s?\d{1,5}(?:[.,]\d{2})?(?![\d.,]*\d)(?!\s*(?:h|hrs?|hours?|m|mins?|minutes?)\b)/g;
/** Durations as written next to a service: "45 min", "(30 minutes)", "1 hr", "1.5 hours", "1h 30m", "1 hr 30 min". */
const DURATION_PHRASE =
  /[([]?\s*\d+(?:\.\d+)?\s*(?:h|hours?|hrs?)\b\.?(?:\s*\d{1,2}\s*(?:m|minutes?|mins?)\b\.?)?\s*[)\]]?|[([]?\s*\d{1,3}\s*(?:minutes?|mins?)\b\.?\s*[)\]]?/gi;
/** Words that introduce a price ("from $40", "starting at $75") and are never a service's name. */
const PRICE_WORDS = /^(?:from|only|just|price|prices|total|subtotal|starting at|starting from|starts at|starts from|save|off|each|per person|and up|\+)$/i;
/** Between the parts of an item written on one line or laid out in cells: "Cut – 45 min – $65", "Cut | 45 min | $65". */
const PART_SEPARATOR = /\s+[-–—|·•]\s+|\.{3,}|…|\s{2,}|:\s|\s\|\s/;
/** Marks the edge of a block or cell in itemText, so cells never run together ("Women's Haircut45 min"). */
const CELL = ' | ';

/**
 * Menu and price-list entries in tables, lists, definition lists and cards: for every text that carries a price,
 * the smallest element around it that also carries a name (and no other price) is one item. Its name, duration
 * and price are told apart by the page's own structure (cells, elements) and then by the words.
 */
function itemsFromHtml($: CheerioAPI): { items: ScrapedItem[]; listingCards: Element[] } {
  const items: ScrapedItem[] = [];
  const listingCards: Element[] = [];
  const seen = new Set<Element>();
  $('body *').each((_, el) => {
    const own = $(el)
      .contents()
      .toArray()
      .filter((n) => n.type === 'text')
      .map((n) => (n as unknown as { data: string }).data)
      .join(' ');
    if (!matchPrices(own).length) return;
    let found: { key: Element; name: string; text: string } | null = null;
    for (let container: Element | null = el; container; container = parentTag(container)) {
      const text = itemText($, container);
      if (matchPrices(text).length !== 1 || text.length > 300) break;
      const name = nameFrom($, container, text);
      if (name) {
        found = { key: container, name, text };
        break;
      }
      // A price list as a definition list: the name is the <dt> the <dd> belongs to.
      const term = container.name === 'dd' ? previousTag(container, 'dt') : null;
      if (term) {
        const termName = cleanName(cleanText($(term).text()));
        if (termName) found = { key: container, name: termName, text: `${cleanText($(term).text())}${CELL}${text}` };
        break;
      }
    }
    if (!found || seen.has(found.key)) return;
    seen.add(found.key);
    const price = matchPrices(found.text)[0]!;
    const card = listingCard($, found.key);
    if (isListing(found.name, itemText($, card), price.amount)) {
      listingCards.push(card);
      return;
    }
    const heading = sectionHeading($, found.key);
    const sold = (SOLD_SECTION.test(heading) && !SERVICE_SECTION.test(heading)) || undefined;
    items.push({ name: found.name, price: price.amount, currency: price.currency, duration: durationFromText(found.text), ...(sold ? { sold } : {}) });
  });
  return { items, listingCards };
}

// ---------------------------------------------------------------- property listings

/** schema.org types of a place to live: an offer of one is a listing. */
const PROPERTY_TYPES = new Set(['SingleFamilyResidence', 'House', 'Apartment', 'Residence', 'ApartmentComplex', 'Accommodation', 'RealEstateListing', 'Suite', 'GatedResidenceCommunity']);
/** The facts a listing states: "3 bd", "2.5 baths", "1,850 sq ft". */
const LISTING_FACTS = [
  /\b\d+(?:\.\d)?\s*(?:bds?|beds?|bedrooms?|br)\b/i,
  /\b\d+(?:\.\d)?\s*(?:ba|baths?|bathrooms?)\b/i,
  /\b\d{1,3}(?:,?\d{3})?\s*(?:sq\.?\s*ft\.?|sqft|square\s+feet|ft²|m²)/i,
];
/** "418 Prospect Place", "12 W 4th St #3B": a house number then a street, the name a listing goes by. */
const STREET_NAME =
  /^\d+[A-Za-z]?\s+(?:[NSEW]\.?\s+)?[\w'. -]*\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|ct|court|pl|place|way|ter|terrace|pkwy|parkway|cir|circle|hwy|highway|sq|square)\b\.?(?:\s*(?:#|apt\.?|unit|suite)\s*\w+)?(?:,.*)?$/i;
/** A price no bookable service of a small business has: a home's sale price. */
const SALE_PRICE = 100_000;

/**
 * A property listing rather than a service: a sale price (hundreds of thousands), or a street address or the home's
 * facts with a price a service would not have (a rent). A cleaner's "Deep clean, 3 bedrooms, 2 baths – $240" is
 * still a service: beds and baths alone do not make a listing.
 */
export function isListing(name: string, text: string, amount: string): boolean {
  const price = Number(amount.split('.')[0]);
  if (price >= SALE_PRICE) return true;
  const facts = LISTING_FACTS.filter((re) => re.test(text)).length;
  const street = STREET_NAME.test(name);
  const rent = price >= 500 && /(?:\/\s*mo(?:nth)?\b|per month|a month|monthly)/i.test(text);
  return (street && (facts > 0 || price >= 1000 || rent)) || (facts >= 2 && (price >= 1000 || rent));
}

/**
 * The whole card a listing's price sits in (price, address, facts, photo caption): the largest element around it
 * that still shows this one price and stays card-sized, so none of its lines is read as the business's address.
 */
function listingCard($: CheerioAPI, el: Element): Element {
  let card = el;
  for (let parent = parentTag(el); parent && parent.name !== 'body'; parent = parentTag(parent)) {
    const text = itemText($, parent);
    if (matchPrices(text).length !== 1 || text.length > 400) break;
    card = parent;
  }
  return card;
}

/**
 * What a caller asking about homes for sale is told when the site shows listings: they change every week, so the
 * answer points to the website instead of quoting them.
 */
export function listingsQuestion(website: string): ScrapedQuestion {
  return {
    question: 'What homes do you have for sale?',
    answer: `Our current listings, with prices and photos, are on our website at ${website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}. We are happy to set up a showing of any of them.`,
  };
}

/** A section heading that says its items are goods for sale ("Retail", "Our products", "Drinks"), whatever the business. */
const SOLD_SECTION = /\b(products?|retail|shop|merch(?:andise)?|drinks?|beverages?|food)\b/i;
/** "Services & products" is a mixed list: left to the industry's rule. */
const SERVICE_SECTION = /\b(services?|treatments?)\b/i;

/** The heading nearest before an item: its own level's earlier headings first, then its parents'. */
function sectionHeading($: CheerioAPI, el: Element): string {
  let depth = 0;
  for (let node: Element | null = el; node && depth < 8; node = parentTag(node), depth++) {
    const heading = $(node).prevAll('h1, h2, h3, h4, h5, h6').first();
    if (heading.length) return cleanText(heading.text());
  }
  return '';
}

/**
 * The catalog's items from what a site shows: a product (sold, ordered, no duration) when the page says so (a menu
 * or product in schema.org, a "Retail" or "Drinks" section), or when a food business prices it without a duration;
 * otherwise a service, booked for its duration.
 */
export function catalogItems(items: ScrapedItem[], industry: Industry | null) {
  return items.map(({ sold, ...item }) => {
    const product = sold ?? (item.duration === null && sellsProducts(industry));
    return { ...item, duration: product ? null : item.duration, product };
  });
}

const parentTag = (el: Element): Element | null => (el.parent && el.parent.type === 'tag' ? (el.parent as Element) : null);

function previousTag(el: Element, name: string): Element | null {
  for (let node = el.prev; node; node = node.prev) {
    if (node.type !== 'tag') continue;
    return (node as Element).name === name ? (node as Element) : null;
  }
  return null;
}

/**
 * An element's text with its structure kept: block elements and table cells are separated by " | ", inline
 * elements by a space, and a price range reads as its lowest price.
 */
function itemText($: CheerioAPI, el: Element): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      parts.push((node as unknown as { data: string }).data);
      return;
    }
    if (node.type !== 'tag') return;
    const child = node as Element;
    const edge = BLOCK_TAGS.has(child.name) ? '\u0001' : ' ';
    parts.push(edge);
    for (const c of child.children) walk(c);
    parts.push(edge);
  };
  for (const c of el.children) walk(c);
  return cleanText(parts.join(''))
    .replace(/\s*\u0001[\s\u0001]*/g, CELL)
    .replace(/^\s*\|\s*|\s*\|\s*$/g, '')
    .replace(PRICE_RANGE, '$1');
}

function matchPrices(text: string): Array<{ raw: string; amount: string; currency: string }> {
  const out: Array<{ raw: string; amount: string; currency: string }> = [];
  for (const m of text.replace(PRICE_RANGE, '$1').matchAll(PRICE)) {
    const symbol = m[1] ?? m[4]!;
    const written = m[2] ?? m[3]!;
    const amount = money(/^\d{1,3}(?:,\d{3})+/.test(written) ? written.replace(/,/g, '') : written.replace(',', '.'));
    if (amount !== null) out.push({ raw: m[0], amount, currency: CURRENCY[symbol] ?? 'USD' });
  }
  return out;
}

/**
 * The service's name inside an item's text (from itemText): a heading, bold text or an element whose class says
 * "name" or "title" first; otherwise the first part of a price line ("Cut ..... $6", "Cut – 45 min – $65",
 * "$9 Espresso", cells "Cut | 45 min | $65"). A sentence that merely mentions a price has no name.
 */
function nameFrom($: CheerioAPI, container: Element, text: string): string | null {
  const preferred = $(container)
    .find('h1, h2, h3, h4, h5, h6, strong, b, dt, [class*="name" i], [class*="title" i], [itemprop="name"]')
    .toArray()
    .map((el) => cleanText($(el).text()))
    .filter((t) => t && !matchPrices(t).length)
    .map(cleanName)
    .find((name): name is string => !!name);
  if (preferred) return preferred;
  const price = matchPrices(text)[0]!.raw;
  const parts = text
    .replace(price, CELL)
    .split(PART_SEPARATOR)
    .map((part) => part.trim());
  // The price stands apart (its own cell or part, or an end of the line), so this is a price line, not prose.
  // A separator left where a trailing duration was ("Service call - $89 - 60 min") does not hide the price's end.
  const core = cleanText(text.replace(DURATION_PHRASE, ' ')).replace(/[\s.!|·•–—-]+$/, '');
  const standsApart =
    core.endsWith(price) || core.startsWith(price) || text.split(CELL).some((cell) => !cleanName(cell.replace(price, ' ')) && cell.includes(price));
  if (!standsApart) return null;
  for (const part of parts) {
    const name = cleanName(part);
    if (name) return name;
  }
  return null;
}

/** A name without the duration, price words and separators around it; null when nothing name-like is left. */
function cleanName(raw: string): string | null {
  let name = cleanText(raw.replace(/\.{2,}.*$/, '').replace(DURATION_PHRASE, ' ').replace(/\(\s*\)/g, ' '));
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = name
      .replace(/[\s.:·•–—|-]+$/, '')
      .replace(/^[\s·•–—|-]+/, '')
      .replace(/\s+(?:from|starting at|starting from|starts at|starts from|only|just)$/i, '')
      .replace(/^(?:from|starting at|starts at)\s+/i, '')
      .trim();
  }
  if (!/[A-Za-zÀ-ÿ].*[A-Za-zÀ-ÿ]/.test(name) || name.length > LIMITS.nameLength) return null;
  if (PRICE_WORDS.test(name)) return null;
  return name;
}

/** "45 min", "(30 minutes)", "1 hr", "1.5 hours", "1h 30m" → minutes. */
export function durationFromText(text: string): number | null {
  const t = text.toLowerCase();
  const hm = /(\d+)\s*h(?:ours?|rs?)?\s*(\d+)\s*m(?:in(?:utes?|s)?)?\b/.exec(t);
  if (hm) return Number(hm[1]) * 60 + Number(hm[2]);
  const h = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b/.exec(t);
  if (h) return Math.round(Number(h[1]) * 60);
  const m = /(\d{1,3})\s*(?:minutes?|mins?)\b/.exec(t);
  if (m) return Number(m[1]);
  return null;
}

function isoDurationMinutes(text: string): number | null {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?$/i.exec(text.trim());
  if (!m || (!m[1] && !m[2])) return null;
  return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
}

/** FAQ pairs, in page order: <details><summary>, <dt>/<dd>, and headings that end in '?' followed by their answer. */
function questionsFromHtml($: CheerioAPI): ScrapedQuestion[] {
  const out: ScrapedQuestion[] = [];
  const QUESTION_LIKE = 'h1, h2, h3, h4, h5, h6, details, dl, dt, [class*="question" i]';
  $('details, dt, h2, h3, h4, h5, h6, p > strong:only-child, p > b:only-child, [class*="question" i]').each((_, el) => {
    if (el.name === 'details') {
      const question = cleanText($(el).children('summary').first().text());
      const answer = cleanText($(el).clone().children('summary').remove().end().text());
      if (question.endsWith('?') && answer) out.push({ question, answer });
      return;
    }
    if (el.name === 'dt') {
      const question = cleanText($(el).text());
      const answer = cleanText($(el).nextAll('dd').first().text());
      if (question.endsWith('?') && answer) out.push({ question, answer });
      return;
    }
    const question = cleanText($(el).text());
    if (!question.endsWith('?') || question.length > 300 || $(el).closest('details, dt, summary').length) return;
    const holder = el.parent && (el.name === 'strong' || el.name === 'b') ? $(el.parent as Element) : $(el);
    const answers: string[] = [];
    let next = holder.next();
    while (next.length && answers.length < 3) {
      if (next.is(QUESTION_LIKE)) break;
      const text = cleanText(next.text());
      if (text.endsWith('?') && next.find('strong, b').length) break;
      if (text) answers.push(text);
      next = next.next();
    }
    const answer = answers.join(' ');
    if (answer) out.push({ question, answer });
  });
  return out;
}

// ---------------------------------------------------------------- links, helpers

const LINK_HINTS = [/contact/, /menu/, /service|treatment|what-we-do/, /pric|rates|fees/, /faq|questions/, /hours|location|visit|find-us/, /about|our-story/, /book|appointment/];

/** Same-site pages worth reading, best first: contact, menu, services, prices, FAQ, hours, about, booking. */
export function candidateLinks($: CheerioAPI, pageUrl: string): string[] {
  let base: URL;
  try {
    base = new URL(pageUrl);
  } catch {
    return [];
  }
  const host = base.hostname.replace(/^www\./, '');
  const ranked: Array<{ url: string; rank: number }> = [];
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href')!.trim();
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(href)) return;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    if (!/^https?:$/.test(url.protocol) || url.hostname.replace(/^www\./, '') !== host || url.port !== base.port) return;
    if (/\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp[34]|mov)$/i.test(url.pathname)) return;
    url.hash = '';
    if (url.pathname === base.pathname && url.search === base.search) return;
    const hay = `${url.pathname} ${cleanText($(el).text())}`.toLowerCase();
    const rank = LINK_HINTS.findIndex((re) => re.test(hay));
    if (rank >= 0) ranked.push({ url: url.toString(), rank });
  });
  const seen = new Set<string>();
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.url)
    .filter((u) => (seen.has(u) ? false : (seen.add(u), true)))
    .slice(0, LIMITS.links);
}

const INDUSTRY_WORDS: Array<[RegExp, Industry]> = [
  [/\b(hair|salon|barber|beauty|nails?|spa|stylist)\b/i, 'Hair / Beauty Salon'],
  [/\b(burgers?|fast food|drive[- ]thru|takeaway|take-out)\b/i, 'Fast Food Order'],
  [/\b(restaurant|caf[eé]|bistro|pizzeria|trattoria|diner|bakery|coffee|kitchen|grill|eatery)\b/i, 'Restaurant / Café'],
  [/\b(clinic|therapist|therapy|dental|dentist|physio|chiropract|medical|doctor|counsel+ing)\b/i, 'Clinic / Therapist'],
  [/\b(plumb\w*|electric\w*|hvac|heating|handyman|contractor)\b/i, 'Plumber / Electrician'],
  [/\b(fitness|gym|yoga|pilates|crossfit|personal train\w*)\b/i, 'Fitness Studio'],
  [/\b(delivery|courier|movers?|moving)\b/i, 'Delivery Service'],
  [/\b(law|legal|attorneys?|lawyers?|accounting|accountants?|bookkeeping|tax)\b/i, 'Legal / Accounting'],
  [/\b(real estate|realtor|realty|homes for sale)\b/i, 'Real Estate Agent'],
];

function industryFromText(text: string): Industry | null {
  return INDUSTRY_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function htmlToText(text: string): string {
  return /<[a-z][\s\S]*>/i.test(text) ? cleanText(load(text).text()) : text;
}

/** "12", "12.5", "12,50" → "12.50"; null for anything else. */
function money(text: string): string | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return `${Number(m[1])}.${(m[2] ?? '').padEnd(2, '0')}`;
}

function toE164(text: string): string | null {
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, 'US');
  return parsed?.isValid() ? parsed.number : null;
}

function countryCode(text: string): string {
  const t = cleanText(text);
  if (!t) return '';
  if (/^[A-Za-z]{2}$/.test(t)) return countries.isValid(t.toUpperCase()) ? t.toUpperCase() : '';
  if (/^(usa|u\.s\.a\.?|u\.s\.?)$/i.test(t)) return 'US';
  if (/^(uk|u\.k\.)$/i.test(t)) return 'GB';
  return countries.getAlpha2Code(t, 'en') ?? '';
}

function countryFromPhone(phone: string | null): string {
  return (phone && parsePhoneNumberFromString(phone)?.country) || '';
}

function dedupeItems(items: ScrapedItem[]): ScrapedItem[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function dedupeQuestions(questions: ScrapedQuestion[]): ScrapedQuestion[] {
  const seen = new Set<string>();
  return questions
    .map((q) => ({ question: q.question.slice(0, 500), answer: q.answer.slice(0, 2000) }))
    .filter((q) => {
      const key = q.question.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Combines the pages of one site: the first page that has a thing wins; lists are merged without repeats. */
export function mergePages(pages: PageData[]): Omit<PageData, 'links'> {
  return {
    name: pages.find((p) => p.name)?.name ?? null,
    phone: pages.find((p) => p.phone)?.phone ?? null,
    industry: pages.find((p) => p.industry)?.industry ?? null,
    address: pages.find((p) => p.address)?.address ?? null,
    hours: pages.find((p) => p.hours.length)?.hours ?? [],
    items: dedupeItems(pages.flatMap((p) => p.items)).slice(0, LIMITS.items),
    questions: dedupeQuestions(pages.flatMap((p) => p.questions)).slice(0, LIMITS.questions),
    // Pages repeat their featured listings; the page that shows the most tells how many there are.
    listings: Math.max(0, ...pages.map((p) => p.listings ?? 0)),
  };
}
