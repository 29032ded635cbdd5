import { BatchGetCommand, BatchWriteCommand, QueryCommand, type BatchGetCommandOutput, TransactWriteCommand, type TransactWriteCommandInput } from './dynamo-commands.js';
import type { Db } from './client.js';
import type { AssistantRecord, BusinessAggregate, BusinessRoot, NestedListName } from '../core/business/aggregate.js';
import { NESTED_LISTS, sortNested } from '../core/business/aggregate.js';
import type { BusinessPlan } from '../core/business/update.js';
import { AGGREGATE_PREFIX, NESTED_PREFIX, appointmentCounterKey, assistantKey, businessKey, businessPartition, CALENDAR_DAY_COUNTERS, calendarDayAttribute, calendarVersionKey, nestedKey, savedRecordsAfter, savedRecordsKey } from './keys.js';
import { isConditionFailure } from './errors.js';
import { UsersRepo } from './users-repo.js';
import { newId } from '../core/ids.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const strip = <T>(item: Record<string, unknown>): T => {
  const { PK: _pk, SK: _sk, business_id: _b, gen: _g, nested_manifest: _m, recent_records: _r, ...rest } = item;
  return rest as T;
};

/**
 * Which item holds each nested record the business shows: list → record id → the gen of the save that wrote it
 * ('' for a record written before saves were staged). Kept on the root item, so the root's final conditional
 * write is what makes a save's records visible.
 */
type Manifest = Record<NestedListName, Record<string, string>>;

/**
 * A nested record a recent save wrote, kept on the root item (`recent_records`) beside the manifest that names it:
 * a reader holding the business from before that save (the call session's per-process cache) brings it up to date
 * from the root alone, which it reads with the versions anyway, instead of reading the business again.
 */
interface RecentRecord {
  list: NestedListName;
  gen: string;
  record: Record<string, unknown>;
}
/**
 * The root carries at most this many bytes of recent records (a few dozen FAQs or services; every turn of a call
 * reads the root whole). A save whose own records do not fit carries none: a reader older than it reads the business.
 */
export const RECENT_RECORDS_BYTES = 16 * 1024;

/**
 * Every save of nested records also stages them, whatever their size, in items of their own keyed by the root
 * version it writes (keys.ts `savedRecordsKey`), in chunks of at most this many bytes (an item holds 400 KB): a
 * reader holding an older copy reads them beside the versions (`versions`), so even a pasted menu costs it bytes,
 * not a round trip. Kept this long (TTL): a copy older than that is read again whole.
 */
const SAVED_CHUNK_BYTES = 256 * 1024;
const SAVED_RECORDS_TTL_SECONDS = 24 * 3600;

/** Parallel batches of 25 (BatchWriteItem's limit), unprocessed items sent again. */
const BATCH = 25;
const BATCHES_IN_FLIGHT = 4;

/** What a load saw besides the aggregate: the manifest it used and the items no manifest names (a failed save's). */
interface LoadState {
  manifest: Manifest;
  stale: Array<{ SK: string }>;
  /** The root's recent records when it was read: a save carries on those its manifest still names. */
  recent: RecentRecord[];
}

export class BusinessRepo {
  /** Per loaded aggregate, what save() needs to know about the items behind it. */
  private readonly loaded = new WeakMap<BusinessAggregate, LoadState>();

  constructor(private readonly db: Db) {}

  /**
   * The aggregate as of one version: one strongly consistent Query (SK begins_with A#) returns the root with its
   * manifest and every nested item; only the items the manifest names are the business's. Records staged by a
   * save that has not flipped (or failed) are not in it. If a save's clean-up removed an item this read's root
   * still names (the query is not one snapshot), the read starts again and sees the newer root.
   */
  async load(businessId: string): Promise<BusinessAggregate | null> {
    for (let attempt = 0; ; attempt++) {
      const result = await this.loadOnce(businessId);
      if (result !== 'retry') return result;
      if (attempt >= 7) throw new Error(`The business ${businessId} kept changing while it was read`);
      // A save's clean-up is under way: give it a moment (about 2.5 s in all on a busy machine) before reading again.
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    }
  }

  private async loadOnce(businessId: string): Promise<BusinessAggregate | null | 'retry'> {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': AGGREGATE_PREFIX },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(out.Items ?? []));
      startKey = out.LastEvaluatedKey;
    } while (startKey);

