import type { DeletionMarker } from './account-data/model.js';
import type { EmailLinkRecord, PasswordResetTokenRecord, UserRecord } from './accounts/model.js';
import type {
  AppointmentListFilters,
  AppointmentListPage,
  AppointmentRecord,
  AppointmentSnapshotRecord,
  AppointmentWriteOutcome,
  ReminderSchedule,
} from './appointments/model.js';
import type { RefreshTokenRecord, SessionFamily } from './auth/model.js';
import type { BusinessAggregate, BusinessRoot } from './business/aggregate.js';
import type { BusinessPlan } from './business/update.js';
import type { CallOutcome, CallPageQuery, CallRecord, KnowledgeGapRecord, MessageRecord, TranscriptEntry, TurnCommitOutcome, TurnEffectWrites } from './calls/model.js';
import type { CustomerHistoryRecord, CustomerRecord } from './customers/model.js';
import type { GoogleEventLink, GoogleGrantRecord, GoogleSyncProblem, OAuthStateRecord } from './google/model.js';
import type { OrderRecord, OrderStatus } from './orders/model.js';
import type { PhoneLinkRecord, ReserveOutcome } from './phone-numbers/model.js';
import type { CallStatsItem, CallTally } from './reports/model.js';
import type { ScrapeRecord } from './scrape/model.js';
import type { IndexOptions, SearchHit, SearchKind, SearchEntry } from './search/model.js';
import type { CallGlance } from '../contract/go-live.js';
import type { ExportSection } from '../contract/account-export.js';

/**
 * The repository ports: what the domain asks of storage, one interface per repository, in the domain's own record
 * types. functions/data/ implements them over the one DynamoDB table (`data/repositories.ts` builds them all once per
 * process, typed by `Repositories` below, so a repository that drifts from its port fails to compile there); the
 * domain reaches them only as `services.repos`. A new method starts here, then goes in its data/ repository.
 */
export interface Repositories {
  accountErase: AccountEraseRepository;
  appointments: AppointmentsRepository;
  business: BusinessRepository;
  calls: CallsRepository;
  callOutcomes: CallOutcomesRepository;
  callStats: CallStatsRepository;
  customers: CustomersRepository;
  emailLinks: EmailLinksRepository;
  export: ExportRepository;
  goLive: GoLiveRepository;
  google: GoogleRepository;
  knowledgeGaps: KnowledgeGapsRepository;
  messages: MessagesRepository;
  newsletter: NewsletterRepository;
  orders: OrdersRepository;
  passwordReset: PasswordResetRepository;
  phoneNumbers: PhoneNumbersRepository;
  rateLimit: RateLimitRepository;
  reminderMarks: ReminderMarksRepository;
  scrape: ScrapeRepository;
  search: SearchIndexRepository;
  sessions: SessionsRepository;
  users: UsersRepository;
}

/** A stored item's address, as account deletion passes it from `guardKeys` to `deleteKeys` (the domain never builds one). */
export interface ItemKey {
  PK: string;
  SK: string;
}

export interface AccountEraseRepository {
  putMarker(marker: DeletionMarker): Promise<void>;
  getMarker(userId: string): Promise<DeletionMarker | null>;
  pendingMarkers(): Promise<DeletionMarker[]>;
  markEmailSent(userId: string): Promise<void>;
  deleteMarker(userId: string): Promise<void>;
  /** What erasing a business needs to know of its appointments (reminders, codes) and calls (recordings, pointers). */
  appointmentsAndCalls(businessId: string): Promise<{ appointments: Record<string, unknown>[]; calls: Record<string, unknown>[] }>;
  phoneLink(e164: string): Promise<Record<string, any> | null>;
  deleteKeys(keys: ItemKey[]): Promise<void>;
  erasePartition(pk: string): Promise<number>;
  erasePartitions(pks: readonly string[]): Promise<number>;
  businessPartitions(businessId: string): string[];
  eraseTenantPointers(userId: string): Promise<number>;
  emailPartitions(email: string): string[];
  userPartition(userId: string): string;
  guardKeys(input: { codeHashes: string[]; callIds: string[]; email: string; phone: string | null }): ItemKey[];
}

