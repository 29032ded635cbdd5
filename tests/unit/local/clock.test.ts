import { describe, expect, it } from 'vitest';
import { localClock } from '../../../functions/local/clock.js';
import { parseConfig } from '../../../functions/core/config.js';

const SECRET = { TOKEN_SECRET: 'x'.repeat(32) };

describe('CLOCK_START (the local server clock)', () => {
  it('starts at the given instant and then advances with the elapsed time', () => {
    let elapsed = 1_000;
    const now = localClock(new Date('2026-11-29T08:00:00.000Z'), () => elapsed);
    expect(now().toISOString()).toBe('2026-11-29T08:00:00.000Z');
    elapsed += 90_500;
    expect(now().toISOString()).toBe('2026-11-29T08:01:30.500Z');
  });

  it('is the real clock when unset', () => {
    const before = Date.now();
    const t = localClock(undefined)().getTime();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it('is parsed once with the config: an instant with its offset, else a readable refusal', () => {
    expect(parseConfig({ ...SECRET, CLOCK_START: '2026-11-29T03:00:00-05:00' }).CLOCK_START?.toISOString()).toBe('2026-11-29T08:00:00.000Z');
    expect(parseConfig(SECRET).CLOCK_START).toBeUndefined();
    for (const bad of ['2026-11-29 03:00', '2026-11-29T03:00:00', 'sunday night']) {
      expect(() => parseConfig({ ...SECRET, CLOCK_START: bad })).toThrow('CLOCK_START: must be an instant with its offset, e.g. 2026-11-29T03:00:00-05:00');
    }
  });
});
