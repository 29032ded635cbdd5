import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../functions/contract/phone.js';

describe('formatPhone (every screen, the owner\'s notices and the order text: one rule)', () => {
  it('shows North American numbers in national form, fictional 555 area codes too', () => {
    expect(formatPhone('+12125550142')).toBe('(212) 555-0142');
    expect(formatPhone('+15555550100')).toBe('(555) 555-0100');
    expect(formatPhone('+14165550100')).toBe('(416) 555-0100');
  });

  it('shows other countries in international form', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('keeps text that is not a possible number, and shows nothing for none', () => {
    expect(formatPhone('+1212555')).toBe('+1212555');
    expect(formatPhone('anonymous')).toBe('anonymous');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