export interface AppointmentsRepository {
  nextNumber(businessId: string): Promise<number>;
  get(businessId: string, appointmentId: string): Promise<AppointmentRecord | null>;
  businessRoot(businessId: string): Promise<BusinessRoot | null>;
  findByCodeHash(codeHash: string): Promise<{ business_id: string; appointment_id: string } | null>;
  /**
   * `later`: given the writes that follow a created appointment (its search and customer index, the calendar's
   * counters) instead of awaiting them, so a caller can send its own write beside them; it awaits them before it answers.
   */
  create(a: AppointmentRecord, codeHash: string, later?: (follow: Promise<void>) => void): Promise<AppointmentWriteOutcome>;
  replace(before: AppointmentRecord, after: AppointmentRecord, diff: { acquire: string[]; release: string[] }): Promise<AppointmentWriteOutcome>;
  remove(a: AppointmentRecord, codeHash: string): Promise<AppointmentWriteOutcome>;
  setReminderExecution(a: AppointmentRecord, reminder: ReminderSchedule, now: string): Promise<AppointmentRecord | null>;
  slotHolders(businessId: string, slot: string): Promise<string[]>;
  dropHolder(businessId: string, slot: string, appointmentId: string): Promise<void>;
  list(businessId: string, filters: AppointmentListFilters, limit: number, after?: string): Promise<AppointmentListPage>;
  between(businessId: string, fromIso: string, toIso: string): Promise<AppointmentRecord[]>;
  snapshotsBetween(businessId: string, fromIso: string, toIso: string, slices?: number): Promise<AppointmentSnapshotRecord[]>;
  /** The appointments starting on each UTC day (days since the epoch). */
  snapshotsOnDays(businessId: string, utcDays: number[]): Promise<Map<number, AppointmentSnapshotRecord[]>>;
  /** A caller's own appointments starting in [fromIso, toIso), by their number. */
  callerSnapshots(businessId: string, phone: string, fromIso: string, toIso: string): Promise<AppointmentSnapshotRecord[]>;
}

export interface BusinessRepository {
  load(businessId: string): Promise<BusinessAggregate | null>;
  /** The change counters a call's caches are keyed by: `days` counts appointment writes per UTC day of a start. */
  /**
   * `cached`: the aggregate this process holds; when a save moved the root's or the assistant's version without
   * changing a nested record, `aggregate` is the business as it stands (read in the same request).
   */
  versions(
    businessId: string,
    cached?: BusinessAggregate,
  ): Promise<{ business: number; assistant: number; calendar: number; days: number[]; callersIndexed: boolean; appointmentSeq: number; aggregate?: BusinessAggregate } | null>;
  /** A new aggregate; with `ownerId`, linked to that user (only one without a business) in the same write. */
  create(agg: BusinessAggregate, ownerId?: string): Promise<boolean>;
  save(agg: BusinessAggregate, plan: BusinessPlan): Promise<boolean>;
}

export interface CallsRepository {
  newCallId(businessId: string, startedAtIso: string): string;
  businessIdOfCallId(callId: string): string | null;
  put(call: CallRecord): Promise<void>;
  /** With `startKey`: a start repeated with the same key writes nothing and answers the first start's call id. */
  create(call: CallRecord, tally?: CallTally, startKey?: string): Promise<string>;
  callIdOfStartKey(businessId: string, startKey: string): Promise<string | null>;
  getById(callId: string): Promise<CallRecord | null>;
  appendTurn(previous: CallRecord, next: CallRecord, lines: TranscriptEntry[], expectedVersion: number, tally?: CallTally): Promise<boolean>;
  saveVersioned(call: CallRecord, expectedVersion: number, tally?: CallTally): Promise<boolean>;
  /** Removes a call that is not to be logged, with its pointers, if still at `expectedVersion`; false when a turn saved first. */
  discard(call: CallRecord, expectedVersion: number): Promise<boolean>;
  /**
   * A turn's write (appendTurn's) and the records its effects create (`writes`), in one transaction, if the call is
   * still at `expectedVersion`: all of it or nothing.
   */
  commitTurn(
    previous: CallRecord,
    next: CallRecord,
    lines: TranscriptEntry[],
    expectedVersion: number,
    tally: CallTally | undefined,
    writes: TurnEffectWrites,
  ): Promise<TurnCommitOutcome>;
  /** Marks the effects a turn is about to carry out (version + 1), if the call is still at `expectedVersion`. */
  claimEffects(call: CallRecord, pending: string[], expectedVersion: number): Promise<boolean>;
  page(businessId: string, q: CallPageQuery): Promise<{ calls: CallRecord[]; next: string | null }>;
  recent(businessId: string, limit?: number, before?: string): Promise<{ calls: CallRecord[]; next: string | null }>;
  openCalls(businessId: string, limit?: number): Promise<Array<{ call_id: string; started_at: string }>>;
}

