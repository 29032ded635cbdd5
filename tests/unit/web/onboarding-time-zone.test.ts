import { describe, expect, it } from 'vitest';
import { timeZoneForAddress } from '../../../functions/contract/us-time-zones';
import { proposedTimeZone, savedZoneChoice } from '../../../web/src/features/onboarding/company-details-page';

/*
 * Company details proposes the zone of the business's address, not the browser's: a Maine shop set up from a Chicago
 * laptop was given Central time.
 */

const us = (state: string, zip_code = '') => ({ country: 'US', state, zip_code });

describe("an address's time zone", () => {
  it('reads the state by abbreviation or name, with or without dots and case', () => {
    expect(timeZoneForAddress(us('ME'))).toEqual({ zone: 'America/New_York', state: 'Maine' });
    expect(timeZoneForAddress(us(' maine '))?.zone).toBe('America/New_York');
    expect(timeZoneForAddress(us('Colorado'))?.zone).toBe('America/Denver');
    expect(timeZoneForAddress(us('az'))?.zone).toBe('America/Phoenix');
    expect(timeZoneForAddress(us('D.C.'))).toEqual({ zone: 'America/New_York', state: 'District of Columbia' });
    expect(timeZoneForAddress(us('New Mexico'))?.zone).toBe('America/Denver');
  });

  it("gives a split state its most populous zone", () => {
    expect(timeZoneForAddress(us('TX'))?.zone).toBe('America/Chicago');
    expect(timeZoneForAddress(us('Florida'))?.zone).toBe('America/New_York');
    expect(timeZoneForAddress(us('IN'))?.zone).toBe('America/New_York');
    expect(timeZoneForAddress(us('ID'))?.zone).toBe('America/Denver');
    expect(timeZoneForAddress(us('OR'))?.zone).toBe('America/Los_Angeles');
  });

  it('falls back to the ZIP when the state names none', () => {
    expect(timeZoneForAddress(us('', '04101'))).toEqual({ zone: 'America/New_York', state: 'Maine' });
    expect(timeZoneForAddress(us('', '60601-1234'))?.zone).toBe('America/Chicago');
    expect(timeZoneForAddress(us('Cali', '94103'))?.zone).toBe('America/Los_Angeles');
    expect(timeZoneForAddress(us('', '99501'))?.zone).toBe('America/Anchorage');
    expect(timeZoneForAddress(us('', '96813'))?.zone).toBe('Pacific/Honolulu');
  });

  it('proposes nothing for another country or an address that names no state', () => {
    expect(timeZoneForAddress({ country: 'CA', state: 'ON', zip_code: 'M5V 2T6' })).toBeNull();
    expect(timeZoneForAddress({ country: 'GB', state: 'ME', zip_code: '' })).toBeNull();
    expect(timeZoneForAddress(us('', ''))).toBeNull();
    expect(timeZoneForAddress(us('Nowhere', '1234'))).toBeNull();
    // A country not picked yet with a US state still gets its zone.
    expect(timeZoneForAddress({ country: '', state: 'ME', zip_code: '' })?.zone).toBe('America/New_York');
  });
});

describe("the form's zone", () => {
  const maine = us('ME', '04101');

  it("prefers the address's zone to the browser's", () => {
    expect(proposedTimeZone(null, maine, 'America/Chicago')).toEqual({ zone: 'America/New_York', source: { kind: 'address', state: 'Maine' } });
    expect(proposedTimeZone(null, us('CO'), 'America/New_York').zone).toBe('America/Denver');
  });

  it("keeps the owner's choice over the address", () => {
    expect(proposedTimeZone('America/Chicago', maine, 'America/Chicago')).toEqual({ zone: 'America/Chicago', source: { kind: 'chosen' } });
    expect(savedZoneChoice({ time_zone: 'America/Denver', time_zone_set: true })).toBe('America/Denver');
    // New York chosen (time_zone_set) is a choice like any other: the owner is not asked again.
    expect(savedZoneChoice({ time_zone: 'America/New_York', time_zone_set: true })).toBe('America/New_York');
    // An unset zone reads as the default: not a choice, so the address still decides.
    expect(savedZoneChoice({ time_zone: 'America/New_York', time_zone_set: false })).toBeNull();
    expect(savedZoneChoice(null)).toBeNull();
  });

  it("uses the browser's zone without an address, and not a UTC browser's", () => {
    expect(proposedTimeZone(null, us(''), 'America/Los_Angeles')).toEqual({ zone: 'America/Los_Angeles', source: { kind: 'browser' } });
    expect(proposedTimeZone(null, us(''), 'UTC')).toEqual({ zone: 'America/New_York', source: { kind: 'default' } });
    expect(proposedTimeZone(null, { country: 'GB', state: '', zip_code: '' }, 'Europe/London').zone).toBe('Europe/London');
  });
});
