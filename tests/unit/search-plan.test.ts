import { describe, expect, it } from 'vitest';
import { searchPlan } from '../../functions/core/search/search-service.js';

/* Issue 18: the one key range each kind of query reads, and what it filters from the read items. */
describe('searchPlan: one Query per search', () => {
  it('reads a formatted id, or digits as typed, as their number', () => {
    expect(searchPlan('APT-0420')).toEqual({ prefix: 'd:0420', also: ['apt'] });
    expect(searchPlan('apt 42')).toEqual({ prefix: 'd:42', also: ['apt'] });
    expect(searchPlan('555-12')).toEqual({ prefix: 'd:55512', also: [] });
    expect(searchPlan('+1 (312) 555-0177')).toEqual({ prefix: 'd:3125550177', also: [] });
    expect(searchPlan('0420')).toEqual({ prefix: 'd:0420', also: [] });
  });

  it('reads a number of 4 digits or more beside words, else the longest word, and filters the rest', () => {
    expect(searchPlan('wilson 0042')).toEqual({ prefix: 'd:0042', also: ['wilson'] });
    expect(searchPlan('Emma 555-134')).toEqual({ prefix: 'd:555134', also: ['emma'] });
    expect(searchPlan('olivia (773) 555-0042')).toEqual({ prefix: 'd:7735550042', also: ['olivia'] });
    expect(searchPlan('Emma APT-0420')).toEqual({ prefix: 'd:0420', also: ['emma', 'apt'] });
    expect(searchPlan('emma 12')).toEqual({ prefix: 'w:emma', also: ['12'] });
    expect(searchPlan('olivia kim')).toEqual({ prefix: 'w:olivia', also: ['kim'] });
    expect(searchPlan('soap lavend')).toEqual({ prefix: 'w:lavend', also: ['soap'] });
    expect(searchPlan('José Álvarez')).toEqual({ prefix: 'w:alvarez', also: ['jose'] });
    // Digits inside a word stay the word's (an email's `john42`), not a number.
    expect(searchPlan('john42 smith')).toEqual({ prefix: 'w:john42', also: ['smith'] });
  });

  it('has nothing to read without a word of two characters', () => {
    expect(searchPlan('!!!')).toBeNull();
    expect(searchPlan('a b')).toBeNull();
  });
});