/** The outcomes of a business's calls (the dashboard's stat cards), apart from the calls repository it reads from. */
export interface CallOutcomesRepository {
  /** Outcomes of the calls that started in [fromIso, toIso), the served ones as `served`; test calls left out. */
  between(businessId: string, fromIso: string, toIso: string): Promise<Array<CallOutcome | null>>;
}

export interface CallStatsRepository {
  claimDailySummary(businessId: string, day: string, sentAtIso: string, run: string): Promise<boolean>;
  between(businessId: string, fromDay: string, toDay: string): Promise<CallStatsItem[]>;
}

export interface CustomersRepository {
  get(businessId: string, e164: string, consistent?: boolean): Promise<CustomerRecord | null>;
  page(businessId: string, limit: number, after?: string): Promise<{ customers: CustomerRecord[]; next: string | null }>;
  history(businessId: string, e164: string, limit: number, after?: string): Promise<{ entries: CustomerHistoryRecord[]; next: string | null }>;
}

export interface EmailLinksRepository {
  put(tokenHash: string, record: EmailLinkRecord): Promise<void>;
  get(tokenHash: string): Promise<EmailLinkRecord | null>;
  consume(tokenHash: string, now: Date): Promise<boolean>;
}

export interface ExportRepository {
  page(businessId: string, limit: number, cursorSk?: string): Promise<{ sections: Record<ExportSection, Record<string, unknown>[]>; next: string | null }>;
}

export interface GoLiveRepository {
  latestCalls(businessId: string, limit?: number): Promise<CallGlance[]>;
}

export interface GoogleRepository {
  putOAuthState(record: OAuthStateRecord): Promise<void>;
  takeOAuthState(stateHash: string): Promise<OAuthStateRecord | null>;
  getGrant(businessId: string): Promise<GoogleGrantRecord | null>;
  putGrant(record: GoogleGrantRecord): Promise<void>;
  updateTokens(businessId: string, tokensEncrypted: string, at: string): Promise<void>;
  setProblem(businessId: string, problem: GoogleSyncProblem | null): Promise<void>;
  deleteGrant(businessId: string): Promise<void>;
  getEventLink(businessId: string, appointmentId: string): Promise<GoogleEventLink | null>;
  putEventLink(link: GoogleEventLink): Promise<void>;
  deleteEventLink(businessId: string, appointmentId: string): Promise<void>;
}

export interface KnowledgeGapsRepository {
  between(businessId: string, fromIso: string, toIso: string, limit: number): Promise<KnowledgeGapRecord[]>;
  create(gap: KnowledgeGapRecord): Promise<boolean>;
  page(businessId: string, limit: number, cursor?: string): Promise<{ gaps: KnowledgeGapRecord[]; next: string | null }>;
}

export interface MessagesRepository {
  create(message: MessageRecord): Promise<boolean>;
  recent(businessId: string, limit?: number): Promise<MessageRecord[]>;
  /** The calls whose message, taken between the two UTC ISO instants, carries the old `URGENT: ` mark in its text. */
  legacyUrgentCallIds(businessId: string, fromIso: string, toIso: string): Promise<Set<string>>;
}

export interface NewsletterRepository {
  subscribe(email: string, subscribedAt: string, source: string): Promise<boolean>;
}

export interface OrdersRepository {
  create(order: OrderRecord): Promise<boolean>;
  recent(businessId: string, limit?: number): Promise<OrderRecord[]>;
  page(businessId: string, limit: number, after?: string): Promise<{ orders: OrderRecord[]; next: string | null }>;
  setStatus(businessId: string, ref: string, from: OrderStatus, to: OrderStatus, nowIso: string): Promise<OrderRecord | null>;
  get(businessId: string, ref: string): Promise<OrderRecord | null>;
}

