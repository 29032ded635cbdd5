import { describe, expect, it } from 'vitest';
import { US_ZIP_PROBLEM, zipCodeProblem } from '../../functions/contract/businesses';

// The rule the Company Details form checks before sending and the API checks on every saved address.
describe('zipCodeProblem', () => {
  it('asks a US address for a 5-digit ZIP or ZIP+4', () => {
    for (const zip of ['ABC!!', '1234', '123456', '12345-12', '12345 6789', 'SW1A 1AA']) expect(zipCodeProblem('US', zip)).toBe(US_ZIP_PROBLEM);
    for (const zip of ['02134', ' 94103 ', '94103-1234']) expect(zipCodeProblem('us', zip)).toBeNull();
  });

  it("leaves other countries' codes and a blank ZIP to other rules", () => {
    expect(zipCodeProblem('GB', 'SW1A 1AA')).toBeNull();
    expect(zipCodeProblem('CA', 'ABC!!')).toBeNull();
    expect(zipCodeProblem('', 'ABC!!')).toBeNull();
    expect(zipCodeProblem('US', '  ')).toBeNull();
  });
});
