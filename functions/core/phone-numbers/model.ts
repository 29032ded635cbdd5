/**
 * `PHONE#<E.164>` / `PHONE`: the one business whose assistant answers a number. Written with
 * attribute_not_exists in the same transaction that sets the business's assistant_phone_number, so a number
 * links to exactly one business even when two owners click at once, and a business gets one number.
 * `state` is 'claiming' while the provider (Connect) is claiming it, then 'active'.
 */
export interface PhoneLinkRecord {
  phone_number: string;
  business_id: string;
  state: 'claiming' | 'active';
  provider: string;
  provider_id: string | null;
  provider_arn: string | null;
  linked_at: string;
}

/** How reserving a number for a business ended. */
export type ReserveOutcome = 'reserved' | 'number_taken' | 'business_has_number';
