import { DateTime } from 'luxon';
import type { AppointmentSnapshot, BusyInterval, CalendarPort, CalendarSnapshot } from '../../assistant/index.js';
import { zoneOf } from '../../assistant/schedule.js';
import type { AppointmentSnapshotRecord } from '../appointments/model.js';
import { SNAPSHOT_FIELDS } from '../appointments/model.js';
import type { Services } from '../services.js';

const DAY_MS = 86_400_000;
/** A UTC day: whole days since 1970-01-01 (the calendar item's per-day counters count by it). */
export const utcDayNumber = (at: number | string) => Math.floor((typeof at === 'number' ? at : Date.parse(at)) / DAY_MS);
/** An appointment overlapping a day starts at most this long before it (appointments run at most 8 hours). */
const REACH_BACK_MS = DAY_MS;
/**
 * At a call's start, and when a turn looks past the days it asked for first, a day not read is read with the days
 * after it ("next available" looks ahead): about a week. A turn's first read is only the days it asked for (a turn
 * after a write reads the day written, not the week after it).
 */
const READ_AHEAD_DAYS = 9;
/** Up to this many days to read are read one Query each; more, as the whole window's parallel slices. */
const FEW_DAYS = 12;
/** Reads a turn may wait for before the whole window is read (a week and more fully booked, looked through). */
const DAY_PASSES = 2;
/** Never more runs of one turn than this (the last read leaves nothing of the window unread). */
const MAX_RUNS = DAY_PASSES + 3;

/** What the versions read says of the calendar (business-repo.ts `versions`). */
export interface CalendarVersions {
  calendar: number;
  /** Writes per UTC day, modulo their count (keys.ts `calendarDayAttribute`). */
  days: number[];
  callersIndexed: boolean;
}

interface CachedDay {
  /** The day's counter when it was read (-1: unknown, read again next time). */
  counter: number;
  appointments: AppointmentSnapshotRecord[];
}
interface CachedCaller {
  /** The calendar's version when it was read. */
  version: number;
  appointments: AppointmentSnapshotRecord[];
}

/**
 * Per process, by business: the days and the callers' appointments read, keyed by the counters they were read at
 * (read after the versions, so at least as new), reused while those stand still. Never mutated by their readers.
 */
const days = new Map<string, Map<number, CachedDay>>();
const callers = new Map<string, Map<string, CachedCaller>>();
/** The last versions a turn of this process read, by business: what a read sent before a turn's own versions is keyed by. */
const seen = new Map<string, CalendarVersions>();
const BUSINESSES = 200;
const CALLERS_PER_BUSINESS = 500;

function touch<K, V>(map: Map<K, V>, key: K, make: () => V, limit: number): V {
  const found = map.get(key) ?? make();
  map.delete(key);
  map.set(key, found);
  if (map.size > limit) map.delete(map.keys().next().value!);
  return found;
}

/**
 * Days and callers' appointments read in a turn's first round trip, beside its versions (a phone turn, before the
 * engine runs: `TurnCalendar.readAhead`). Fresh for that turn whatever its versions say.
 */
export interface AheadReads {
  days: Map<number, AppointmentSnapshotRecord[]>;
  callers: Map<string, AppointmentSnapshotRecord[]>;
}

/** At most this many UTC days are read ahead of a turn (a cold process's week and the days the turn names). */
const AHEAD_DAYS = 16;

/**
 * The engine's calendar for one turn (types.ts `CalendarPort`): what the turn asks for, answered from what this
 * process has read while its counters stand still. What it has not read is noted and answered as empty; the call
 * session reads it (`read`) and runs the turn again (`untilRead`), so a turn reads the days it discusses and the
 * caller's own appointments, never the business's whole calendar.
 */
export class TurnCalendar implements CalendarPort {
  private readonly wantedDays = new Set<number>();
  private readonly wantedCallers = new Set<string>();
  private readonly wantedIds = new Set<string>();
  private readonly byId = new Map<string, AppointmentSnapshot | null>();
  private readonly zone: string;
  private passes = 0;
  /** Set by `warm`: the call's start reads ahead from its first read on. */
  private aheadFirst = false;
  /** The local days the engine asked about (what the next phone turn reads ahead). */
  private readonly asked = new Set<string>();

  constructor(
    private readonly services: Services,
    private readonly businessId: string,
    timeZone: string | null | undefined,
    private readonly versions: CalendarVersions | null,
    private readonly horizonDays: number,
    private readonly busy: BusyInterval[] = [],
    private readonly ahead: AheadReads | null = null,
  ) {
    // The engine's own reading of the zone, so a local day here is the engine's day.
    this.zone = zoneOf(timeZone);
    if (versions) {
      touch(seen, businessId, () => versions, BUSINESSES);
      seen.set(businessId, versions);
    }
  }

