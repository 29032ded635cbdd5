import { DateTime } from 'luxon';
import type { CountryCode } from 'libphonenumber-js';
import { Availability, snapshotPort } from './availability.js';
import { Catalog } from './catalog.js';
import { normalizePhone } from './extract.js';
import { FaqIndex } from './faq.js';
import { EN, KnowledgeIndex, type Knowledge } from './understanding/index.js';
import { Schedule, zoneOf } from './schedule.js';
import type { AssistantBusiness, CalendarPort, EngineContext, TransferReason } from './types.js';
import { TRANSFER_REASON_TEXT } from './transfer-reasons.js';
import { withVariants } from './variants.js';

export { TRANSFER_REASON_TEXT };

const DEFAULT_HORIZON_DAYS = 60;

/** What does not depend on the moment: built once per business snapshot and reused across turns. */
interface BusinessIndexes {
  zone: string;
  schedule: Schedule;
  catalog: Catalog;
  faq: FaqIndex;
  /** The owner's data for retrieval (FAQ questions and answers). */
  knowledge: KnowledgeIndex;
  country: CountryCode;
  transferReasons: Set<TransferReason>;
}
const indexes = new WeakMap<AssistantBusiness, BusinessIndexes>();
/**
 * Across turns the caller usually passes a freshly loaded snapshot of the same business (one Lambda invocation
 * per Lex turn); its indexes are found again by content, so a warm process does not rebuild them every turn.
 */
const byContent = new Map<string, BusinessIndexes>();
const CONTENT_CACHE_SIZE = 64;

function fingerprint(b: AssistantBusiness): string {
  const text = JSON.stringify([
    b.business.time_zone,
    b.working_hours,
    b.business_items,
    b.business_questions,
    b.business_addresses[0]?.country ?? null,
    b.assistant.transfer_scenarios,
  ]);
  return `${b.business.id}:${hashOf(text)}`;
}

/** FNV-1a, twice with different seeds, and the length: a 64-bit key is plenty for a cache of 64 entries. */
function hashOf(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return `${text.length}:${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}`;
}

/**
 * The catalog depends on the items only: a save of the FAQs (or of the hours) finds the one built for the same items,
 * as does another snapshot. (~5 ms of a first turn on new content with 100 services.)
 */
const catalogs = new Map<string, Catalog>();
function catalogOf(items: AssistantBusiness['business_items']): Catalog {
  const key = hashOf(JSON.stringify(items));
  let found = catalogs.get(key);
  if (found) catalogs.delete(key);
  else found = new Catalog(items);
  catalogs.set(key, found);
  if (catalogs.size > CONTENT_CACHE_SIZE) catalogs.delete(catalogs.keys().next().value!);
  return found;
}