    let rootItem: Record<string, unknown> | null = null;
    let assistant: AssistantRecord | null = null;
    const nested: Array<{ list: NestedListName; item: Record<string, unknown> }> = [];
    for (const item of items) {
      const sk = item.SK as string;
      if (sk === businessKey(businessId).SK) rootItem = item;
      else if (sk === assistantKey(businessId).SK) assistant = { ...strip<AssistantRecord>(item), business_id: businessId };
      else {
        const list = NESTED_LISTS.find((l) => sk.startsWith(NESTED_PREFIX[l]));
        if (list) nested.push({ list, item });
      }
    }
    if (!rootItem || !assistant) return null;
    const stored = rootItem.nested_manifest as Manifest | undefined;
    const lists: Record<NestedListName, unknown[]> = {
      business_addresses: [],
      business_items: [],
      business_questions: [],
      working_hours: [],
    };
    const stale: Array<{ SK: string }> = [];
    const manifest = emptyManifest();
    for (const { list, item } of nested) {
      const gen = (item.gen as string | undefined) ?? '';
      // Before the first staged save a business has no manifest: its records are the items without a gen.
      const visible = stored ? stored[list]?.[item.id as string] === gen : gen === '';
      if (visible) {
        lists[list].push(strip(item));
        manifest[list][item.id as string] = gen;
      } else stale.push({ SK: item.SK as string });
    }
    if (stored && NESTED_LISTS.some((list) => Object.keys(stored[list] ?? {}).length !== lists[list].length)) return 'retry';
    const agg: BusinessAggregate = {
      business: strip<BusinessRoot>(rootItem),
      assistant,
      business_addresses: sortNested('business_addresses', lists.business_addresses as never),
      business_items: sortNested('business_items', lists.business_items as never),
      business_questions: sortNested('business_questions', lists.business_questions as never),
      working_hours: sortNested('working_hours', lists.working_hours as never),
    };
    this.loaded.set(agg, { manifest, stale, recent: (rootItem.recent_records as RecentRecord[] | undefined) ?? [] });
    return agg;
  }

  /**
   * The versions of the root and of the assistant (together they change with every save of the business, so they
   * key a cached aggregate) and of the calendar (moved by every appointment write), with the calendar's per-day
   * counters (`days[n]` is keys.ts `calendarDayAttribute` `d<n>`: which days an appointment write touched) and whether
   * every appointment is listed under its caller's number, and where the appointment number sequence stands, in one
   * small strongly consistent BatchGet: what a call session checks before reusing what it read.
   */
  async versions(
    businessId: string,
    cached?: BusinessAggregate,
  ): Promise<{ business: number; assistant: number; calendar: number; days: number[]; callersIndexed: boolean; appointmentSeq: number; aggregate?: BusinessAggregate } | null> {
    // With the appointment number sequence: a turn that books takes the next number in its own transaction.
    const keys = [businessKey(businessId), assistantKey(businessId), calendarVersionKey(businessId), appointmentCounterKey(businessId)];
    const dayNames = Array.from({ length: CALENDAR_DAY_COUNTERS }, (_, n) => calendarDayAttribute(n));
    let request: Record<string, unknown> | undefined = {
      [this.db.tableName]: {
        Keys: keys,
        ConsistentRead: true,
        // With a cached aggregate, the root and the assistant whole: a save that changed them and no nested record
        // is then known without reading the business again.
        ...(cached
          ? {}
          : { ProjectionExpression: ['SK', '#v', 'callers_indexed', 'seq', ...dayNames].join(', '), ExpressionAttributeNames: { '#v': 'version' } }),
      },
    };
    const batchGet = async () => {
      const found = new Map<string, Record<string, unknown>>();
      for (let attempt = 0; request && Object.keys(request).length; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt)));
        const out: BatchGetCommandOutput = await this.db.doc.send(new BatchGetCommand({ RequestItems: request as never }));
        for (const item of out.Responses?.[this.db.tableName] ?? []) found.set(item.SK as string, item);
        request = out.UnprocessedKeys as Record<string, unknown> | undefined;
      }
      return found;
    };
    // With a cached aggregate, what the saves after it wrote, in the same round trip (none when nothing moved).
    const [found, saved] = await Promise.all([batchGet(), cached ? this.savedSince(businessId, cached.business.version) : []]);
    const business = found.get(keys[0]!.SK)?.version;
    const assistant = found.get(keys[1]!.SK)?.version;
    // No calendar counter yet: no appointment written through the repository since it was introduced.
    const calendar = found.get(keys[2]!.SK) ?? {};
    return business === undefined || assistant === undefined
      ? null
      : {
          business: Number(business),
          assistant: Number(assistant),
          calendar: Number(calendar.version ?? 0),
          days: dayNames.map((d) => Number(calendar[d] ?? 0)),
          // Every appointment has its caller item (appointments-repo.ts `indexCallers` ran).
          callersIndexed: calendar.callers_indexed === true,
          appointmentSeq: Number(found.get(keys[3]!.SK)?.seq ?? 0),
          ...(cached ? this.refreshed(cached, found.get(keys[0]!.SK), found.get(keys[1]!.SK), saved) : {}),
        };
  }

  /**
   * The records the saves after root version `version` staged (`save`, keys.ts `savedRecordsKey`): one strongly
   * consistent Query of one page (1 MB; what a bigger backlog lacks is read with the business), empty when no save
   * came since. Those of a save that lost its race or has not flipped yet are among them: the manifest, read with the
   * versions, names only the gens that count. Never throws: what it could not read is read with the business.
   */
  private async savedSince(businessId: string, version: number): Promise<RecentRecord[]> {
    const range = savedRecordsAfter(version);
    try {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':from': range.from, ':to': range.to },
          ConsistentRead: true,
        }),
      );
      return (out.Items ?? []).flatMap((item) =>
        ((item.records as Array<{ list: NestedListName; record: Record<string, unknown> }> | undefined) ?? []).map(({ list, record }) => ({ list, gen: item.gen as string, record })),
      );
    } catch {
      return [];
    }
  }

  /**
   * `cached` brought up to the root and the assistant read now, when a save moved their versions: the records the
   * root's manifest names are those `cached` holds at the same gen, or the root's recent records (what the last saves
   * wrote, RecentRecord; one item with the manifest, so never out of step with it), or those the saves since `cached`
   * staged (`saved`, read beside the root: a save that flipped between the two reads may be missing from it). Nothing
   * when the versions stand still (`cached` is current) or a record named is in none of them (that save's records
   * expired, or it flipped between the two reads): then the caller reads the business again.
   */
  private refreshed(
    cached: BusinessAggregate,
    root: Record<string, unknown> | undefined,
    assistant: Record<string, unknown> | undefined,
    saved: RecentRecord[],
  ): { aggregate?: BusinessAggregate } {
    const state = this.loaded.get(cached);
    if (!root || !assistant || !state) return {};
    if (Number(root.version) === cached.business.version && Number(assistant.version) === cached.assistant.version) return {};
    const stored = root.nested_manifest as Manifest | undefined;
    if (!stored) return {};
    const recent = (root.recent_records as RecentRecord[] | undefined) ?? [];
    const manifest = emptyManifest();
    const lists = {} as Record<NestedListName, unknown[]>;
    for (const list of NESTED_LISTS) {
      const held = new Map((cached[list] as Array<{ id: string }>).map((r) => [r.id, r]));
      const written = new Map([...recent, ...saved].filter((r) => r.list === list).map((r) => [`${r.record.id as string}#${r.gen}`, r.record]));
      lists[list] = [];
      for (const [id, gen] of Object.entries(stored[list] ?? {})) {
        const record = state.manifest[list][id] === gen ? held.get(id) : written.has(`${id}#${gen}`) ? strip(written.get(`${id}#${gen}`)!) : undefined;
        if (!record) return {};
        lists[list].push(record);
        manifest[list][id] = gen;
      }
    }
    const aggregate: BusinessAggregate = {
      business: strip<BusinessRoot>(root),
      assistant: { ...strip<AssistantRecord>(assistant), business_id: cached.business.id },
      business_addresses: sortNested('business_addresses', lists.business_addresses as never),
      business_items: sortNested('business_items', lists.business_items as never),
      business_questions: sortNested('business_questions', lists.business_questions as never),
      working_hours: sortNested('working_hours', lists.working_hours as never),
    };
    this.loaded.set(aggregate, { manifest, stale: [], recent });
    return { aggregate };
  }

  /**
   * Writes a new aggregate. With `ownerId`, the owner's user is linked to it in the same transaction, and only a user
   * without a business yet: false when that user (or the business) already exists.
   */
  async create(agg: BusinessAggregate, ownerId?: string): Promise<boolean> {
    const extra: TransactItem[] = ownerId ? [new UsersRepo(this.db).linkBusinessItem(ownerId, agg.business.id)] : [];
    const id = agg.business.id;
    const items: TransactItem[] = [
      {
        Put: {
          TableName: this.db.tableName,
          Item: { ...businessKey(id), ...agg.business, nested_manifest: manifestOf(agg) },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { TableName: this.db.tableName, Item: { ...assistantKey(id), ...agg.assistant } } },
      ...NESTED_LISTS.flatMap((list) =>
        (agg[list] as Array<{ id: string }>).map((record) => ({
          Put: { TableName: this.db.tableName, Item: { ...nestedKey(id, list, record.id), ...record, business_id: id } },
        })),
      ),
      ...extra,
    ];
    try {
      await this.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Writes a plan as one logical change of any size. The nested records it puts are staged first as new items
   * under a gen of this save (BatchWriteItem, invisible: no manifest names them); then one small transaction
   * writes the root, with the manifest now naming them and without the deleted ones, conditioned on the version
   * the plan was computed from (and the assistant, on its own version). Readers see the old manifest or the new,
   * never a mix; a failure before the flip leaves the old state visible and only unnamed items behind, which the
   * next save removes. Returns false when another save got there first.
   */
  async save(agg: BusinessAggregate, plan: BusinessPlan): Promise<boolean> {
    const id = agg.business.id;
    const table = this.db.tableName;
    const state: LoadState = this.loaded.get(agg) ?? { manifest: manifestOf(agg), stale: [], recent: [] };
    const gen = newId();
    const staged = [
      ...plan.puts.map(({ list, record }) => ({ ...nestedKey(id, list, record.id, gen), ...record, business_id: id, gen })),
      ...(plan.root ? savedRecordItems(id, plan, plan.root.version, gen, Date.parse(plan.root.updated_at)) : []),
    ];
    const manifest: Manifest = {
      business_addresses: { ...state.manifest.business_addresses },
      business_items: { ...state.manifest.business_items },
      business_questions: { ...state.manifest.business_questions },
      working_hours: { ...state.manifest.working_hours },
    };
    // Items the load saw but no manifest named: a failed save's leftovers, or the staged items of a save still in
    // flight. Only a save that flips the root itself (its version condition makes that other save fail) may remove
    // them; a save of the assistant alone must leave them, or it would delete what the other save is about to name.
    const superseded: Array<{ SK: string }> = plan.root ? [...state.stale] : [];
    for (const { list, record } of plan.puts) {
      if (record.id in manifest[list]) superseded.push({ SK: nestedKey(id, list, record.id, manifest[list][record.id]).SK });
      manifest[list][record.id] = gen;
    }
    for (const { list, id: recordId } of plan.deletes) {
      if (recordId in manifest[list]) superseded.push({ SK: nestedKey(id, list, recordId, manifest[list][recordId]).SK });
      delete manifest[list][recordId];
    }

    const items: TransactItem[] = [];
    if (plan.root) {
      items.push({
        Put: {
          TableName: table,
          Item: { ...businessKey(id), ...plan.root, nested_manifest: manifest, ...recentRecords(plan, gen, state.recent, manifest) },
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': agg.business.version },
        },
      });
    }
    if (plan.assistant) {
      items.push({
        Put: {
          TableName: table,
          Item: { ...assistantKey(id), ...plan.assistant },
          ConditionExpression: 'version = :av',
          ExpressionAttributeValues: { ':av': agg.assistant.version },
        },
      });
    }
    if (items.length === 0) return true;
    // Nested changes always come with the root (planBusinessUpdate bumps its version), which carries the manifest.
    if (!plan.root && (plan.puts.length || plan.deletes.length)) throw new Error('A nested change needs the root in the same save');
    await this.batchWrite(staged.map((Item) => ({ PutRequest: { Item } })));
    try {
      await this.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      // Lost the race (or failed): what this save staged is named by no manifest; remove it, best effort.
      await this.batchWrite(staged.map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } }))).catch(() => undefined);
      if (isConditionFailure(error)) return false;
      throw error;
    }
    // After the flip no reader needs the superseded items (one that read the old root re-reads); best effort: a
    // leftover is named by no manifest and the next save removes it.
    const pk = businessPartition(id);
    await this.batchWrite(superseded.map(({ SK }) => ({ DeleteRequest: { Key: { PK: pk, SK } } }))).catch(() => undefined);
    return true;
  }

  private async batchWrite(requests: Array<Record<string, unknown>>): Promise<void> {
    const batches: Array<Array<Record<string, unknown>>> = [];
    for (let i = 0; i < requests.length; i += BATCH) batches.push(requests.slice(i, i + BATCH));
    let next = 0;
    let failed = false;
    // On a failure the other workers stop taking batches, and the error is thrown only once none is in flight:
    // nothing of this save is written after its caller has moved on.
    const settled = await Promise.allSettled(
      Array.from({ length: Math.min(BATCHES_IN_FLIGHT, batches.length) }, async () => {
        while (!failed && next < batches.length) {
          let pending = batches[next++]!;
          try {
            for (let attempt = 0; pending.length; attempt++) {
              if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(500, 20 * 2 ** attempt)));
              const out = await this.db.doc.send(new BatchWriteCommand({ RequestItems: { [this.db.tableName]: pending as never } }));
              pending = (out.UnprocessedItems?.[this.db.tableName] ?? []) as Array<Record<string, unknown>>;
              if (attempt > 8 && pending.length) throw new Error('DynamoDB kept refusing a batch of business records');
            }
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      }),
    );
    const rejected = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (rejected) throw rejected.reason;
  }
}