export interface PasswordResetRepository {
  putToken(tokenHash: string, record: PasswordResetTokenRecord): Promise<void>;
  getToken(tokenHash: string): Promise<PasswordResetTokenRecord | null>;
  lastResetAt(userId: string): Promise<number>;
  consume(tokenHash: string, token: Pick<PasswordResetTokenRecord, 'user_id' | 'issued_at'>, now: Date): Promise<boolean>;
}

export interface PhoneNumbersRepository {
  get(e164: string): Promise<PhoneLinkRecord | null>;
  activeBusinessId(e164: string): Promise<string | null>;
  linked(numbers: string[]): Promise<Set<string>>;
  reserve(e164: string, businessId: string, provider: string, nowIso: string): Promise<ReserveOutcome>;
  activate(e164: string, businessId: string, claim: { provider_id: string | null; provider_arn: string | null }): Promise<void>;
  unreserve(e164: string, businessId: string, nowIso: string): Promise<void>;
}

export interface RateLimitRepository {
  count(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<{ count: number; retryAfterSeconds: number }>;
  hit(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<number>;
  reset(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<void>;
}

export interface ReminderMarksRepository {
  claim(mark: { businessId: string; scheduleId: string; channel: string; appointmentId: string; sentAt: string; expiresAt: number }): Promise<boolean>;
  release(businessId: string, scheduleId: string, channel: string): Promise<void>;
}

export interface ScrapeRepository {
  get(businessId: string): Promise<ScrapeRecord | null>;
  request(record: ScrapeRecord): Promise<boolean>;
  update(businessId: string, executionName: string | null, fields: Partial<Omit<ScrapeRecord, 'business_id' | 'execution_name'>>): Promise<boolean>;
}

/** The top bar's search index (data/search-index.ts). */
export interface SearchIndexRepository {
  index(businessId: string, kind: SearchKind, id: string, entry: SearchEntry, options?: IndexOptions): Promise<void>;
  remove(businessId: string, kind: SearchKind, id: string): Promise<void>;
  /**
   * Hits whose token starts with `prefix` and whose text holds every word of `also`; `rank` 2 when the token is a
   * formatted id's whole number, 1 another whole token, 0 a longer one.
   */
  lookup(businessId: string, prefix: string, also: string[], limit: number): Promise<Array<SearchHit & { rank: number }>>;
}

export interface SessionsRepository {
  putFamily(family: SessionFamily): Promise<void>;
  getFamily(userId: string, familyId: string): Promise<SessionFamily | null>;
  deleteFamily(userId: string, familyId: string): Promise<void>;
  deleteAllFamilies(userId: string): Promise<void>;
  putRefreshToken(tokenHash: string, record: RefreshTokenRecord): Promise<void>;
  getRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>;
  markRotated(tokenHash: string, at: number): Promise<boolean>;
}

export interface UsersRepository {
  get(userId: string): Promise<UserRecord | null>;
  findIdByEmail(email: string): Promise<string | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  create(user: UserRecord): Promise<boolean>;
  update(
    userId: string,
    fields: Partial<Omit<UserRecord, 'id' | 'email' | 'created_at'>>,
    expect?: Partial<Pick<UserRecord, 'status' | 'signup_token_hash' | 'business_id' | 'password_hash' | 'email'>> & {
      /** null: the attribute is absent (a user who never saved contact details) or null. */
      profile_version?: number | null;
    },
  ): Promise<boolean>;
  changeEmail(user: UserRecord, newEmail: string, save: EmailChangeSave): Promise<EmailChangeOutcome>;
}

/** The rest of a profile save an email change writes with it, and the version it is conditioned on and moves to. */
export interface EmailChangeSave {
  fields: Partial<Omit<UserRecord, 'id' | 'email' | 'created_at' | 'profile_version'>>;
  /** The profile_version the save read (null: never saved). */
  expectedVersion: number | null;
  nextVersion: number;
}
export type EmailChangeOutcome = 'changed' | 'taken' | 'changed_elsewhere';
