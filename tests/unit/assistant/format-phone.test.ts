import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../functions/assistant/extract.js';

// The customer's order text shows the number as every screen does (web/src/lib/phone.ts), not raw E.164.
describe('formatPhone', () => {
  it('reads a North American number in its national form', () => {
    expect(formatPhone('+17185550155')).toBe('(718) 555-0155');
  });

  it('reads another country in its international form', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('leaves text that is not a number as it came', () => {
    expect(formatPhone('anonymous')).toBe('anonymous');
  });
});