function emptyManifest(): Manifest {
  return { business_addresses: {}, business_items: {}, business_questions: {}, working_hours: {} };
}

/**
 * The root's recent records after a save: the records it writes, then those of the saves before it that its
 * manifest still names, newest first, within RECENT_RECORDS_BYTES. None when its own do not fit: a reader from
 * before this save could not be brought up to date from the root anyway.
 */
function recentRecords(plan: BusinessPlan, gen: string, before: RecentRecord[], manifest: Manifest): { recent_records?: RecentRecord[] } {
  const kept: RecentRecord[] = [];
  let bytes = 0;
  const fits = (r: RecentRecord) => {
    const size = utf8.encode(JSON.stringify(r)).length;
    if (bytes + size > RECENT_RECORDS_BYTES) return false;
    bytes += size;
    kept.push(r);
    return true;
  };
  for (const { list, record } of plan.puts) if (!fits({ list, gen, record: record as unknown as Record<string, unknown> })) return {};
  for (const r of before) if (manifest[r.list]?.[r.record.id as string] === r.gen && !fits(r)) break;
  return kept.length ? { recent_records: kept } : {};
}
const utf8 = new TextEncoder();

/**
 * What a save stages for readers holding an older copy (`savedSince`): its records in chunks of SAVED_CHUNK_BYTES,
 * under the root version it writes, kept SAVED_RECORDS_TTL_SECONDS from the save.
 */
function savedRecordItems(businessId: string, plan: BusinessPlan, version: number, gen: string, savedAt: number): Array<Record<string, unknown>> {
  const chunks: Array<Array<{ list: NestedListName; record: unknown }>> = [];
  let bytes = SAVED_CHUNK_BYTES;
  for (const put of plan.puts) {
    const size = utf8.encode(JSON.stringify(put)).length;
    if (bytes + size > SAVED_CHUNK_BYTES) {
      chunks.push([]);
      bytes = 0;
    }
    chunks[chunks.length - 1]!.push(put);
    bytes += size;
  }
  const expiresAt = Math.floor((Number.isFinite(savedAt) ? savedAt : Date.now()) / 1000) + SAVED_RECORDS_TTL_SECONDS;
  return chunks.map((records, n) => ({ ...savedRecordsKey(businessId, version, gen, n), gen, records, expiresAt }));
}

/** The manifest of an aggregate whose records all sit in items without a gen (a new business, an old one). */
function manifestOf(agg: BusinessAggregate): Manifest {
  const manifest = emptyManifest();
  for (const list of NESTED_LISTS) for (const record of agg[list] as Array<{ id: string }>) manifest[list][record.id] = '';
  return manifest;
}
