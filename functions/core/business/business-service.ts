import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { newId } from '../ids.js';
import { AppError, notFound, type FieldErrors } from '../errors.js';
import { parseOrThrow } from '../validation.js';
import { digitCount, toE164 } from '../phone.js';
import { businessToJson, newAssistant, type BusinessAggregate, type BusinessJson } from './aggregate.js';
import { businessPatchSchema, conflictError, planBusinessUpdate } from './update.js';
import { checkWebsite, type WebsiteOptions } from './website.js';
import type { BusinessRepository, UsersRepository } from '../repositories.js';

/** Longest step-1 fields (the website's, 500, is checkWebsite's). */
export const NEW_BUSINESS_LIMITS = { name: 200, phone_number: 40 } as const;
/**
 * Step 1 of sign-up (spec section 5): the company's name, phone and optional website. Only a bound against abuse here: the field limits are checked in validateNewBusiness, so a name or website a person
 * made too long comes back as that field's message under it, not as a request the form cannot show.
 */
const ABUSE_BOUND = 10_000;
export const newBusinessSchema = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.maxLength(ABUSE_BOUND))),
  phone_number: z.optional(z.string().check(z.trim(), z.maxLength(ABUSE_BOUND))),
  website: z.optional(z.union([z.string().check(z.trim(), z.maxLength(ABUSE_BOUND)), z.null()])),
});

const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
export type NewBusinessInput = z.infer<typeof newBusinessSchema>;

/** Validates step-1 fields and answers the per-field error map the sign-up form shows (spec section 8). */
export function validateNewBusiness(
  input: NewBusinessInput,
  websiteOptions: WebsiteOptions = {},
): { name: string; phone_number: string; website: string | null } {
  const errors: FieldErrors = {};
  const name = input.name?.trim() ?? '';
  if (!name) errors.name = ["can't be blank"];
  else if (name.length > NEW_BUSINESS_LIMITS.name) errors.name = [tooLong(NEW_BUSINESS_LIMITS.name)];
  const phoneText = input.phone_number?.trim() ?? '';
  let phone: string | null = null;
  if (!phoneText) errors.phone_number = ["can't be blank"];
  else if (phoneText.length > NEW_BUSINESS_LIMITS.phone_number) errors.phone_number = [tooLong(NEW_BUSINESS_LIMITS.phone_number)];
  else if (digitCount(phoneText) < 10) errors.phone_number = ['must have at least 10 digits'];
  else if (digitCount(phoneText) > 15) errors.phone_number = ['must have at most 15 digits'];
  else {
    // The form sends the country code with a '+'; ten digits without one are a number of the default country (US),
    // not a '+61...' Australian one; longer ones are read as starting with their country code.
    const national = !phoneText.startsWith('+') && digitCount(phoneText) === 10;
    phone = toE164(national || phoneText.startsWith('+') ? phoneText : `+${phoneText}`, 'US');
    if (!phone) errors.phone_number = ['is not a valid phone number'];
  }
  // checkWebsite answers a website over 500 characters with its own message.
  const website = checkWebsite(input.website ?? '', websiteOptions);
  if (!website.ok) errors.website = [website.problem];
  if (Object.keys(errors).length) {
    throw new AppError('validation', 'The business details are not valid', { errors });
  }
  return { name, phone_number: phone!, website: website.ok ? website.url : null };
}

export function newBusinessAggregate(
  ownerId: string,
  fields: { name: string; phone_number: string; website: string | null },
  now: Date,
): BusinessAggregate {
  const id = newId();
  const iso = now.toISOString();
  return {
    business: {
      id,
      owner_id: ownerId,
      ...fields,
      industry: null,
      time_zone: null,
      google_calendar_id: null,
      assistant_phone_number: null,
      version: 1,
      created_at: iso,
      updated_at: iso,
    },
    assistant: newAssistant(newId(), id, iso),
    business_addresses: [],
    business_items: [],
    business_questions: [],
    working_hours: [],
  };
}

/** Business reads and writes, always scoped to the caller: another owner's business is 'not found'. */
export class BusinessService {
  readonly repo: BusinessRepository;
  private readonly users: UsersRepository;
  constructor(private readonly services: Services) {
    this.repo = services.repos.business;
    this.users = services.repos.users;
  }

  async businessIdOf(userId: string): Promise<string> {
    const user = await this.users.get(userId);
    if (!user?.business_id) throw notFound('Business');
    return user.business_id;
  }

  async loadOwned(userId: string, businessId?: string): Promise<BusinessAggregate> {
    const ownId = await this.businessIdOf(userId);
    if (businessId !== undefined && businessId !== ownId) throw notFound('Business');
    const agg = await this.repo.load(ownId);
    if (!agg || agg.business.owner_id !== userId) throw notFound('Business');
    return agg;
  }

  async getMine(userId: string): Promise<BusinessJson> {
    return businessToJson(await this.loadOwned(userId));
  }

  /**
   * PATCH businesses/{id}. With lock_version the save applies only to that version (409 otherwise); without
   * it, a save that lost a race is recomputed on the fresh data, so neither save's changes are lost.
   */
  async update(userId: string, businessId: string, body: unknown): Promise<BusinessJson> {
    const patch = parseBusinessBody(body);
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const agg = await this.loadOwned(userId, businessId);
      if (patch.lock_version !== undefined && patch.lock_version !== agg.business.version) throw conflictError();
      const plan = planBusinessUpdate(agg, patch, { now: this.services.now(), newId, allowPrivateWebsite: this.services.config.FETCH_ALLOW_PRIVATE });
      if (await this.repo.save(agg, plan)) {
        return businessToJson((await this.repo.load(agg.business.id))!);
      }
      if (patch.lock_version !== undefined) throw conflictError();
    }
    throw new AppError('conflict', 'The business is being changed by several saves at once; please try again.');
  }
}

/**
 * A save without lock_version that loses a race is recomputed on fresh data. With N tabs saving at once the
 * last one can lose N-1 times, so it retries generously, with jitter so the racers spread out.
 */
export const SAVE_ATTEMPTS = 10;
export const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt) * (0.5 + Math.random())));

export function parseBusinessBody(body: unknown) {
  const envelope = z.strictObject({ business: z.unknown() }).safeParse(body);
  if (!envelope.success || typeof envelope.data.business !== 'object' || envelope.data.business === null) {
    throw new AppError('validation', 'The request body must be {"business": {...}}', {
      errors: ['The request body must be {"business": {...}}'],
    });
  }
  return parseOrThrow(businessPatchSchema, envelope.data.business);
}