  /**
   * Reads, before the turn's versions are known (in the same round trip as them and the call), the UTC days the
   * local days `isoDays` touch, the caller's appointments, and, in a process that has read nothing of the business
   * yet (a cold Lambda), the week from yesterday that a call's start reads. Cached keyed by the versions this process
   * read before sending them (older, so never trusted beyond what they saw), or not trusted at all when there are none.
   * `onlyUnread`: only the days and the caller this process holds nothing of (the test-call path, whose hint this
   * process handed on itself: what it holds is checked against the turn's versions and read after them if it moved).
   */
  static async readAhead(
    services: Services,
    businessId: string,
    timeZone: string | null | undefined,
    isoDays: string[],
    callerNumber: string | null,
    horizonDays: number,
    onlyUnread = false,
  ): Promise<AheadReads> {
    const probe = new TurnCalendar(services, businessId, timeZone, null, horizonDays);
    const before = seen.get(businessId) ?? null;
    const { first, last } = probe.window();
    const toRead = new Set<number>();
    if (!days.get(businessId)?.size) {
      const today = utcDayNumber(services.now().getTime());
      for (let d = first; d <= Math.min(last, today + READ_AHEAD_DAYS); d++) toRead.add(d);
    }
    const held = days.get(businessId);
    // A day held with no counter (read before any versions) is never trusted: as good as unread.
    const holds = (d: number) => (held?.get(d)?.counter ?? -1) !== -1;
    for (const iso of isoDays) for (const d of probe.utcDaysOf(iso)) if (!onlyUnread || !holds(d)) toRead.add(d);
    const list = [...toRead].sort((a, b) => a - b).slice(0, AHEAD_DAYS);
    const repo = services.repos.appointments;
    const readCaller = callerNumber && !(onlyUnread && callers.get(businessId)?.has(callerNumber));
    const [read, mine] = await Promise.all([
      list.length ? repo.snapshotsOnDays(businessId, list) : new Map<number, AppointmentSnapshotRecord[]>(),
      readCaller ? repo.callerSnapshots(businessId, callerNumber, new Date(first * DAY_MS).toISOString(), new Date((last + 1) * DAY_MS).toISOString()) : null,
    ]);
    const cached = touch(days, businessId, () => new Map<number, CachedDay>(), BUSINESSES);
    const counterOf = (d: number) => (before ? before.days[d % before.days.length] ?? 0 : -1);
    for (const [d, appointments] of read) cached.set(d, { counter: counterOf(d), appointments });
    const out: AheadReads = { days: read, callers: new Map() };
    if (callerNumber && mine) {
      out.callers.set(callerNumber, mine);
      // A business not indexed by caller yet finds callers' appointments in the window's days, not here.
      if (before?.callersIndexed) touch(touch(callers, businessId, () => new Map<string, CachedCaller>(), BUSINESSES), callerNumber, () => ({ version: before.calendar, appointments: mine }), CALLERS_PER_BUSINESS);
    }
    return out;
  }

  /** The local days the engine asked about in this turn. */
  get askedDays(): string[] {
    return [...this.asked];
  }

  /** The UTC days (within the window) holding what overlaps local day `isoDay`. */
  private utcDaysOf(isoDay: string): number[] {
    const start = DateTime.fromISO(isoDay, { zone: this.zone }).startOf('day');
    if (!start.isValid) return [];
    const { first, last } = this.window();
    const from = Math.max(first, utcDayNumber(start.toMillis() - REACH_BACK_MS));
    const to = Math.min(last, utcDayNumber(start.plus({ days: 1 }).toMillis() - 1));
    const out: number[] = [];
    for (let d = from; d <= to; d++) out.push(d);
    return out;
  }

  /** UTC days from yesterday to two days past the horizon: as far as the engine books. */
  private window() {
    const now = this.services.now().getTime();
    return { first: utcDayNumber(now - DAY_MS), last: utcDayNumber(now + (this.horizonDays + 2) * DAY_MS) };
  }

  private counter(day: number): number {
    return this.versions ? this.versions.days[day % this.versions.days.length] ?? 0 : -1;
  }

  private fresh(day: number): CachedDay | undefined {
    const early = this.ahead?.days.get(day);
    if (early) return { counter: this.counter(day), appointments: early };
    const hit = days.get(this.businessId)?.get(day);
    return hit && hit.counter !== -1 && hit.counter === this.counter(day) ? hit : undefined;
  }

  day(isoDay: string): CalendarSnapshot {
    const utcDays = this.utcDaysOf(isoDay);
    if (!utcDays.length) return { appointments: [], busy: this.busy };
    this.asked.add(isoDay);
    const appointments: AppointmentSnapshot[] = [];
    for (const d of utcDays) {
      const hit = this.fresh(d);
      if (hit) appointments.push(...hit.appointments);
      else this.wantedDays.add(d);
    }
    return { appointments, busy: this.busy };
  }

  caller(phone: string): AppointmentSnapshot[] {
    const early = this.ahead?.callers.get(phone);
    if (early && this.versions?.callersIndexed) return early;
    const hit = callers.get(this.businessId)?.get(phone);
    if (hit && this.versions && hit.version === this.versions.calendar) return hit.appointments;
    this.wantedCallers.add(phone);
    return [];
  }

