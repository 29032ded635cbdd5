import { SAVE_ATTEMPTS, backoff } from '../business/business-service.js';
import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { newId } from '../ids.js';
import { AppError, notFound, validationList } from '../errors.js';
import { assistantToJson, type AssistantJson } from '../business/aggregate.js';
import { BusinessService } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import { applyAssistantPatch, assistantPatchSchema, conflictError, type AssistantPatch } from '../business/update.js';

const ENVELOPE = 'assistant_configuration';

/**
 * The body of PATCH /assistant-configurations/{id}. The spec only says "only changed assistant fields",
 * so both forms are accepted: `{assistant_configuration: {...}}` (the same envelope style as
 * `{business: {...}}`, which the screen sends) and the fields at the top level. Mixing the two is refused,
 * and so is any unknown field, so a typo can never be silently ignored.
 */
export function parseAssistantBody(body: unknown): AssistantPatch {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationList(['The request body must be {"assistant_configuration": {...}}']);
  }
  const record = body as Record<string, unknown>;
  if (ENVELOPE in record) {
    const inner = record[ENVELOPE];
    if (Object.keys(record).length !== 1 || typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
      throw validationList(['The request body must be {"assistant_configuration": {...}} with nothing beside it']);
    }
    return parseOrThrow(assistantPatchSchema, inner);
  }
  return parseOrThrow(assistantPatchSchema, record);
}

const idSchema = z.string().check(z.minLength(1), z.maxLength(100));

/** The caller's assistant configuration: read and partial update, with optimistic locking. */
export class AssistantConfigurationService {
  private readonly businesses: BusinessService;
  constructor(private readonly services: Services) {
    this.businesses = new BusinessService(services);
  }

  async getMine(userId: string): Promise<AssistantJson> {
    const agg = await this.businesses.loadOwned(userId);
    return assistantToJson(agg.assistant);
  }

  /**
   * PATCH /assistant-configurations/{id}: another owner's assistant (or an unknown id) is 404. With
   * lock_version the save applies only to that version of the assistant (409 otherwise); without it, a
   * save that lost a race is recomputed on the fresh assistant, so neither save is lost. The business
   * root is not touched, so this save and a business save made in parallel never conflict.
   */
  async update(userId: string, assistantId: string, body: unknown): Promise<AssistantJson> {
    if (!idSchema.safeParse(assistantId).success) throw notFound('Assistant configuration');
    const patch = parseAssistantBody(body);
    const changesSomething = Object.keys(patch).some((key) => key !== 'lock_version');
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const agg = await this.businesses.loadOwned(userId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') throw notFound('Assistant configuration');
        throw error;
      });
      if (agg.assistant.id !== assistantId) throw notFound('Assistant configuration');
      if (patch.lock_version !== undefined && patch.lock_version !== agg.assistant.version) throw conflictError();
      if (!changesSomething) return assistantToJson(agg.assistant);

      const { assistant, errors } = applyAssistantPatch(agg.assistant, patch, { now: this.services.now(), newId });
      if (errors.length) throw validationList(errors);
      if (await this.businesses.repo.save(agg, { root: null, assistant, puts: [], deletes: [] })) {
        const saved = await this.businesses.repo.load(agg.business.id);
        return assistantToJson(saved!.assistant);
      }
      if (patch.lock_version !== undefined) throw conflictError();
    }
    throw new AppError('conflict', 'The assistant is being changed by several saves at once; please try again.');
  }
}
