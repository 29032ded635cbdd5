import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type BatchWriteCommandOutput } from './dynamo-commands.js';
import type { Db } from './client.js';
import { legacySearchTokenKey, searchManifestKey, searchStamp, searchTokenKey, searchTokenRange, type Key } from './keys.js';
import type { IndexOptions, SearchKind, SearchDisplay, SearchEntry, SearchHit } from '../core/search/model.js';

export type { SearchEntry, IndexOptions };
import { ID_MARK, wordToken, words } from '../core/search/words.js';

/** A call's transcript adds at most this many distinct words. */
const MAX_TRANSCRIPT_WORDS = 150;

/** A number's national digits (US: the last 10 of an 11-digit number starting with 1). */
export function nationalDigits(phone: string | null | undefined): string {
  const d = (phone ?? '').replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

/** Every suffix of two digits or more of a number's national digits. */
export function digitTokens(phone: string | null | undefined): string[] {
  const d = nationalDigits(phone);
  const out: string[] = [];
  for (let i = 0; i <= d.length - 2; i++) out.push(`d:${d.slice(i)}`);
  return out;
}

export const wordTokens = (texts: Array<string | null | undefined>, cap = Infinity): string[] =>
  [...new Set(texts.flatMap((t) => words(t ?? '')))].slice(0, cap).map(wordToken);

export { MAX_TRANSCRIPT_WORDS };

/**
 * The longest filter text kept on a token item, so the item stays under 1 KB (one write unit, as a bare token item):
 * a word past it is still found on its own, only not as the second word of a query.
 */
const MAX_TEXT = 500;

/** A number as words of the filter text: its national digits, its last 7 and its last 4 (`773 kim`, `0042 kim`). */
export function phoneWords(phone: string | null | undefined): string[] {
  const d = nationalDigits(phone);
  return d.length > 7 ? [d, d.slice(-7), d.slice(-4)] : d ? [d] : [];
}

/**
 * What a multi-word search filters the other words on: ' word word 7735550042 5550042 0042' (each word once, in the
 * order given, then the number's). Every word of the query must be the prefix of one of these.
 */
export function searchText(parts: Array<string | null | undefined>, phone?: string | null): string {
  const all = [...new Set([...parts.flatMap((t) => words(t ?? '')), ...phoneWords(phone)])];
  let text = '';
  for (const w of all) {
    if (text.length + 1 + w.length > MAX_TEXT) break;
    text += ` ${w}`;
  }
  return text;
}

/** What a record puts in the index: its tokens, the text other words are filtered on, and how a hit shows it. */
/** One token's item: the record's display and filter text ride on it, so a lookup needs no second read. */
const searchTokenItem = (businessId: string, kind: SearchKind, id: string, token: string, entry: SearchEntry) => ({
  ...searchTokenKey(businessId, token, searchStamp(entry.display.at), kind, id),
  kind,
  record_id: id,
  text: entry.text,
  ...entry.display,
});

/** The manifest: what the record's last write indexed (its tokens, distinct, its text, stamp and display). */
const searchManifestItem = (businessId: string, kind: SearchKind, id: string, entry: SearchEntry) => ({
  ...searchManifestKey(businessId, kind, id),
  kind,
  record_id: id,
  tokens: [...new Set(entry.tokens)],
  text: entry.text,
  stamp: searchStamp(entry.display.at),
  display: entry.display,
});

/**
 * Every item a first index write of a record puts (its token items and its manifest), for writing many records in
 * batches (the search benchmark); `SearchIndex.index` writes the same items one record at a time.
 */
export function searchIndexItems(businessId: string, kind: SearchKind, id: string, entry: SearchEntry): Record<string, unknown>[] {
  const wanted = [...new Set(entry.tokens)];
  return [...wanted.map((t) => searchTokenItem(businessId, kind, id, t, entry)), searchManifestItem(businessId, kind, id, entry)];
}

/** What a record's last write indexed: its manifest as stored, or as computed from the entry it indexed. */
export type PreviousState = { tokens?: string[]; display?: SearchDisplay; text?: string; stamp?: string };

export const previousState = (previous: SearchEntry): PreviousState => ({
  tokens: [...new Set(previous.tokens)],
  display: previous.display,
  text: previous.text,
  stamp: searchStamp(previous.display.at),
});

/**
 * The writes that take a record's index from `old` (what its last write indexed; undefined: never indexed) to
 * `entry`: token items to delete and to put, and the manifest; null when nothing changes (or, with `newerWins`, the
 * index already holds a newer entry). `SearchIndex.index` sends them; a caller's turn puts them in its transaction.
 */
export function searchIndexChange(
  businessId: string,
  kind: SearchKind,
  id: string,
  entry: SearchEntry,
  old: PreviousState | undefined,
  newerWins = false,
): { deletes: Key[]; puts: Array<Record<string, unknown>>; manifest: Record<string, unknown> } | null {
  const wanted = [...new Set(entry.tokens)];
  const stamp = searchStamp(entry.display.at);
  // A record whose display time only grows (a customer's last contact): an entry read before a newer one was
  // indexed must not replace it (two contacts of one caller at once: the older read would drop the newer name).
  if (newerWins && old?.display?.at && old.display.at > entry.display.at) return null;
  const had = new Set<string>(old?.tokens ?? []);
  // A manifest of the first design (no stamp): its token items are the legacy keys, deleted here once.
  const legacy = old !== undefined && old.stamp === undefined;
  const unchanged =
    !legacy &&
    old !== undefined &&
    old.stamp === stamp &&
    JSON.stringify(old.display) === JSON.stringify(entry.display) &&
    old.text === entry.text &&
    had.size === wanted.length &&
    wanted.every((t) => had.has(t));
  if (unchanged) return null;
  const deletes = legacy
    ? [...had].map((t) => legacySearchTokenKey(businessId, t, kind, id))
    : [...had].filter((t) => !wanted.includes(t) || old!.stamp !== stamp).map((t) => searchTokenKey(businessId, t, old!.stamp!, kind, id));
  return {
    deletes,
    puts: wanted.map((t) => searchTokenItem(businessId, kind, id, t, entry)),
    manifest: searchManifestItem(businessId, kind, id, entry),
  };
}

/** One term of a query, to filter a token's matches on: the prefix of a word of the text. */
const filterNeedle = (term: string) => ` ${term}`;

/**
 * The search index of a business (see keys.ts). Written after each record's own write: a failure leaves the index
 * behind, never the record, and the next write of that record puts it right.
 */
export class SearchIndex {
  constructor(private readonly db: Db) {}

  /**
   * `previous`: what the record's last write indexed, when the caller knows it (a call's previous turn): the
   * manifest is then not read, and the token items and the manifest are written together, in one round trip.
   *
   * Every token item is put again whenever the entry changed (its text, display or time; the time is in the key), so
   * each item carries the record's whole text: a search reads one of its words and filters the others from that
   * item (a call in progress: a word of its first turn and one of its last). A call's turn so puts all of its items
   * (at most 150 words and 9 number runs), 25 a batch, the batches at once.
   */
  async index(businessId: string, kind: SearchKind, id: string, entry: SearchEntry, { previous, newerWins = false }: IndexOptions = {}): Promise<void> {
    const old = previous
      ? previousState(previous)
      : ((await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: searchManifestKey(businessId, kind, id), ConsistentRead: true }))).Item as
          | PreviousState
          | undefined);
    const change = searchIndexChange(businessId, kind, id, entry, old, newerWins);
    if (!change) return;
    const tokenWrites = this.batch([...change.deletes.map((Key) => ({ DeleteRequest: { Key } })), ...change.puts.map((Item) => ({ PutRequest: { Item } }))]);
    const manifest = () => this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: change.manifest }));
    // Known previous tokens: both at once (the next change puts every token again, repairing a lost one).
    if (previous) await Promise.all([tokenWrites, manifest()]);
    else {
      await tokenWrites;
      await manifest();
    }
  }

  async remove(businessId: string, kind: SearchKind, id: string): Promise<void> {
    const manifestKey = searchManifestKey(businessId, kind, id);
    const old = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: manifestKey, ConsistentRead: true }));
    const had = (old.Item?.tokens as string[] | undefined) ?? [];
    const stamp = old.Item?.stamp as string | undefined;
    await this.batch(
      had.map((t) => ({ DeleteRequest: { Key: stamp === undefined ? legacySearchTokenKey(businessId, t, kind, id) : searchTokenKey(businessId, t, stamp, kind, id) } })),
    );
    await this.batch([{ DeleteRequest: { Key: manifestKey } }]);
  }

  /**
   * Records with a token starting with `prefix` whose text also holds every one of `also` (the query's other
   * words): one Query of one shard's key range, at most `limit` token items read (a formatted id's number first, then
   * the exact word, then newest first), never a Scan. DynamoDB applies the filter after the limit, so the read stays
   * bounded. `rank`: 2 when the token is a formatted id's whole number, 1 another whole word (or number suffix), 0 a
   * longer one.
   */
  async lookup(businessId: string, prefix: string, also: string[], limit: number): Promise<Array<SearchHit & { rank: number }>> {
    const range = searchTokenRange(businessId, prefix);
    const filter = also.map((_, i) => `contains(#text, :also${i})`).join(' AND ');
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ...(filter ? { FilterExpression: filter } : {}),
        ExpressionAttributeValues: {
          ':pk': range.PK,
          ':from': range.from,
          ':to': range.to,
          ...Object.fromEntries(also.map((t, i) => [`:also${i}`, filterNeedle(t)])),
        },
        ProjectionExpression: 'SK, kind, record_id, title, subtitle, #at',
        ExpressionAttributeNames: { '#at': 'at', ...(filter ? { '#text': 'text' } : {}) },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => ({
      kind: i.kind as SearchKind,
      id: String(i.record_id),
      title: String(i.title ?? ''),
      subtitle: String(i.subtitle ?? ''),
      at: String(i.at ?? ''),
      rank: String(i.SK).startsWith(`${prefix}${ID_MARK}#`) ? 2 : String(i.SK).startsWith(`${prefix}#`) ? 1 : 0,
    }));
  }

  /** Batches of 25, sent at once (each shard is its own partition); unprocessed items are sent again. */
  private async batch(requests: Array<Record<string, unknown>>): Promise<void> {
    const chunks: Array<Array<Record<string, unknown>>> = [];
    for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
    await Promise.all(
      chunks.map(async (chunk) => {
        let pending: unknown[] | undefined = chunk;
        for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt++) {
          const out: BatchWriteCommandOutput = await this.db.doc.send(new BatchWriteCommand({ RequestItems: { [this.db.tableName]: pending as never } }));
          pending = out.UnprocessedItems?.[this.db.tableName];
          if (pending?.length) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
        }
      }),
    );
  }
}