  appointment(id: string): AppointmentSnapshot | undefined {
    if (this.byId.has(id)) return this.byId.get(id) ?? undefined;
    this.wantedIds.add(id);
    return undefined;
  }

  /** Whether the turn asked for something not read yet (its answer is to be thrown away and the turn run again). */
  get missing(): boolean {
    return this.wantedDays.size + this.wantedCallers.size + this.wantedIds.size > 0;
  }

  /**
   * Reads what the turn asked for and did not have, all in flight together: each day wanted (from the second read
   * on, or at the call's start, with the days after it; after DAY_PASSES reads, every day of the window not read
   * yet), the callers' appointments from their caller items (or, for a business not indexed yet, from every day of
   * the window), appointments by id.
   */
  async read(): Promise<void> {
    const repo = this.services.repos.appointments;
    const { first, last } = this.window();
    const phones = [...this.wantedCallers];
    // A business whose older appointments have no caller items yet (functions/local/index-callers.ts gives them
    // theirs, an operator's one-off, never a call): its callers' appointments are found in the window's days, read
    // like a turn that looks through weeks: one round trip, bounded by the window, and cached for the call's turns.
    const unindexed = phones.length > 0 && this.versions !== null && !this.versions.callersIndexed;
    const all = ++this.passes > DAY_PASSES || unindexed;
    const ahead = this.passes === 1 && !this.aheadFirst ? 1 : READ_AHEAD_DAYS;
    const toRead = new Set<number>();
    const wanted = all ? [first] : [...this.wantedDays];
    for (const d of wanted) for (let k = 0; (all || k < ahead) && d + k <= last; k++) if (d + k >= first && !this.fresh(d + k)) toRead.add(d + k);
    const ids = [...this.wantedIds];
    this.wantedDays.clear();
    this.wantedCallers.clear();
    this.wantedIds.clear();
    const business = this.businessId;
    const cached = touch(days, business, () => new Map<number, CachedDay>(), BUSINESSES);
    const known = touch(callers, business, () => new Map<string, CachedCaller>(), BUSINESSES);
    const readDays = async () => {
      const list = [...toRead].sort((a, b) => a - b);
      if (list.length > FEW_DAYS) {
        const lo = list[0]!;
        const hi = list[list.length - 1]! + 1;
        const read = await repo.snapshotsBetween(business, new Date(lo * DAY_MS).toISOString(), new Date(hi * DAY_MS).toISOString());
        const fill = new Map(list.map((d) => [d, { counter: this.counter(d), appointments: [] as AppointmentSnapshotRecord[] }]));
        for (const a of read) fill.get(utcDayNumber(a.starts_at))?.appointments.push(a);
        for (const [d, entry] of fill) cached.set(d, entry);
      } else if (list.length) {
        for (const [d, read] of await repo.snapshotsOnDays(business, list)) cached.set(d, { counter: this.counter(d), appointments: read });
      }
    };
    const remember = (phone: string, read: AppointmentSnapshotRecord[]) => {
      const entry: CachedCaller = { version: this.versions ? this.versions.calendar : -1, appointments: read };
      touch(known, phone, () => entry, CALLERS_PER_BUSINESS);
      known.set(phone, entry);
    };
    await Promise.all([
      readDays(),
      ...(unindexed ? [] : phones).map(async (phone) => {
        remember(phone, await repo.callerSnapshots(business, phone, new Date(first * DAY_MS).toISOString(), new Date((last + 1) * DAY_MS).toISOString()));
      }),
      ...ids.map(async (id) => {
        const a = await repo.get(business, id);
        this.byId.set(id, a ? (Object.fromEntries(SNAPSHOT_FIELDS.map((f) => [f, a[f]])) as AppointmentSnapshotRecord) : null);
      }),
    ]);
    if (unindexed) {
      // Every day of the window is fresh now: the callers' appointments are among them (engine: same number).
      const window: AppointmentSnapshotRecord[] = [];
      for (let d = first; d <= last; d++) window.push(...(cached.get(d)?.appointments ?? []));
      for (const phone of phones) remember(phone, window.filter((a) => a.phone_number === phone));
    }
    for (const d of cached.keys()) if (d < first) cached.delete(d);
  }

  /** The days from yesterday to a week ahead and the caller's appointments, read at a call's start for its turns. */
  async warm(callerNumber: string | null): Promise<void> {
    this.aheadFirst = true;
    this.day(DateTime.fromMillis(this.services.now().getTime(), { zone: this.zone }).toISODate()!);
    if (callerNumber) this.caller(callerNumber);
    if (this.missing) await this.read();
  }

  /**
   * Runs `turn` (the engine, which is pure) until it has asked for nothing unread: usually once; once more after each
   * read of what it asked for (a day not read yet or changed by a write, a caller's appointments after a write).
   */
  async untilRead<T>(turn: () => T | Promise<T>): Promise<T> {
    for (let run = 1; ; run++) {
      const result = await turn();
      if (!this.missing || run === MAX_RUNS) return result;
      await this.read();
    }
  }
}
