import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { parseOrThrow } from '../validation.js';
import { AppointmentService } from '../appointments/appointment-service.js';
import type { KnowledgeGapRecord } from './model.js';

export const DEFAULT_GAP_PAGE = 25;

const querySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9_-]{1,64}$/, 'must be the cursor of a previous page'))),
  limit: z.optional(z.coerce.number().check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(100, 'must be at most 100'))),
});

export interface KnowledgeGapPage {
  gaps: Array<Pick<KnowledgeGapRecord, 'id' | 'question' | 'call_id' | 'is_test' | 'created_at'>>;
  next_cursor: string | null;
}

/**
 * Questions callers asked that the assistant could not answer from the owner's data (issue 13): the owner's
 * list of what to add to the FAQ. Only the signed-in owner's own business; newest first, paginated.
 */
export class KnowledgeGapService {
  constructor(private readonly services: Services) {}

  async list(userId: string, query: Record<string, string | undefined>): Promise<KnowledgeGapPage> {
    const q = parseOrThrow(querySchema, query);
    const business = await new AppointmentService(this.services).ownedRoot(userId);
    const page = await this.services.repos.knowledgeGaps.page(business.id, q.limit ?? DEFAULT_GAP_PAGE, q.cursor);
    return {
      gaps: page.gaps.map((g) => ({ id: g.id, question: g.question, call_id: g.call_id, is_test: g.is_test, created_at: g.created_at })),
      next_cursor: page.next,
    };
  }
}
