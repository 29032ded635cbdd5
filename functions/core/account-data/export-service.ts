import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { BusinessService } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import { businessToJson } from '../business/aggregate.js';
import { notFound } from '../errors.js';
import type { ExportPage } from '../../contract/account-export.js';

/** Items read per page: a download of 20,000 calls is many bounded answers, never one huge one. */
export const EXPORT_PAGE = 500;

/** Every sort key of the business partition: an upper-case prefix, then `#` and printable text (or nothing). */
const PARTITION_SK = /^[A-Z][A-Z_]*(#[^\p{Cc}]*)?$/u;

/**
 * The sort key a cursor carries (`next` is its base64url), or null when the text is not one this export handed out:
 * base64url decodes any text to some bytes, and DynamoDB answers a start key that names nothing with an empty page.
 */
function cursorSortKey(cursor: string): string | null {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (Buffer.from(sk).toString('base64url') !== cursor) return null;
  return PARTITION_SK.test(sk) ? sk : null;
}

const query = z.strictObject({
  cursor: z.optional(
    z.string().check(
      z.maxLength(300, 'is too long'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor from this export'),
      z.refine((c) => cursorSortKey(c) !== null, 'is not a cursor from this export'),
    ),
  ),
});

/**
 * 'Download my data' (issue 18): the first page carries the account and the business's settings; every page carries a
 * slice of appointments, calls (with transcripts), orders and messages, and `next` until the last.
 */
export class ExportService {
  constructor(private readonly services: Services) {}

  async page(userId: string, raw: Record<string, string | undefined>): Promise<ExportPage> {
    const q = parseOrThrow(query, raw);
    const agg = await new BusinessService(this.services).loadOwned(userId);
    const cursorSk = q.cursor ? (cursorSortKey(q.cursor) ?? undefined) : undefined;
    const page = await this.services.repos.export.page(agg.business.id, EXPORT_PAGE, cursorSk);
    let head: Record<string, unknown> = {};
    if (!q.cursor) {
      const user = await this.services.repos.users.get(userId);
      if (!user) throw notFound('User');
      const { password_hash: _p, signup_token_hash: _s, ...account } = user as unknown as Record<string, unknown>;
      head = { exported_at: this.services.now().toISOString(), account, business: businessToJson(agg) };
    }
    return { ...head, ...page.sections, next: page.next ? Buffer.from(page.next).toString('base64url') : null };
  }
}
