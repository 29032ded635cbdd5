import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { AppError, conflict, validationList } from '../errors.js';
import { BusinessService } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import { parsePhone, toE164 } from '../phone.js';
import { PhoneNumberUnavailable, type AvailablePhoneNumber } from './provider.js';
import { preferredAreaCodes } from './area-codes.js';
import type { PhoneNumbersRepository } from '../repositories.js';

const id = () => z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(100));
export const linkSchema = z.strictObject({ business_id: id(), phone_number_id: id() });

export const DEFAULT_AVAILABLE = 5;
export const MAX_AVAILABLE = 20;

const numberTaken = () => conflict('This phone number was just taken by another business. Please choose another one.');

/**
 * Onboarding's phone numbers (spec section 7): the numbers on offer for the owner's business, and linking one
 * to it. The PHONE# item is the arbiter (a number belongs to one business); the provider only supplies and
 * claims numbers (Connect in AWS, the local pool of fictional numbers on one machine).
 */
export class PhoneNumberService {
  private readonly businesses: BusinessService;
  private readonly repo: PhoneNumbersRepository;
  constructor(private readonly services: Services) {
    this.businesses = new BusinessService(services);
    this.repo = services.repos.phoneNumbers;
  }

  /**
   * GET /phone-numbers/available: numbers in the business's country (its address, else its phone's country), those
   * sharing the business phone's area code first, then those nearest to its address.
   */
  async available(userId: string, limitText?: string): Promise<AvailablePhoneNumber[]> {
    const limit = limitText === undefined ? DEFAULT_AVAILABLE : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_AVAILABLE) {
      throw validationList([`Limit must be a whole number from 1 to ${MAX_AVAILABLE}`]);
    }
    const agg = await this.businesses.loadOwned(userId);
    const country =
      agg.business_addresses.find((a) => a.country)?.country ||
      parsePhone(agg.business.phone_number)?.country ||
      'US';
    const address = agg.business_addresses.find((a) => a.state || a.city) ?? null;
    const near = country === 'US' || country === 'CA' ? preferredAreaCodes({ phone_number: agg.business.phone_number, address }) : [];
    return this.services.phoneNumbers.listAvailable(country, limit, (numbers) => this.repo.linked(numbers), near);
  }

  /** POST /phone-numbers/link/ {business_id, phone_number_id}: the number answers for this business from now on. */
  async link(userId: string, body: unknown) {
    const input = parseOrThrow(linkSchema, body);
    const agg = await this.businesses.loadOwned(userId, input.business_id);
    const provider = this.services.phoneNumbers;
    const resolved = await provider.resolve(input.phone_number_id);
    if (!resolved) throw validationList(['That phone number is not one of the available numbers. Choose one from the list.']);
    const e164 = resolved.phone_number;
    const linked = { business_id: agg.business.id, phone_number: e164, phone_number_id: input.phone_number_id };

    const current = agg.business.assistant_phone_number;
    if (current && current !== e164) throw conflict(`Your assistant already has the number ${current}.`);
    if (current === e164 && (await this.repo.get(e164))?.state === 'active') return { ...linked, status: 'linked' as const };

    const now = () => this.services.now().toISOString();
    const outcome = await this.repo.reserve(e164, agg.business.id, provider.name, now());
    if (outcome === 'number_taken') throw numberTaken();
    if (outcome === 'business_has_number') {
      const fresh = await this.businesses.loadOwned(userId, input.business_id);
      throw conflict(`Your assistant already has the number ${fresh.business.assistant_phone_number}.`);
    }
    let claim;
    try {
      claim = await provider.claim(e164, agg.business.id);
    } catch (error) {
      await this.repo.unreserve(e164, agg.business.id, now());
      if (error instanceof PhoneNumberUnavailable) {
        throw conflict('This phone number is no longer available. Please choose another one.');
      }
      throw error;
    }
    try {
      await this.repo.activate(e164, agg.business.id, claim);
    } catch (error) {
      await provider.release(e164, claim);
      await this.repo.unreserve(e164, agg.business.id, now());
      throw error instanceof AppError ? error : new AppError('internal', 'The number could not be linked. Please try again.');
    }
    return { ...linked, status: 'linked' as const };
  }
}

/**
 * The business whose assistant answers a dialed number (the phone assistant's entry point), in any common
 * notation ('+1 415-555-0100', '(415) 555-0100'; without a country code, North American); null when no business has it.
 */
export async function businessIdForDialedNumber(services: Pick<Services, 'repos'>, dialed: string): Promise<string | null> {
  const e164 = toE164(dialed);
  if (!e164) return null;
  return services.repos.phoneNumbers.activeBusinessId(e164);
}
