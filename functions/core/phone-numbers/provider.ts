import type { AvailablePhoneNumber } from '../../contract/phone-numbers.js';

/**
 * Where assistant phone numbers come from: Amazon Connect's inventory in AWS
 * (functions/adapters/connect-phone-numbers.ts), a pool of fictional 555-01xx numbers locally
 * (functions/adapters/local-phone-pool.ts). Which business a number belongs to is not the provider's
 * business: the `PHONE#<E.164>` item decides that (functions/data/phone-numbers-repo.ts).
 */
export type { AvailablePhoneNumber };

export interface ClaimResult {
  /** The provider's id of the claimed number (Connect's PhoneNumberId), when it has one. */
  provider_id: string | null;
  provider_arn: string | null;
}

export interface PhoneNumberProvider {
  readonly name: 'local' | 'connect';
  /**
   * Numbers that can be claimed now in `country` (ISO 3166 alpha-2), at most `limit`, leaving out those `isLinked`
   * reports as taken; from the area codes in `near` first, in that order (the business's own, then the nearest).
   */
  listAvailable(country: string, limit: number, isLinked: (e164: string[]) => Promise<Set<string>>, near?: readonly string[]): Promise<AvailablePhoneNumber[]>;
  /** The number an id from listAvailable stands for; null when the id names no number. */
  resolve(id: string): Promise<{ phone_number: string } | null>;
  /**
   * Takes the number for the business. Called only once the link reservation has been won, so two owners never
   * claim the same number. Throws PhoneNumberUnavailable when the provider no longer has it.
   */
  claim(phoneNumber: string, businessId: string): Promise<ClaimResult>;
  /** Gives a claimed number back (when linking fails after the claim). */
  release(phoneNumber: string, claim: ClaimResult): Promise<void>;
}

export class PhoneNumberUnavailable extends Error {
  constructor(readonly phoneNumber: string, detail?: string) {
    super(`${phoneNumber} is no longer available${detail ? ` (${detail})` : ''}`);
    this.name = 'PhoneNumberUnavailable';
  }
}
