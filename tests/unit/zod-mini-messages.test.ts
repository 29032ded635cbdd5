import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/core/config.js';
import { parseBusinessBody } from '../../functions/core/business/business-service.js';
import { parseOrThrow } from '../../functions/core/validation.js';
import { profilePatchSchema } from '../../functions/contract/profiles-schemas.js';
import { listQuerySchema } from '../../functions/contract/appointments-schemas.js';

/**
 * The modules every Lambda bundles validate with `zod/mini` (functions/core/zod-mini.ts, issue 15), which has no
 * language of its own: zod's English messages must read as they did with its chained API, not "Invalid input".
 */
describe('zod/mini schemas speak English', () => {
  it('in the configuration', () => {
    expect(() => parseConfig({ TOKEN_SECRET: 'x'.repeat(32), PUBLIC_BASE_URL: 'nope', EMAIL_FROM: 'bad', FETCH_TIMEOUT_MS: '5' })).toThrow(
      'Invalid configuration:\n  PUBLIC_BASE_URL: Invalid URL\n  EMAIL_FROM: Invalid email address\n  FETCH_TIMEOUT_MS: Too small: expected number to be >=100',
    );
  });

  it("in a business save's errors", () => {
    const errors = (() => {
      try {
        parseBusinessBody({ business: { business_addresses_attributes: [{ id: '' }], transfer_phone_number: 'x'.repeat(41) } });
      } catch (error) {
        return (error as { details: { errors: string[] } }).details.errors;
      }
      return expect.unreachable('the body was accepted');
    })();
    expect(errors).toEqual(['Transfer phone number Too big: expected string to have <=40 characters', 'Address 1: Id Too small: expected string to have >=1 characters']);
  });

  it("in the contract's request schemas (profiles, appointments), where a check gives no message of its own", () => {
    const errorsOf = (schema: Parameters<typeof parseOrThrow>[0], body: unknown) => {
      try {
        parseOrThrow(schema, body);
      } catch (error) {
        return (error as { details: { errors: string[] } }).details.errors;
      }
      return expect.unreachable('the body was accepted');
    };
    // The profile's name limits say their own sentence, the same the settings form shows (contract/profile-limits.ts).
    expect(errorsOf(profilePatchSchema, { user: { full_name: 'x'.repeat(201), email_notifications: 'yes', daily_summary_hour: 7.5 } })).toEqual([
      'Full name is too long (maximum is 200 characters)',
      'Email notifications must be true or false',
      'Daily summary hour must be a whole hour',
    ]);
    expect(errorsOf(listQuerySchema, { first_name: 'x'.repeat(101), limit: 'ten' })).toEqual([
      'First name Too big: expected string to have <=100 characters',
      'Limit must be a number',
    ]);
  });
});
