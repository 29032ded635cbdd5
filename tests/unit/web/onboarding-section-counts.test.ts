import { describe, expect, it } from 'vitest';
import { counted } from '../../../web/src/features/onboarding/ai-config-page';

describe("onboarding's section counts", () => {
  it('reads "1 question" and "1 day", not "1 questions"', () => {
    expect(counted(1, 'question')).toBe('1 question');
    expect(counted(0, 'item')).toBe('0 items');
    expect(counted(6, 'day')).toBe('6 days');
  });
});
