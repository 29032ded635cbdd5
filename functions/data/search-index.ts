import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client.js';
import { SEARCH_TOKEN_PREFIX, searchManifestKey, searchPartition, searchTokenKey } from './keys.js';
import type { SearchKind, SearchDisplay, SearchHit } from '../core/search/model.js';
import { words } from '../core/search/words.js';

/** A call's transcript adds at most this many distinct words. */
const MAX_TRANSCRIPT_WORDS = 150;

/** The national digits of a number (US: the last 10) and every suffix of two digits or more. */
export function digitTokens(phone: string | null | undefined): string[] {
  let d = (phone ?? '').replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  const out: string[] = [];
  for (let i = 0; i <= d.length - 2; i++) out.push(`d:${d.slice(i)}`);
  return out;
}

export const wordTokens = (texts: Array<string | null | undefined>, cap = Infinity): string[] =>
  [...new Set(texts.flatMap((t) => words(t ?? '')))].slice(0, cap).map((w) => `w:${w}`);

export { MAX_TRANSCRIPT_WORDS };

/** One token's item: the record's display rides on it, so a lookup needs no second read. */
const searchTokenItem = (businessId: string, kind: SearchKind, id: string, token: string, display: SearchDisplay) => ({
  ...searchTokenKey(businessId, token, kind, id),
  kind,
  record_id: id,
  ...display,
});

/** The manifest: what the record's last write indexed (its tokens, distinct, and its display). */
const searchManifestItem = (businessId: string, kind: SearchKind, id: string, tokens: string[], display: SearchDisplay) => ({
  ...searchManifestKey(businessId, kind, id),
  kind,
  record_id: id,
  tokens,
  display,
});

/**
 * Every item a first index write of a record puts (its token items and its manifest), for writing many records in
 * batches (the search benchmark); `SearchIndex.index` writes the same items one record at a time.
 */
export function searchIndexItems(businessId: string, kind: SearchKind, id: string, tokens: string[], display: SearchDisplay): Record<string, unknown>[] {
  const wanted = [...new Set(tokens)];
  return [...wanted.map((t) => searchTokenItem(businessId, kind, id, t, display)), searchManifestItem(businessId, kind, id, wanted, display)];
}

/**
 * The search index of a business (see keys.ts). Written after each record's own write: a failure leaves the index
 * behind, never the record, and the next write of that record puts it right.
 */
export class SearchIndex {
  constructor(private readonly db: Db) {}

  /**
   * `previous`: what the record's last write indexed, when the caller knows it (a call's previous turn): the
   * manifest is then not read, and the token items and the manifest are written together, in one round trip.
   */
  async index(
    businessId: string,
    kind: SearchKind,
    id: string,
    tokens: string[],
    display: SearchDisplay,
    previous?: { tokens: string[]; display: SearchDisplay },
  ): Promise<void> {
    const wanted = [...new Set(tokens)];
    const manifestKey = searchManifestKey(businessId, kind, id);
    const old = previous
      ? { Item: { tokens: [...new Set(previous.tokens)], display: previous.display } }
      : await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: manifestKey, ConsistentRead: true }));
    const had = new Set<string>((old.Item?.tokens as string[] | undefined) ?? []);
    const sameDisplay = old.Item && JSON.stringify(old.Item.display) === JSON.stringify(display);
    const put = sameDisplay ? wanted.filter((t) => !had.has(t)) : wanted;
    const drop = [...had].filter((t) => !wanted.includes(t));
    if (put.length === 0 && drop.length === 0 && sameDisplay) return;
    const tokenWrites = this.batch([
      ...put.map((t) => ({ PutRequest: { Item: searchTokenItem(businessId, kind, id, t, display) } })),
      ...drop.map((t) => ({ DeleteRequest: { Key: searchTokenKey(businessId, t, kind, id) } })),
    ]);
    const manifest = () => this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: searchManifestItem(businessId, kind, id, wanted, display) }));
    // Known previous tokens: both at once (the next change of display puts every token again, repairing a lost one).
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
    await this.batch(had.map((t) => ({ DeleteRequest: { Key: searchTokenKey(businessId, t, kind, id) } })));
    await this.batch([{ DeleteRequest: { Key: manifestKey } }]);
  }

  /** Records with a token starting with `prefix`, at most `limit` token items read (one Query, no Scan). */
  async lookup(businessId: string, prefix: string, limit: number): Promise<SearchHit[]> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': searchPartition(businessId), ':prefix': `${SEARCH_TOKEN_PREFIX}${prefix}` },
        ProjectionExpression: 'kind, record_id, title, subtitle, #at',
        ExpressionAttributeNames: { '#at': 'at' },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => ({
      kind: i.kind as SearchKind,
      id: String(i.record_id),
      title: String(i.title ?? ''),
      subtitle: String(i.subtitle ?? ''),
      at: String(i.at ?? ''),
    }));
  }

  private async batch(requests: Array<Record<string, unknown>>): Promise<void> {
    for (let i = 0; i < requests.length; i += 25) {
      let pending: unknown[] | undefined = requests.slice(i, i + 25);
      for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt++) {
        const out: BatchWriteCommandOutput = await this.db.doc.send(new BatchWriteCommand({ RequestItems: { [this.db.tableName]: pending as never } }));
        pending = out.UnprocessedItems?.[this.db.tableName];
        if (pending?.length) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      }
    }
  }
}
