/** The longest text each profile field keeps; the settings form refuses longer text with the same sentence. */
export const PROFILE_TEXT_LIMITS = { business_name: 200, full_name: 200, email: 254 } as const;
export const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