function indexesOf(b: AssistantBusiness): BusinessIndexes {
  let found = indexes.get(b);
  if (found) return found;
  const key = fingerprint(b);
  found = byContent.get(key);
  if (found) {
    byContent.delete(key);
    byContent.set(key, found);
    indexes.set(b, found);
    return found;
  }
  const zone = zoneOf(b.business.time_zone);
  const chosen = new Set((b.assistant.transfer_scenarios ?? []).map((s) => squash(s.text)));
  const country = (b.business_addresses[0]?.country ?? '').trim().toUpperCase();
  // The FAQ matcher and the knowledge index are most of the build and the greeting reads neither: each is built by
  // the first turn that reads it, so a call's greeting in a fresh Lambda (or after a save of the FAQs) does not wait
  // for them. (Built from the lists as they are now: the content the cache key was taken from.)
  const questions = [...(b.business_questions ?? [])];
  // An item's variants are items of their own to everything the engine reads (variants.ts).
  const items = withVariants(b.business_items ?? []);
  const owner = { business_questions: questions, business_items: [...items] };
  let faq: FaqIndex | undefined;
  let knowledge: KnowledgeIndex | undefined;
  found = {
    zone,
    schedule: new Schedule(b.working_hours ?? [], zone),
    catalog: catalogOf(items),
    get faq() {
      return (faq ??= new FaqIndex(questions));
    },
    get knowledge() {
      return (knowledge ??= new KnowledgeIndex(owner, EN));
    },
    country: (/^[A-Z]{2}$/.test(country) ? country : 'US') as CountryCode,
    transferReasons: new Set(
      (Object.entries(TRANSFER_REASON_TEXT) as Array<[TransferReason, string]>).filter(([, text]) => chosen.has(squash(text))).map(([k]) => k),
    ),
  };
  indexes.set(b, found);
  byContent.set(key, found);
  if (byContent.size > CONTENT_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
  return found;
}
const squash = (s: string) => (s ?? '').toLowerCase().replace(/[^a-z]/g, '');

/** Everything a turn needs, derived from the engine's context. */
export interface Prepared extends BusinessIndexes {
  b: AssistantBusiness;
  name: string;
  now: DateTime;
  callerNumber: string | null;
  availability: Availability;
  /** The calendar, asked by day and by the caller's number (types.ts `CalendarPort`). */
  calendar: CalendarPort;
  horizonDays: number;
  transferNumber: string | null;
  /** The owner's after-hours on-call number, while transfers are on (handover.ts: urgent callers when closed). */
  onCallNumber: string | null;
}

export function prepare(ctx: EngineContext): Prepared {
  const b = ctx.business;
  const idx = indexesOf(b);
  const now = DateTime.fromJSDate(ctx.now).setZone(idx.zone);
  const horizonDays = ctx.horizonDays ?? DEFAULT_HORIZON_DAYS;
  const a = b.assistant;
  const given = ctx.calendar ?? { appointments: [] };
  const calendar = 'day' in given ? given : snapshotPort(given.appointments, given.busy ?? []);
  return {
    zone: idx.zone,
    schedule: idx.schedule,
    catalog: idx.catalog,
    // (Read through, not copied: a spread would build them for every turn.)
    get faq() {
      return idx.faq;
    },
    get knowledge() {
      return idx.knowledge;
    },
    country: idx.country,
    transferReasons: idx.transferReasons,
    b,
    name: (b.business.name ?? '').trim() || 'our business',
    now,
    callerNumber: normalizePhone(ctx.callerNumber, idx.country),
    calendar,
    horizonDays,
    transferNumber: a.transfer_calls_enabled ? normalizePhone(a.transfer_phone_number, idx.country) : null,
    onCallNumber: a.transfer_calls_enabled ? normalizePhone(a.after_hours_transfer_phone_number ?? null, idx.country) : null,
    availability: new Availability(
      idx.schedule,
      {
        bufferMinutes: Number(a.buffer_minutes) || 0,
        allowSameDay: a.allow_same_day !== false,
        allowWeekend: a.allow_weekend !== false,
        require24h: a.require_24h_advance === true,
        horizonDays,
      },
      now,
      calendar,
    ),
  };
}

/** Whether this call may be handed to a person for `reason` right now. */
export function canTransfer(p: Prepared, reason: TransferReason): boolean {
  return !!p.transferNumber && p.transferReasons.has(reason) && p.schedule.isOpenAt(p.now);
}

/**
 * Ordering fits the spec's food and delivery categories ('Restaurant / Café', 'Fast Food Order', 'Delivery
 * Service') and a category typed as a shop that sells goods ('Retail / Florist'); any business may still take an
 * order when the caller asks for one.
 */
export const takesOrders = (p: Prepared) =>
  /\b(restaurant|caf[eé]|food|delivery|bakery|pizzeria|pizza|coffee|deli|catering|grocery|retail|florist|flowers?|boutique|gift shop|liquor|wine shop|pharmacy)(?![a-z])/i.test(p.b.business.industry ?? '');

/**
 * The items a caller can book: services, never products; at a business that takes orders only those with a length
 * (a menu item has none: a party room of two hours is booked, a pizza is ordered).
 */
export const bookableItems = (p: Prepared) => p.catalog.items.filter((i) => !i.product && (i.duration !== null || !takesOrders(p)));
/** Whether the business books anything: a bookable service, or no catalog at all outside food and delivery. */
export const takesBookings = (p: Prepared) => bookableItems(p).length > 0 || (p.catalog.isEmpty && !takesOrders(p));

/** What the understanding layer reads a turn against: the business's catalog, FAQ and facts, and its "now". */
export const knowledgeOf = (p: Prepared): Knowledge => ({ catalog: p.catalog, faq: p.faq, knowledge: p.knowledge, now: p.now, takesOrders: takesOrders(p) });
