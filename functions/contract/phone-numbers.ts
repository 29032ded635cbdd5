/*
 * Onboarding's phone numbers (spec section 7): what crosses the wire between GET /api/phone-numbers/available and the
 * web's number picker. Plain types only, so the web bundle imports this file without server code.
 */

/** A number on offer (GET /api/phone-numbers/available answers a list of them). */
export interface AvailablePhoneNumber {
  /** What POST /phone-numbers/link/ takes as phone_number_id. */
  id: string;
  sid: string;
  /** E.164. */
  phone_number: string;
}
